import CanonLint
import SwiftSyntax

/// A conformance extension opens with `// MARK: - <Protocol>` so the jump bar lists it.
struct MarkProtocolConformance: SyntaxRule {
  static let description = RuleDescription(
    id: "mark-protocol-conformance",
    summary: "An extension adding a protocol conformance without a `// MARK: - <Protocol>` above it",
    rationale: """
      Splitting a type into one extension per protocol only helps the reader when each part is \
      labelled: `// MARK: - UITableViewDataSource` puts the conformance in Xcode's jump bar and \
      makes the file scannable. The mark must name one of the protocols the extension adds \
      (`MARK:` with or without the dash, in any letter case, a framework's prefix optional: \
      `// MARK: - Animation delegate` names `CAAnimationDelegate`). An \
      extension with an empty body (`extension User: Equatable {}`) has nothing to navigate to \
      and needs no mark, and neither does a file that holds one extension alone and is named \
      for its type (`VideoRangeType.swift`, `Post+Identifiable.swift`): there is one part, \
      and the file's name labels it. Extensions that only group a protocol's methods without declaring the \
      conformance are not recognised: the rule cannot tell them from any other extension.
      """,
    source: "G0 Swift conventions 3 (`// MARK: -` to split an implementation), G2 code style",
    triggering: [
      Example("extension ↓LoginViewController: UITableViewDataSource {\n  func f() {}\n}"),
      Example("// MARK: - Private\nextension ↓LoginViewController: UITextFieldDelegate {\n  func f() {}\n}"),
      // A mark for a purpose does not name the protocol, even when the protocol's name starts
      // with the same word.
      Example("// MARK: - Analytics\nextension ↓PlaylistViewController: AnalyticsSourceProvider {\n  func f() {}\n}"),
      // `Delegate` alone is not `CAAnimationDelegate`: only a prefix of capitals is optional.
      Example("// MARK: - Delegate\nextension ↓ConfettiView: CAAnimationDelegate {\n  func f() {}\n}"),
      Example("/// Delegate methods.\nextension ↓LoginViewController: UITextFieldDelegate {\n  func f() {}\n}"),
      // The mark above heads another conformance: a run is of the same protocols only.
      Example("// MARK: - Decodable\nextension Instance: Decodable {\n  init(from decoder: Decoder) throws {}\n}\n\nextension ↓Instance: Hashable {\n  func hash(into hasher: inout Hasher) {}\n}"),
      Example("final class A {}\n\nextension ↓A: Hashable where T: Hashable {\n  func hash(into hasher: inout Hasher) {}\n}"),
      // Named for the type, but the file holds more than the one part.
      Example(
        "final class Post {}\n\nextension ↓Post: Identifiable {\n  var id: Int { 0 }\n}",
        path: "Sources/App/Post.swift"),
    ],
    nonTriggering: [
      Example("// MARK: - UITableViewDataSource\nextension LoginViewController: UITableViewDataSource {\n  func f() {}\n}"),
      Example("// MARK: - UITableViewDataSource\n\nextension LoginViewController: UITableViewDataSource {\n  func f() {}\n}"),
      Example("// MARK: TableViewDataSource, TableViewDelegate\nextension A: UITableViewDataSource, UITableViewDelegate {\n  func f() {}\n}"),
      Example("// MARK: - Table view delegate\n@available(iOS 15, *)\nextension A: UITableViewDelegate {\n  func f() {}\n}"),
      // Named without its framework's prefix, as UIKit's protocols may be.
      Example("// MARK: - Animation Delegate\nextension ConfettiView: CAAnimationDelegate {\n  func f() {}\n}"),
      Example("// MARK: - Location manager delegate\nextension MapViewController: CLLocationManagerDelegate {\n  func f() {}\n}"),
      Example("extension User: Equatable {}"),
      Example("extension LoginViewController {\n  func setUp() {}\n}"),
      // A file that holds one conformance of a type and is named for it has one part only.
      Example(
        "import JellyfinAPI\n\nextension VideoRangeType: Displayable {\n  var displayTitle: String { \"\" }\n}",
        path: "Sources/App/Extensions/VideoRangeType.swift"),
      Example(
        "extension Post: Identifiable {\n  var id: Int { number }\n}",
        path: "Sources/App/Extensions/Post+Identifiable.swift"),
      // One mark heads a run of extensions adding the same conformance, one after the other.
      Example(
        "// MARK: - Decodable\nextension Instance: Decodable {\n  init(from decoder: Decoder) throws {}\n}\n\nextension Instance.Stats: Decodable {\n  init(from decoder: Decoder) throws {}\n}"),
    ],
    corrections: [
      Correction(
        Example("import UIKit\n\nextension ↓LoginViewController: UITableViewDataSource {\n  func f() {}\n}"),
        "import UIKit\n\n// MARK: - UITableViewDataSource\nextension LoginViewController: UITableViewDataSource {\n  func f() {}\n}"),
      Correction(
        Example("#if os(iOS)\n  /// Helpers.\n  extension ↓A: B, C {\n    func f() {}\n  }\n#endif"),
        "#if os(iOS)\n  // MARK: - B, C\n  /// Helpers.\n  extension A: B, C {\n    func f() {}\n  }\n#endif"),
      // A mark that does not name the protocol stays; the protocol's mark goes above it.
      Correction(
        Example("// MARK: WebView delegates\nextension ↓A: WKNavigationDelegate {\n  func f() {}\n}"),
        "// MARK: - WKNavigationDelegate\n// MARK: WebView delegates\nextension A: WKNavigationDelegate {\n  func f() {}\n}"),
    ],
    fix: .safe)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let clause = node.inheritanceClause, !node.memberBlock.members.isEmpty else { return }
      let protocols = clause.typeNames
      guard !protocols.isEmpty else { return }
      if Self.isTheWholeFile(node, named: file.fileName) { return }
      let trivia = node.leadingTrivia
      // Any mark above the extension may name it: the fix adds its mark above the comments
      // already there (a `// MARK: WebView delegates` the team wrote stays), so a second run
      // must see it.
      if Self.marks(in: trivia).contains(where: { Self.mark($0, names: protocols) }) { return }
      if Self.isInMarkedRun(node, protocols: protocols) { return }

      let edit = Self.insertion(for: node, protocols: protocols)
      let name = node.extendedType
      file.report(
        at: name,
        "add '// MARK: - \(protocols.joined(separator: ", "))' above the extension that adds the conformance",
        corrections: [edit])
    }
  }

  /// Whether the extension is the file's only declaration (imports aside) and the file is named
  /// for the extended type (`VideoRangeType.swift`, `VideoRangeType+Displayable.swift`): the
  /// file is the part, and its name labels it. A mark splits an implementation into parts
  /// (G0), and there is only one.
  static func isTheWholeFile(_ node: ExtensionDeclSyntax, named fileName: String) -> Bool {
    let typeName = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    guard !typeName.isEmpty, stem == typeName || stem.hasPrefix(typeName + "+"),
      let file = node.parent?.parent?.parent?.as(SourceFileSyntax.self)
    else { return false }
    return file.statements.allSatisfy { item in
      item.item.as(ExtensionDeclSyntax.self)?.id == node.id || item.item.is(ImportDeclSyntax.self)
    }
  }

  /// Whether the extension continues a run headed by a mark: the extensions right before it
  /// add the same protocols, and the first of them carries a mark naming them.
  static func isInMarkedRun(_ node: ExtensionDeclSyntax, protocols: [String]) -> Bool {
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self),
      var index = list.firstIndex(where: { $0.id == item.id })
    else { return false }
    while index != list.startIndex {
      index = list.index(before: index)
      guard let previous = list[index].item.as(ExtensionDeclSyntax.self),
        previous.inheritanceClause?.typeNames == protocols
      else { return false }
      if marks(in: previous.leadingTrivia).contains(where: { mark($0, names: protocols) }) {
        return true
      }
    }
    return false
  }

  /// The text of each `MARK:` comment in the trivia, after `MARK:`.
  static func marks(in trivia: Trivia) -> [String] {
    trivia.compactMap { piece in
      guard case .lineComment(let text) = piece else { return nil }
      let body = text.dropFirst(2).drop { $0 == " " }
      return body.hasPrefix("MARK:") ? String(body.dropFirst(5)) : nil
    }
  }

  /// Whether a mark's text names one of the protocols.
  static func mark(_ text: String, names protocols: [String]) -> Bool {
    let mark = normalized(text)
    return protocols.contains { name in
      let full = normalized(name)
      if mark.contains(full) { return true }
      guard let prefix = frameworkPrefixLength(name) else { return false }
      return mark.contains(normalized(String(name.dropFirst(prefix))))
    }
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

  private static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// Inserts the mark above the extension and any comment attached to it, at its indentation.
  private static func insertion(for node: ExtensionDeclSyntax, protocols: [String]) -> SourceEdit {
    var position = node.position
    var blockStart: AbsolutePosition?
    var indentation = ""
    for piece in node.leadingTrivia {
      switch piece {
      case .newlines(let count), .carriageReturnLineFeeds(let count):
        indentation = ""
        if count > 1 { blockStart = nil }
      case .spaces(let count):
        indentation += String(repeating: " ", count: count)
      case .tabs(let count):
        indentation += String(repeating: "\t", count: count)
      case .lineComment, .docLineComment, .blockComment, .docBlockComment:
        if blockStart == nil { blockStart = position }
      default:
        break
      }
      position = position.advanced(by: piece.sourceLength.utf8Length)
    }
    let start = blockStart ?? node.positionAfterSkippingLeadingTrivia
    let mark = "// MARK: - " + protocols.joined(separator: ", ")
    return SourceEdit(range: start..<start, replacement: mark + "\n" + indentation)
  }
}
