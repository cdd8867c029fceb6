import Foundation
import Testing

/// `--fix --dry-run` prints a diff that `git apply` turns into exactly what `--fix` writes, and
/// nothing else on standard output.
@Suite struct DryRunDiffTests {
  static let filler = (1...12).map { "// line \($0)" }.joined(separator: "\n")
  static let files = [
    "CRLF.swift": "protocol A: class {}\r\n// after\r\nprotocol B: class {}\r\n",
    "NoNewline.swift": "// first\nprotocol C: class {}",
    "NoNewlineCRLF.swift": "// first\r\nprotocol C2: class {}",
    "Hunks.swift": "protocol D: class {}\n\(filler)\nprotocol E: class {}\n\(filler)\nprotocol F: class {}\n",
    "Sub/Other.swift": "protocol G: class {}\n",
    "Sub/Clean.swift": "protocol H: AnyObject {}\n",
  ]

  @Test func theDiffAppliesWithGitAndGivesWhatFixWrites() throws {
    let dry = try Project(Self.files)
    let real = try Project(Self.files)
    let preview = try dry.canon("fix", "--dry-run", "--strict")
    #expect(preview.status == 1)
    // The report (what is on disk) goes to standard error: standard output is the diff alone.
    #expect(preview.stderr.contains("CRLF.swift:1:"))
    #expect(!preview.stdout.contains("warning:"))
    #expect(preview.stdout.contains("\\ No newline at end of file\n"))
    let diff = dry.path + "/../" + UUID().uuidString + ".diff"
    try Data(preview.stdout.utf8).write(to: URL(fileURLWithPath: diff))
    defer { try? FileManager.default.removeItem(atPath: diff) }
    let apply = try Self.git(["apply", "--whitespace=nowarn", diff], in: dry.path)
    #expect(apply.status == 0, "git apply: \(apply.output)\n\(preview.stdout)")

    let fixed = try real.canon("fix")
    #expect(fixed.status == 0, "\(fixed.stderr)")
    for name in Self.files.keys.sorted() {
      let applied = FileManager.default.contents(atPath: dry.path + "/" + name)
      let written = FileManager.default.contents(atPath: real.path + "/" + name)
      #expect(applied == written, "\(name)")
    }
    #expect(try real.read("NoNewline.swift") == "// first\nprotocol C: AnyObject {}")
  }

  static func git(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
