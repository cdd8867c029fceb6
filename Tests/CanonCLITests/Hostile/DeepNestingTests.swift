import Foundation
import Testing

/// Issue 14: deeply nested code crashed `canon` (SIGSEGV, exit 139) in swift-syntax's parser or
/// in the walk, and nested `[` took time exponential in their depth. Each file is now reported as
/// `too-complex-file` and the run goes on; the tests run the `canon` binary, so a crash is an
/// exit status here, not the end of the test run.
@Suite struct DeepNestingTests {
  /// The reproductions of the issue, each alone in its file.
  static let cases: [(name: String, source: String)] = [
    ("generics", "let g: " + String(repeating: "A<", count: 2_000) + "B" + String(repeating: ">", count: 2_000) + " = 0\n"),
    ("arrays", "let z = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"),
    ("try", "let x = " + String(repeating: "try ", count: 50_000) + "c\n"),
    ("await", "let x = " + String(repeating: "await ", count: 50_000) + "c\n"),
    ("else-if", "func f(a: Bool) {\n  if a {}" + String(repeating: " else if a {}", count: 50_000) + "\n}\n"),
    ("optional-chain", "let x = a" + String(repeating: "?.b", count: 70_000) + "\n"),
    // Exponential rather than deep: 25 levels took 11 s in a release build.
    ("nested-arrays", "let z = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25) + "\n"),
  ]

  /// A file with a correctable finding beside the hostile one: it must still be linted and fixed.
  static let ordinary = "protocol Output: class {\n  func done()\n}\n"

  @Test(arguments: cases.map(\.name))
  func aDeeplyNestedFileIsReportedAndTheRunGoesOn(_ name: String) throws {
    let source = try #require(Self.cases.first { $0.name == name }).source
    let project = try Project(["Deep.swift": source, "Output.swift": Self.ordinary])
    let started = Date()
    let lint = try project.canon(
      "lint", "--reporter", "json:report.json", "--reporter", "sarif:report.sarif",
      "--reporter", "github:report.github", "--reporter", "checkstyle:report.xml",
      "--reporter", "markdown:report.md", "--reporter", "xcode")
    // The nested `[` alone took minutes in one run; a debug run takes seconds. One run is timed,
    // not all seven: on a loaded CI machine seven runs took 65 s with nothing wrong.
    #expect(Date().timeIntervalSince(started) < 45)
    #expect(lint.status == 0, "\(name): exit \(lint.status)\n\(lint.stderr)")
    #expect(lint.stdout.contains("Deep.swift:1:1: warning: "))
    #expect(lint.stdout.contains("(too-complex-file)"))
    #expect(lint.stdout.contains("Output.swift:1:"))
    for report in ["report.json", "report.sarif", "report.github", "report.xml", "report.md"] {
      #expect(try project.read(report).contains("too-complex-file"), "\(name): \(report)")
    }
    let strict = try project.canon("lint", "--strict")
    #expect(strict.status == 1, "\(name): exit \(strict.status)\n\(strict.stderr)")

    let dryRun = try project.canon("lint", "--fix", "--dry-run", "--reporter", "json:dry.json")
    #expect(dryRun.status == 0, "\(name): exit \(dryRun.status)\n\(dryRun.stderr)")
    #expect(dryRun.stdout.contains("+protocol Output: AnyObject {"))
    #expect(try project.read("dry.json").contains("too-complex-file"))

    let fix = try project.canon("lint", "--fix")
    #expect(fix.status == 0, "\(name): exit \(fix.status)\n\(fix.stderr)")
    #expect(fix.stdout.contains("(too-complex-file)"))
    #expect(try project.read("Output.swift").contains("protocol Output: AnyObject"))
    #expect(try project.read("Deep.swift") == source)
  }

  /// Deep in another way: 20,000 classes each inheriting the one before, and as many protocols.
  /// Resolving roles recursed up the chain and overflowed the stack.
  @Test func aLongInheritanceChainIsLintedWithoutOverflowing() throws {
    let count = 20_000
    var source = "class C0 {}\nprotocol P0 {}\n"
    for index in 1..<count {
      source += "class C\(index): C\(index - 1) {}\nprotocol P\(index): P\(index - 1) {}\n"
    }
    source += "final class Holder {\n  weak var delegate: P\(count - 1)?\n}\n"
    let project = try Project(["Chain.swift": source, "Output.swift": Self.ordinary])
    // With the main thread's stack at 1 MB rather than 8, the recursion failed whatever order
    // the types were resolved in (with 8 MB, only when it started near the end of the chain).
    let lint = try Self.canonWithSmallStack(["lint", "--reporter", "json"], in: project)
    #expect(lint.status == 0, "exit \(lint.status)\n\(lint.stderr.prefix(2_000))")
    #expect(lint.stdout.contains("Output.swift"))
    let fix = try Self.canonWithSmallStack(["lint", "--fix"], in: project)
    #expect(fix.status == 0, "exit \(fix.status)\n\(fix.stderr.prefix(2_000))")
    #expect(try project.read("Output.swift").contains("AnyObject"))
  }

  /// Runs `canon` with a 1 MB stack for its main thread.
  static func canonWithSmallStack(_ arguments: [String], in project: Project) throws -> CanonProcess.Output {
    try CanonProcess.run(
      ["-c", "ulimit -s 1024 && exec \"$0\" \"$@\"", CanonProcess.executable.path] + arguments,
      in: project.path, executable: URL(fileURLWithPath: "/bin/sh"))
  }
}
