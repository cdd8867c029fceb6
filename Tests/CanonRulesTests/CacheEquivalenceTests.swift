import CanonLint
import CanonRules
import Foundation
import SeededRandom
import Testing

/// The cache changes how long a run takes, never what it finds: after each of a series of random
/// edits to a fixture project (lines inserted, bodies changed, supertypes and role suffixes
/// changed, conformances added, files moved, copied and deleted), a run with the cache gives
/// exactly what a run without it gives. Findings that depend on other files (roles through
/// inheritance, final-class, unused requirements, layers) are what the edits aim at.
///
/// The edits come from a seeded generator: a failure names its seed and step, and
/// `CANON_CACHE_SEED=n` runs that seed again.
@Suite struct CacheEquivalenceTests {
  static let fixtures = ["mvvm", "mvvm-bindings", "viper", "viper-dialects", "mvvm-c", "mvvm-di"]
  static let editsPerRun = 24

  static var seeds: [UInt64] {
    if let given = ProcessInfo.processInfo.environment["CANON_CACHE_SEED"].flatMap(UInt64.init) {
      return [given]
    }
    return [0x5EED_0001, 0x5EED_0002]
  }

  @Test(arguments: fixtures)
  func randomEditsFindWhatAnUncachedRunFinds(_ fixture: String) throws {
    for seed in Self.seeds {
      let project = try EditedProject(fixture: fixture, seed: seed)
      var hits = 0
      var relinted = 0
      for step in 0...Self.editsPerRun {
        let edit = step == 0 ? "none" : try project.randomEdit()
        let (cached, uncached) = try project.lintBothWays()
        let comment = Comment(rawValue: "\(fixture), seed \(seed), step \(step): \(edit)")
        #expect(cached.lines == uncached, comment)
        hits += cached.statistics.hits
        relinted += cached.statistics.relinted
      }
      // The comparison means something only if the cache was used, and if edits reached
      // findings that depend on other files.
      #expect(hits > 0, "\(fixture), seed \(seed): no file from the cache")
      #expect(relinted > 0, "\(fixture), seed \(seed): no cached file was linted again")
    }
  }
}

/// A copy of a fixture project that random edits change, linted with every preset.
final class EditedProject {
  let root: String
  let cacheFolder: String
  var random: SplitMix64
  let linter: Linter

  init(fixture: String, seed: UInt64) throws {
    let base = NSTemporaryDirectory() + "canon-cache-equivalence-" + UUID().uuidString
    root = base + "/project"
    cacheFolder = base + "/cache"
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: FixtureLinting.fixturesFolder + "/" + fixture, toPath: root)
    random = SplitMix64(seed: seed)
    let registry = CanonRules.registry
    let setup = try ConfigurationLoader(registry: registry)
      .load(nil, rootDirectory: root, presetOverride: registry.presets.map(\.name))
    linter = Linter(setup: setup, knownRuleIDs: Set(registry.ruleIDs))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
  }

  var swiftFiles: [String] {
    let all = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
    return all.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The cached run's findings and statistics, and the uncached run's findings.
  func lintBothWays() throws -> (
    (lines: [String], statistics: CacheStatistics), [String]
  ) {
    let inputs = swiftFiles.map {
      LintInput(path: $0, content: .file(absolutePath: root + "/" + $0))
    }
    let cache = try LintCache(directory: cacheFolder, engine: "test")
    let cached = linter.lint(inputs, cache: cache)
    let uncached = linter.lint(inputs)
    return ((Self.lines(cached), try #require(cached.cache)), Self.lines(uncached))
  }

  static func lines(_ result: LintResult) -> [String] {
    result.violations.map { "\($0.location) \($0.ruleID) \($0.message)" }
  }

  // MARK: - Edits

  static let suffixes = [
    "ViewModel", "ViewController", "Presenter", "Interactor", "Router", "Coordinator", "Store",
    "View", "Assembly", "Model",
  ]

  /// Makes one random edit and says what it was.
  func randomEdit() throws -> String {
    let files = swiftFiles
    let file = files[random.next(below: files.count)]
    var text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    let description: String
    switch random.next(below: 9) {
    case 0:
      let at = random.next(below: lines.count)
      lines.insert(contentsOf: ["", "// an inserted comment", ""], at: at)
      description = "insert lines at \(file):\(at + 1)"
    case 1:
      guard let at = lines.firstIndex(where: { $0.contains("func ") && $0.hasSuffix("{") }) else {
        return try randomEdit()
      }
      lines.insert("    _ = \(random.next(below: 100))", at: at + 1)
      description = "change a body in \(file):\(at + 1)"
    case 2:
      let names = try typeNames()
      guard let at = declarationLine(in: lines), !names.isEmpty else { return try randomEdit() }
      let supertype = names[random.next(below: names.count)]
      lines[at] = replacingInheritance(of: lines[at], with: random.next(below: 4) == 0 ? nil : supertype)
      description = "supertype of \(file):\(at + 1) → \(lines[at])"
    case 3:
      guard let at = declarationLine(in: lines) else { return try randomEdit() }
      let suffix = Self.suffixes[random.next(below: Self.suffixes.count)]
      lines[at] = renamingSuffix(of: lines[at], to: suffix)
      description = "rename in \(file):\(at + 1) → \(lines[at])"
    case 4:
      let names = try typeNames()
      guard names.count >= 2 else { return try randomEdit() }
      let type = names[random.next(below: names.count)]
      let proto = names[random.next(below: names.count)]
      lines.append("extension \(type): \(proto) {}")
      description = "extension \(type): \(proto) in \(file)"
    case 5:
      let folders = Set(files.map { ($0 as NSString).deletingLastPathComponent })
      let folder = folders.sorted()[random.next(below: folders.count)]
      let target = (folder.isEmpty ? "" : folder + "/") + (file as NSString).lastPathComponent
      guard target != file, !FileManager.default.fileExists(atPath: root + "/" + target) else {
        return try randomEdit()
      }
      try FileManager.default.moveItem(atPath: root + "/" + file, toPath: root + "/" + target)
      return "move \(file) → \(target)"
    case 6:
      let target = "Copies/\(random.next(below: 1000))/" + (file as NSString).lastPathComponent
      try FileManager.default.createDirectory(
        atPath: root + "/" + (target as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try? FileManager.default.copyItem(atPath: root + "/" + file, toPath: root + "/" + target)
      return "copy \(file) → \(target)"
    case 7:
      guard files.count > 3 else { return try randomEdit() }
      try FileManager.default.removeItem(atPath: root + "/" + file)
      return "delete \(file)"
    default:
      // A new method: the index changes, no line of any other file moves.
      guard let at = declarationLine(in: lines), lines[at].hasSuffix("{") else { return try randomEdit() }
      lines.insert("    func added\(random.next(below: 100))() {}", at: at + 1)
      description = "add a method in \(file):\(at + 2)"
    }
    text = lines.joined(separator: "\n")
    try text.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    return description
  }

  /// A random line declaring a class, struct or protocol.
  private func declarationLine(in lines: [String]) -> Int? {
    let candidates = lines.indices.filter { index in
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      return ["class ", "final class ", "struct ", "protocol ", "public final class ", "final public class "]
        .contains { trimmed.hasPrefix($0) }
    }
    return candidates.isEmpty ? nil : candidates[random.next(below: candidates.count)]
  }

  /// The names of the types the project declares at the start of a line.
  private func typeNames() throws -> [String] {
    var names = Set<String>()
    for file in swiftFiles {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for line in text.components(separatedBy: "\n") {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        if let keyword = words.firstIndex(where: { ["class", "struct", "protocol", "enum"].contains($0) }),
          keyword + 1 < words.count
        {
          names.insert(String(words[keyword + 1]))
        }
      }
    }
    return names.sorted()
  }

  /// The declaration with its inheritance clause replaced (or removed, for `nil`).
  private func replacingInheritance(of line: String, with supertype: String?) -> String {
    let body = line.hasSuffix("{") ? " {" : ""
    var head = line.hasSuffix("{") ? String(line.dropLast()) : line
    if let colon = head.firstIndex(of: ":") { head = String(head[..<colon]) }
    head = head.trimmingCharacters(in: .whitespaces).isEmpty ? head : String(head.reversed().drop(while: { $0 == " " }).reversed())
    return head + (supertype.map { ": " + $0 } ?? "") + body
  }

  /// The declaration with its name's role suffix replaced by `suffix`.
  private func renamingSuffix(of line: String, to suffix: String) -> String {
    for old in Self.suffixes.sorted(by: { $0.count > $1.count }) {
      if let range = line.range(of: old) { return line.replacingCharacters(in: range, with: suffix) }
    }
    guard let space = line.lastIndex(of: " ") else { return line }
    return line.replacingCharacters(in: space...space, with: suffix + " ")
  }
}
