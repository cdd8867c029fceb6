/// The pod a `.podspec` declares, as a module: its name (`module_name` when set), the files its
/// `source_files` globs select less those of `exclude_files`, and its `dependency` lines. A
/// subspec's files and dependencies are the pod's (it is compiled into the pod's module); a
/// `test_spec` is a test module of its own that depends on the pod.
///
/// A podspec is Ruby; Canon does not run it. It reads the forms podspecs are written in —
/// `s.source_files = 'A/**/*.swift'`, a list of strings or an array over several lines,
/// `%w[…]`, `spec.dependency 'Name', '~> 1.0'`, platform-qualified attributes
/// (`s.ios.source_files`), `subspec … do |ss| … end` — and leaves out what is computed (a string
/// with `#{…}`).
enum PodspecModules {
  static func modules(in text: String, path: String) -> [DeclaredModule] {
    let base = ModulePaths.parent(path)
    var pod = Spec()
    var tests: [(name: String, spec: Spec)] = []
    // The blocks open at each point: the test spec a line belongs to, if any.
    var blocks: [String?] = []
    for statement in statements(of: text) {
      let words = statement.code
      if closesBlock(words) {
        _ = blocks.popLast()
        continue
      }
      let opensBlock = opensBlock(words)
      let attribute = attribute(of: words)
      if opensBlock {
        if attribute == "test_spec" || attribute == "app_spec" {
          let name = statement.strings.first ?? "Tests"
          tests.append((DeclaredModule.moduleName(name), Spec()))
          blocks.append(attribute == "test_spec" ? name : nil)
        } else {
          // A subspec, or any other block (a platform's, a loop's): read as the pod's.
          blocks.append(blocks.last ?? nil)
        }
        continue
      }
      guard let attribute else { continue }
      let inTest = blocks.last.flatMap { $0 } != nil
      if inTest, !tests.isEmpty {
        tests[tests.count - 1].spec.read(attribute, statement.strings)
      } else if blocks.allSatisfy({ $0 == nil }) {
        pod.read(attribute, statement.strings)
      }
    }
    guard let name = pod.moduleName ?? pod.name ?? fileName(path) else { return [] }
    var modules = [
      DeclaredModule(
        name: DeclaredModule.moduleName(name), kind: .pod, declaredIn: path,
        dependencies: pod.dependencies.filter { $0 != DeclaredModule.moduleName(name) },
        globs: pod.sources, excludedGlobs: pod.excluded, base: base)
    ]
    for test in tests where !test.spec.sources.isEmpty {
      modules.append(
        DeclaredModule(
          name: test.name, kind: .pod, declaredIn: path,
          dependencies: [DeclaredModule.moduleName(name)] + test.spec.dependencies, isTests: true,
          globs: test.spec.sources, excludedGlobs: test.spec.excluded, base: base))
    }
    return modules
  }

  /// What one spec (the pod, or a test spec) says.
  private struct Spec {
    var name: String?
    var moduleName: String?
    var sources: [String] = []
    var excluded: [String] = []
    var dependencies: [String] = []

    mutating func read(_ attribute: String, _ strings: [String]) {
      switch attribute {
      case "name": name = name ?? strings.first
      case "module_name": moduleName = strings.first
      case "source_files": sources += strings.flatMap(PodspecModules.globs)
      case "exclude_files": excluded += strings.flatMap(PodspecModules.globs)
      case "dependency":
        // `PromiseKit/CorePromise` is a subspec of the pod `PromiseKit`.
        if let first = strings.first, let pod = first.split(separator: "/").first {
          let module = DeclaredModule.moduleName(String(pod))
          if !dependencies.contains(module) { dependencies.append(module) }
        }
      default: break
      }
    }
  }

  /// A glob as the matcher takes it: the `{h,m,swift}` alternatives spelled out (at most 64, so
  /// that a hostile file cannot make thousands), without climbing out of the podspec's folder.
  static func globs(_ pattern: String) -> [String] {
    guard !pattern.hasPrefix("/"), !pattern.split(separator: "/").contains("..") else { return [] }
    var results = [pattern]
    while let index = results.firstIndex(where: { $0.contains("{") }) {
      let current = results[index]
      guard let open = current.firstIndex(of: "{"),
        let close = current[open...].firstIndex(of: "}")
      else {
        results[index] = current.replacingOccurrences(of: "{", with: "")
        continue
      }
      let options = current[current.index(after: open)..<close].split(
        separator: ",", omittingEmptySubsequences: false)
      let spelled = options.map {
        String(current[..<open]) + $0 + String(current[current.index(after: close)...])
      }
      results.replaceSubrange(index...index, with: spelled)
      if results.count > 64 { return Array(results.prefix(64)) }
    }
    return results
  }

  /// `Name` of `…/Name.podspec`.
  private static func fileName(_ path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard name.hasSuffix(".podspec") else { return nil }
    let stem = String(name.dropLast(".podspec".count))
    return stem.isEmpty ? nil : stem
  }

  /// The attribute a statement sets or calls: `source_files` of `s.ios.source_files = …`,
  /// `dependency` of `spec.dependency 'X'`.
  private static func attribute(of code: Substring) -> String? {
    // `receiver.(platform.)attribute` at the start of the statement.
    let head = code.prefix { isIdentifier($0) || $0 == "." }
    let parts = head.split(separator: ".")
    guard parts.count >= 2, let last = parts.last else { return nil }
    return String(last)
  }

  /// Whether the statement is an `end`.
  static func closesBlock(_ code: Substring) -> Bool {
    code.hasPrefix("end") && (code.count == 3 || !isIdentifier(code[code.index(code.startIndex, offsetBy: 3)]))
  }

  /// Whether the statement opens a `do … end` block (or an `if`/`unless`, whose `end` closes
  /// it too).
  static func opensBlock(_ code: Substring) -> Bool {
    let trimmed = code.reversed().drop { $0 == " " || $0 == "\t" }
    var tail = String(trimmed.reversed())
    if tail.hasSuffix("|"), let bar = tail.dropLast().lastIndex(of: "|") {
      tail = String(tail[..<bar]).trimmingTrailingSpaces()
    }
    if tail.hasSuffix(" do") || tail == "do" { return true }
    for keyword in ["if ", "unless ", "case ", "begin", "def ", "while ", "until "]
    where code.hasPrefix(keyword) || code == keyword.trimmingTrailingSpaces() {
      return true
    }
    return false
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// One statement: its code (strings and comments taken out, leading spaces dropped) and the
  /// strings it holds, in order. A statement goes on over lines while a `[`, `(` or `{` is open
  /// or a line ends with `,`.
  struct Statement {
    var code: Substring
    var strings: [String]
  }

  static func statements(of text: String) -> [Statement] {
    var statements: [Statement] = []
    var code = ""
    var strings: [String] = []
    var depth = 0
    var quote: Character?
    var current = ""
    var interpolated = false
    var inComment = false
    var words: (open: Character, close: Character)?
    var previous: Character = " "
    func finish() {
      let trimmed = code.drop { $0 == " " || $0 == "\t" }
      if !trimmed.isEmpty || !strings.isEmpty {
        statements.append(Statement(code: trimmed, strings: strings))
      }
      code = ""
      strings = []
      depth = 0
    }
    var characters = Array(text)
    characters.append("\n")
    var index = 0
    while index < characters.count {
      let character = characters[index]
      defer {
        previous = character
        index += 1
      }
      if inComment {
        if character == "\n" {
          inComment = false
          if depth == 0 && code.trimmingTrailingSpaces().last != "," { finish() }
        }
        continue
      }
      if let (_, close) = words {
        // `%w[a b c]`: words split by spaces.
        if character == close {
          strings += current.split(whereSeparator: \.isWhitespace).map(String.init)
          current = ""
          words = nil
          code.append("\"\"")
        } else {
          current.append(character)
        }
        continue
      }
      if let open = quote {
        if character == "\\", index + 1 < characters.count {
          current.append(characters[index + 1])
          index += 1
        } else if character == open {
          if !interpolated { strings.append(current) }
          current = ""
          quote = nil
          interpolated = false
          // The string's place in the code, so that a line ending with it does not look like
          // one ending with the `,` before it.
          code.append("\"\"")
        } else {
          if open == "\"" && character == "{" && previous == "#" { interpolated = true }
          current.append(character)
        }
        continue
      }
      switch character {
      case "'", "\"":
        quote = character
      case "#":
        inComment = true
      case "%" where index + 2 < characters.count && (characters[index + 1] == "w" || characters[index + 1] == "W"):
        let open = characters[index + 2]
        let close: Character = open == "[" ? "]" : open == "(" ? ")" : open == "{" ? "}" : open
        words = (open, close)
        index += 2
      case "[", "(", "{":
        depth += 1
        code.append(character)
      case "]", ")", "}":
        depth = max(0, depth - 1)
        code.append(character)
      case "\n", ";":
        if depth == 0 && (character == ";" || code.trimmingTrailingSpaces().last != ",") {
          finish()
        } else {
          code.append(" ")
        }
      default:
        code.append(character)
      }
    }
    finish()
    return statements
  }
}

extension StringProtocol {
  fileprivate func trimmingTrailingSpaces() -> String {
    String(String(self).reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
