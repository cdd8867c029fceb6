/// Whether a `// MARK:` comment names one of the protocols an extension adds, as a reader takes
/// it: the protocol's name in any spacing and letter case, without its framework's prefix
/// (`Animation delegate` for `CAAnimationDelegate`), without the conventional `Protocol` or
/// `Delegate` word (`LoginViewOutput` for `LoginViewOutputProtocol`, `SettingsViewModel
/// delegation` for `SettingsViewModelDelegate`), or by a distinctive suffix of it (`Reader
/// Delegate` for `ReaderReaderDelegate`).
enum MarkNaming: Equatable {
  /// The mark names the protocol whatever else the project declares.
  case names
  /// The mark is a suffix of the protocol's name (`ReaderDelegate`): it names the protocol
  /// unless the project declares a type of that name, which the mark then names instead.
  case namesBySuffix([String])

  /// How the marks name one of `protocols`, if they do; `adopted` is every protocol the file's
  /// extensions add, of which a suffix must pick out one.
  static func of(
    _ marks: [String], naming protocols: [String], adopted: Set<String> = []
  ) -> MarkNaming? {
    var suffixes: [String] = []
    for text in marks {
      if protocols.contains(where: { names(text, $0) }) { return .names }
      for name in protocols {
        suffixes += namingSuffixes(of: name, in: text, adopted: adopted.subtracting([name]))
      }
    }
    return suffixes.isEmpty ? nil : .namesBySuffix(suffixes)
  }

  /// Whether the mark's text holds the protocol's whole name: as written, without a framework
  /// prefix or a trailing `Protocol`, or, without its trailing `Delegate`, as one item of the
  /// mark (`// MARK: - AssetSelectView`, `// MARK: - Settings delegation`).
  static func names(_ text: String, _ name: String) -> Bool {
    let mark = normalized(text)
    if mark.contains(normalized(name)) { return true }
    if let prefix = frameworkPrefixLength(name),
      mark.contains(normalized(String(name.dropFirst(prefix))))
    {
      return true
    }
    var words = CoordinatorSyntax.words(of: name)
    if words.count > 1, words.last == "Protocol" {
      words.removeLast()
      // One word left (`ViewProtocol`) is too common to find anywhere in a mark.
      let stem = normalized(words.joined())
      if words.count > 1 ? mark.contains(stem) : items(of: text).contains(stem) { return true }
    }
    guard words.count > 1, words.last == "Delegate" else { return false }
    let stem = normalized(words.dropLast().joined())
    return items(of: text).contains { isItem($0, naming: stem) }
  }

  /// The suffixes of `name`, shorter than it, that an item of the mark names, each
  /// distinctive: it has a word besides the generic ones (`Delegate`, `DataSource`, …), and no
  /// other protocol the file's extensions add ends with it (`ModuleOutput` over a coordinator's
  /// five module outputs names none of them).
  static func namingSuffixes(of name: String, in text: String, adopted: Set<String>) -> [String] {
    var words = CoordinatorSyntax.words(of: name)
    if words.count > 1, words.last == "Protocol" { words.removeLast() }
    guard words.count > 1 else { return [] }
    let marked = items(of: text)
    var found: [String] = []
    for length in 1..<words.count {
      let suffix = Array(words.suffix(length))
      guard suffix.contains(where: { !genericWords.contains($0) }) else { continue }
      let joined = suffix.joined()
      let key = normalized(joined)
      guard marked.contains(where: { isItem($0, naming: key) }),
        !adopted.contains(where: { normalized($0).hasSuffix(key) })
      else { continue }
      found.append(joined)
    }
    return found
  }

  /// Words that say what kind of protocol it is, not which.
  static let genericWords: Set<String> = ["Delegate", "Data", "Source", "Protocol", "Type"]

  /// Words that may follow a protocol's name in its mark (`// MARK: - Reader Delegate methods`).
  private static let trailingWords = [
    "", "protocol", "delegate", "delegation", "methods", "conformance", "implementation",
  ]

  /// Whether an item of a mark (normalized) is `name` (normalized), maybe followed by a word
  /// that says what of it follows.
  private static func isItem(_ item: String, naming name: String) -> Bool {
    guard item.hasPrefix(name) else { return false }
    let rest = item.dropFirst(name.count)
    return trailingWords.contains { rest == $0 || rest == "delegate" + $0 }
  }

  /// The parts of a mark's text a team separates with punctuation (`- Reader Delegate`,
  /// `HomePresenterInterface - Lifecycle methods`, `A, B`), each normalized.
  static func items(of text: String) -> [String] {
    text.split { ",-–—/&|:()".contains($0) }.map { normalized(String($0)) }.filter { !$0.isEmpty }
  }

  /// The length of a name's framework prefix: the capitals before its first word (`UI` of
  /// `UITableViewDelegate`, `CA` of `CAAnimationDelegate`, `CL` of `CLLocationManagerDelegate`),
  /// if it has two or three.
  static func frameworkPrefixLength(_ name: String) -> Int? {
    let capitals = name.prefix { $0.isUppercase }.count
    // The last capital starts the first word, which goes on in lower case.
    guard (3...4).contains(capitals), name.dropFirst(capitals).first?.isLowercase == true else {
      return nil
    }
    return capitals - 1
  }

  static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
