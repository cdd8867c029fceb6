import Foundation
import Testing

/// Programs and Python packages that validate Canon's reports as their users' tools read them
/// (Graphviz, Chromium, junitparser, jsonschema). CI installs them and sets
/// `CANON_REQUIRE_TOOLS=1`, which makes a missing one a failure; elsewhere a missing tool is
/// said on standard error and its check is not made.
enum ExternalTools {
  static var required: Bool { ProcessInfo.processInfo.environment["CANON_REQUIRE_TOOLS"] == "1" }

  /// Where CI keeps files for people to look at (the HTML report's screenshot).
  static var artifactsFolder: String {
    ProcessInfo.processInfo.environment["CANON_ARTIFACTS"]
      ?? FileManager.default.currentDirectoryPath + "/.build/artifacts"
  }

  /// The path of `program` on `PATH`, or `nil` after recording (in CI) or saying why the check
  /// cannot be made.
  static func program(_ names: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in names {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    missing(names.joined(separator: " or "), sourceLocation: sourceLocation)
    return nil
  }

  /// Whether `python3` can import `modules`, recorded or said as for programs.
  static func python(_ modules: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard program("python3", sourceLocation: sourceLocation) != nil else { return false }
    let imports = modules.map { "import \($0)" }.joined(separator: "; ")
    if let result = try? run(["python3", "-c", imports]), result.status == 0 { return true }
    missing("the Python packages \(modules.joined(separator: ", ")) (pip install)", sourceLocation: sourceLocation)
    return false
  }

  private static func missing(_ what: String, sourceLocation: SourceLocation) {
    if required {
      Issue.record("\(what) is required (CANON_REQUIRE_TOOLS=1) but missing", sourceLocation: sourceLocation)
    } else {
      FileHandle.standardError.write(Data("note: \(what) not found: this check is not made here (CI makes it)\n".utf8))
    }
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], in directory: String? = nil) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
