import CanonLint

/// What `warnings-as-errors` reads from Xcode projects and xcconfig files, and how it follows a
/// build configuration through the xcconfig file it is based on and that file's `#include`s.
///
/// Each file is read on its own, as the engine hands it over, into facts; the project part puts
/// them together once every file has been seen.
enum BuildSettingsChain {
  /// Whether a file's own lines make warnings errors (`yes`), turn that off (`no`), or say
  /// nothing about it.
  enum State: String {
    case yes, no, none
  }

  // MARK: - Facts

  /// What one line or block of a build file says.
  enum Fact: Equatable, Sendable {
    /// The file sets Swift settings.
    case setsSwift
    /// An xcconfig file's own setting.
    case sets(State)
    /// An xcconfig file's `#include` (`#include?` when `optional`), resolved against its folder.
    case includes(String, optional: Bool)
    /// A build configuration of an Xcode project: what its own settings say, and the xcconfig
    /// file it is based on.
    case configuration(State, base: Base)
  }

  /// The file a build configuration is based on.
  enum Base: Equatable, Sendable {
    case none
    /// One of CocoaPods' files, which set no strictness of their own.
    case pods(String)
    /// The path the project's file reference gives.
    case file(String)
  }

  /// An xcconfig file's facts, in the file's order: whether it sets Swift settings, its
  /// `#include`s (resolved against its folder) and its strict settings.
  static func xcconfigFacts(_ text: String, path: String) -> [Fact] {
    var facts: [Fact] = []
    var setsSwift = false
    let folder = parentFolder(path)
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = rawLine.trimmingPrefix(while: \.isWhitespace)
      if line.hasPrefix("#include") {
        let optional = line.dropFirst("#include".count).first == "?"
        guard let open = line.firstIndex(of: "\""),
          let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let included = String(line[line.index(after: open)..<close])
        let resolved = included.hasPrefix("/") ? included : join(folder, included)
        facts.append(.includes(normalize(resolved), optional: optional))
        continue
      }
      guard !line.hasPrefix("//"), line.contains("=") else { continue }
      let code = cutComment(line)
      let key = WarningsAsErrors.key(of: code)
      if key.hasPrefix("SWIFT_") || key == "OTHER_SWIFT_FLAGS" { setsSwift = true }
      if let state = state(of: code) { facts.append(.sets(state)) }
    }
    if setsSwift { facts.insert(.setsSwift, at: 0) }
    return facts
  }

  /// The facts of an Xcode project: whether any configuration sets Swift settings, and each
  /// build configuration's own state and base xcconfig file.
  static func xcodeProjectFacts(_ text: String) -> [Fact] {
    // The engine's byte search: a project file is megabytes, and `firstRange(of:)` on its bytes
    // cost 0.48 s on a 388 KB project (generic metadata looked up at every step), this 0.03 s.
    let length = text.utf8.count
    var blocks: [(base: (id: String, name: String)?, settings: String)] = []
    var from = 0
    while let isa = text.utf8Offset(of: "isa = XCBuildConfiguration;", from: from),
      let start = text.utf8Offset(of: "buildSettings = {", from: isa)
    {
      let end = text.utf8Offset(of: "};", from: start) ?? length
      let header = text.utf8Text(isa..<start)
      let body = text.utf8Text(start..<end)
      blocks.append((baseReference(in: header), body))
      from = end
    }
    var facts: [Fact] = []
    var setsSwift = false
    for block in blocks {
      var state = State.none
      for line in WarningsAsErrors.settingLines(block.settings, kind: .xcodeProject) {
        if WarningsAsErrors.key(of: line).hasPrefix("SWIFT_") { setsSwift = true }
        if let found = self.state(of: line) { state = found }
      }
      let base = block.base.map { basePath(ofReference: $0, in: text) } ?? .none
      facts.append(.configuration(state, base: base))
    }
    if setsSwift { facts.insert(.setsSwift, at: 0) }
    return facts
  }


  /// `ID` and `Debug.xcconfig` of `baseConfigurationReference = ID /* Debug.xcconfig */;`.
  private static func baseReference(in header: String) -> (id: String, name: String)? {
    guard let range = header.range(of: "baseConfigurationReference = ") else { return nil }
    let rest = header[range.upperBound...]
    let id = rest.prefix { !$0.isWhitespace && $0 != ";" }
    guard !id.isEmpty else { return nil }
    var name = String(id)
    if let open = rest.range(of: "/* "), let close = rest.range(of: " */"), open.upperBound <= close.lowerBound {
      name = String(rest[open.upperBound..<close.lowerBound])
    }
    return (String(id), name)
  }

  /// The path the project's file reference `id` gives (`path = Config/Debug.xcconfig;`), or its
  /// name; `pods:` before CocoaPods' own files.
  private static func basePath(ofReference reference: (id: String, name: String), in text: String)
    -> Base
  {
    var line: String?
    var from = 0
    while let found = text.utf8Offset(of: reference.id + " /*", from: from) {
      let end = text.utf8Offset(of: "\n", from: found) ?? text.utf8.count
      let candidate = text.utf8Text(found..<end)
      if candidate.contains("isa = PBXFileReference") {
        line = candidate
        break
      }
      from = end
    }
    var path = reference.name
    if let line, let range = line.range(of: " path = ") {
      path = String(line[range.upperBound...].prefix { $0 != ";" }).filter { $0 != "\"" }
    } else if let line, let open = line.range(of: "/* "), let close = line.range(of: " */") {
      path = String(line[open.upperBound..<close.lowerBound])
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return isPods(name) ? .pods(path) : .file(path)
  }

  /// CocoaPods' generated files set no strictness of their own.
  static func isPods(_ path: String) -> Bool {
    path.split(separator: "/").contains { $0 == "Pods" || $0.hasPrefix("Pods-") }
  }

  /// The state one setting line sets: `YES` under any condition, an unconditional `NO`.
  static func state(of line: Substring) -> State? {
    if WarningsAsErrors.isStrictSetting(line) { return .yes }
    let key = WarningsAsErrors.key(of: line)
    guard key == "SWIFT_TREAT_WARNINGS_AS_ERRORS" else { return nil }
    let unconditional = line[key.endIndex...].first { !$0.isWhitespace } == "="
    return unconditional && WarningsAsErrors.value(of: line).utf8.containsBytes(of: "NO") ? .no : nil
  }

  private static func cutComment(_ line: Substring) -> Substring {
    guard let comment = line.range(of: "//") else { return line }
    return line[..<comment.lowerBound]
  }

  // MARK: - Paths

  /// The folder of a path, `""` at the top.
  static func parentFolder(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty ? path : folder + "/" + path
  }

  /// `a/b/../c/./d` → `a/c/d`; `..` above the start is kept.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  // MARK: - Following the chain

  /// What a chain of build files leaves: the state of its last word on the setting (`nil`
  /// when that word is in a file that was not linted), and whether any file of it sets Swift
  /// settings.
  struct Verdict {
    var state: State?
    var setsSwift: Bool
  }

  /// The xcconfig files of a lint run, by path, with their facts.
  struct Xcconfigs {
    var facts: [String: [Fact]]

    /// The linted xcconfig a project's `path = …` names: the same path below the project's
    /// folder, or the only linted file that ends with it.
    func resolve(_ reference: String, projectFolder: String) -> String? {
      let direct = normalize(join(projectFolder, reference))
      if facts[direct] != nil { return direct }
      let candidates = facts.keys.filter { $0 == reference || $0.hasSuffix("/" + reference) }
      let below = candidates.filter { projectFolder.isEmpty || $0.hasPrefix(projectFolder + "/") }
      if below.count == 1 { return below[0] }
      return candidates.count == 1 ? candidates[0] : nil
    }

    /// The verdict of the file at `path`, following its includes in order: a later line wins,
    /// so a setting after an include that was not linted still decides.
    func verdict(of path: String, visited: Set<String> = []) -> Verdict {
      guard let items = facts[path] else {
        // CocoaPods' files are not linted (their folder is skipped) and never set it.
        return Verdict(state: isPods(path) ? State.none : nil, setsSwift: false)
      }
      var verdict = Verdict(state: State.none, setsSwift: false)
      guard !visited.contains(path) else { return verdict }
      for item in items {
        switch item {
        case .setsSwift:
          verdict.setsSwift = true
        case .sets(let state):
          verdict.state = state
        case .includes(let included, let optional):
          // A missing optional include is no file at all.
          if optional && facts[included] == nil && !isPods(included) { continue }
          let inner = self.verdict(of: included, visited: visited.union([path]))
          if inner.state != State.none { verdict.state = inner.state }
          verdict.setsSwift = verdict.setsSwift || inner.setsSwift
        case .configuration:
          continue
        }
      }
      return verdict
    }

    /// Every file the chain of `path` includes.
    func included(by path: String, visited: Set<String> = []) -> Set<String> {
      guard !visited.contains(path), let items = facts[path] else { return [] }
      var found = Set<String>()
      for item in items {
        guard case .includes(let included, _) = item else { continue }
        found.insert(included)
        found.formUnion(self.included(by: included, visited: visited.union([path])))
      }
      return found
    }

  }
}
