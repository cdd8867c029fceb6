import Foundation
import SeededRandom
import Testing

/// Issue 14's fuzz target: seeded random Swift, nested near and beyond the limits, token soup
/// and truncated real files, through the whole `canon` binary (parse, walk, every rule of every
/// preset, fix and the dry-run diff). A crash is an exit status of the subprocess, so it fails
/// the test with the seed and the files that caused it, instead of ending the test run.
@Suite struct FuzzTests {
  /// Fixed, so that CI runs the same cases every time; change it locally to explore.
  static let seed: UInt64 = 0x0CA9_0014
  /// Four batches in a plain `swift test` (about half a minute); `.ci/run` runs the fuzz tests as a
  /// step of their own with `CANON_FUZZ_BATCHES` fixed, so the count CI runs stays the same.
  static let batches = ProcessInfo.processInfo.environment["CANON_FUZZ_BATCHES"].flatMap { Int($0) } ?? 4
  static let filesPerBatch = 40

  @Test func randomAndHostileSwiftNeverCrashesCanon() throws {
    var random = SplitMix64(seed: Self.seed)
    let fixtures = Self.fixtureSources()
    #expect(!fixtures.isEmpty)
    let presets = try CanonProcess.run(["rules", "--presets"], in: NSTemporaryDirectory()).stdout
      .split(separator: "\n").flatMap { ["--preset", String($0)] }
    let started = Date()
    for batch in 0..<Self.batches {
      var files: [String: String] = [:]
      for file in 0..<Self.filesPerBatch {
        files["F\(file).swift"] = Self.generate(&random, fixtures: fixtures)
      }
      let project = try Project(files)
      for arguments in [["--fix", "--dry-run"], ["--fix"], []] {
        let output = try CanonProcess.run(
          ["lint", "--reporter", "json:report.json"] + arguments + presets, in: project.path)
        guard output.status == 0 || output.status == 1 else {
          let kept = NSTemporaryDirectory() + "canon-fuzz-\(Self.seed)-\(batch)"
          try? FileManager.default.copyItem(atPath: project.path, toPath: kept)
          Issue.record(
            "canon lint \(arguments) exited \(output.status) on batch \(batch) of seed \(Self.seed); files kept in \(kept)\n\(output.stderr.suffix(2_000))")
          return
        }
        #expect(try project.read("report.json").hasPrefix("{"))
      }
    }
    print("fuzz: \(Self.batches * Self.filesPerBatch) files, \(Self.batches * 3) runs in \(Int(Date().timeIntervalSince(started))) s")
  }

  // MARK: Generation

  /// The Swift files of the test fixtures, to truncate and splice.
  static func fixtureSources() -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .compactMap { try? String(contentsOfFile: root.appendingPathComponent($0).path, encoding: .utf8) }
  }

  /// Nesting of every kind that once overflowed or stalled: (prefix, repeated opening, core,
  /// repeated closing, suffix).
  static let shapes: [(String, String, String, String, String)] = [
    ("let v = ", "(", "x", ")", "\n"),
    ("let v = ", "[", "", "]", "\n"),
    ("let v = ", "[(", "x", ")]", "\n"),
    ("let g: ", "A<", "B", ">", " = 0\n"),
    ("let v = ", "{ ", "x", " }", "\n"),
    ("let v = ", "\"\\(", "x", ")\"", "\n"),
    ("", "#if X\n", "let v = 1\n", "#endif\n", ""),
    ("let v = ", "try ", "c", "", "\n"),
    ("let v = ", "await ", "c", "", "\n"),
    ("let v = ", "try? await ", "c", "", "\n"),
    ("func f() {\n  if a {}", " else if a {}", "", "", "\n}\n"),
    ("let v = a", "?.b", "", "", "\n"),
    ("let v: A", ".B", "", "", " = 0\n"),
    ("let v = a", "!", "", "", "\n"),
    ("let v = a", "(", "", ")", "\n"),
    ("let v = ", "f { ", "x", " }", "\n"),
    ("let v = a ? ", "b ? ", "c", " : d", " : e\n"),
    ("func f() {\n", "  do {\n", "x()\n", "} catch {}\n", "}\n"),
    ("let v: ", "(A) -> ", "B", "", " = f\n"),
    ("class A {\n", "struct B {\n", "", "}\n", "}\n"),
  ]

  static let tokens = [
    "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "if", "else",
    "guard", "return", "try", "await", "async", "throws", "switch", "case", "default", "for",
    "in", "while", "import", "weak", "self", "Self", "nil", "true", "@objc", "@MainActor",
    "#if", "#else", "#endif", "#selector", "(", ")", "[", "]", "{", "}", "<", ">", ",", ":",
    ";", ".", "?", "!", "?.", "->", "=", "==", "+", "-", "&&", "||", "\"", "\"\"\"", "#\"",
    "\\(", "/*", "*/", "//", "\n", " ", "x", "Foo", "_", "0", "1.5", "0x1F", "`class`", "é",
    "🙂", "\t", "\r\n", "$0", "inout", "some", "any", "UIViewController", "viewDidLoad",
  ]

  static func generate(_ random: inout SplitMix64, fixtures: [String]) -> String {
    switch random.next(below: 3) {
    case 0:
      let (prefix, open, core, close, suffix) = shapes[random.next(below: shapes.count)]
      // Near the scan's limits (16 `[`, 256 levels), and far beyond.
      let depths = [random.next(below: 20), 14 + random.next(below: 5), 250 + random.next(below: 12), 2_000 + random.next(below: 30_000)]
      let depth = depths[random.next(below: depths.count)]
      let text = prefix + String(repeating: open, count: depth) + core + String(repeating: close, count: depth) + suffix
      // Sometimes cut short, as an editor saves a half-typed file.
      return random.next(below: 4) == 0 ? String(text.prefix(random.next(below: text.count + 1))) : text
    case 1:
      return (0..<random.next(below: 400)).map { _ in tokens[random.next(below: tokens.count)] }
        .joined(separator: random.next(below: 2) == 0 ? " " : "")
    default:
      guard !fixtures.isEmpty else { return "" }
      let fixture = fixtures[random.next(below: fixtures.count)]
      var text = String(fixture.prefix(random.next(below: fixture.count + 1)))
      // Splice tokens in, to break it somewhere other than at the end.
      for _ in 0..<random.next(below: 4) {
        let at = text.index(text.startIndex, offsetBy: random.next(below: text.count + 1))
        text.insert(contentsOf: tokens[random.next(below: tokens.count)], at: at)
      }
      return text
    }
  }
}
