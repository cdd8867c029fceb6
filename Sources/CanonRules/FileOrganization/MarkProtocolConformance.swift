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
      makes the file scannable. The mark must name one of the protocols the extension adds, as \
      a reader takes it: `MARK:` with or without the dash, in any spacing and letter case, a \
      framework's prefix optional (`// MARK: - Animation delegate` names `CAAnimationDelegate`), \
      the conventional `Protocol` or `Delegate` word too (`LoginViewOutput` names \
      `LoginViewOutputProtocol`, `SettingsViewModel delegation` names \
      `SettingsViewModelDelegate`), or a distinctive suffix of the name (`Reader Delegate` \
      names `ReaderReaderDelegate`, `Datasource` names `PostsListViewDatasource`): not only \
      generic words (`Data Source`, `Delegate`), \
      that no other protocol the file's extensions add ends with, and that the project does not \
      declare as a type of its own. A mark that names something else is reported. An \
      extension with an empty body (`extension User: Equatable {}`) has nothing to navigate to \
      and needs no mark, and neither does the file's only part of a type when the file is named \
      for that type (`VideoRangeType.swift`, `Post+Identifiable.swift`, \
      `UIViewController+SafeArea.swift` beside the protocol it adopts): the file's name labels \
      it. Extensions one after the other that add the same protocols, to one type or several, \
      are one part, headed by one mark: they get one finding, at the first, and none in a file \
      named for the protocol (`Coverable+UIKit.swift`). Extensions that only group a \
      protocol's methods without declaring the conformance are not recognised: the rule cannot \
      tell them from any other extension.
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
      // A mark that shares a suffix with the protocol but names something else.
      Example(
        "// MARK: - Listing Header Delegate\nextension ↓LibraryViewController: LibraryCategorySelectionHeaderDelegate {\n  func f() {}\n}"),
      Example(
        "// MARK: - SegmentedControlDelegate\nextension ↓ScrolledContainerView: NewSegmentedControlDelegate {\n  func f() {}\n}",
        context: ["SegmentedControl.swift": "protocol SegmentedControlDelegate: AnyObject {}"]),
      // A suffix that several of the file's protocols end with picks out none of them.
      Example(
        """
        // MARK: - Module Output
        extension ↓AppCoordinator: ProfileModuleOutput {
          func f() {}
        }

        // MARK: - Module Output
        extension ↓AppCoordinator: SettingsModuleOutput {
          func g() {}
        }
        """),
      // Extensions one after the other conforming several types to one protocol are one part:
      // one finding, at the first.
      Example(
        """
        final class TransactionsRepositoryLocal {}

        fileprivate protocol SpecificationsConverter {
          func specifications() -> [String]
        }

        extension ↓IssueTransaction: SpecificationsConverter {
          func specifications() -> [String] { [] }
        }

        extension TransferTransaction: SpecificationsConverter {
          func specifications() -> [String] { [] }
        }
        """,
        path: "Sources/Repositories/TransactionsRepositoryLocal.swift"),
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
      // Marks a reader takes for the protocol: a distinctive suffix, and its name without the
      // conventional `Protocol` or `Delegate` word.
      Example("// MARK: - Reader Delegate\nextension ReaderPagedViewController: ReaderReaderDelegate {\n  func moveLeft() {}\n}"),
      Example("// MARK: - Datasource\nextension PostsProfileView: PostsListViewDatasource {\n  func posts() {}\n}"),
      Example("// MARK: - LoginViewOutput\nextension LoginPresenter: LoginViewOutputProtocol {\n  func f() {}\n}"),
      Example("// MARK: - SettingsViewModel delegation\nextension StatusViewController: SettingsViewModelDelegate {\n  func f() {}\n}"),
      // The file's only part of the type, beside the protocol it adopts and other types' helpers.
      Example(
        """
        public protocol LayoutInsetsProvider: AnyObject {
          var layoutInsets: UIEdgeInsets { get }
        }

        extension UIViewController: LayoutInsetsProvider {
          public var layoutInsets: UIEdgeInsets { .zero }
        }

        extension UIView: LayoutGuideProvider {}
        """,
        path: "Sources/UI/UIViewController+SafeArea.swift"),
      // Types conformed to one protocol in a file named for it: the file is the part.
      Example(
        """
        import UIKit

        extension UIImageView: Coverable {}

        extension UILabel: Coverable {
          var coverablePath: Int { 1 }
        }

        extension UITextView: Coverable {
          var coverablePath: Int { 2 }
        }
        """,
        path: "Sources/Components/Coverable+UIKit.swift"),
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
    final class Conformances { var extensions: [ExtensionDeclSyntax] = [] }
    let found = Conformances()
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let clause = node.inheritanceClause, !clause.typeNames.isEmpty else { return }
      found.extensions.append(node)
    }
    // Judged once the file is read: a mark's suffix names a protocol only when no other
    // protocol the file's extensions add ends with it.
    walk.atEnd {
      let adopted = Set(found.extensions.flatMap { $0.inheritanceClause?.typeNames ?? [] })
      for node in found.extensions where !node.memberBlock.members.isEmpty {
        Self.check(node, in: file, adopted: adopted)
      }
    }
  }

  private static func check(_ node: ExtensionDeclSyntax, in file: LintedFile, adopted: Set<String>) {
    let protocols = node.inheritanceClause?.typeNames ?? []
    // Any mark above the extension may name it: the fix adds its mark above the comments
    // already there (a `// MARK: WebView delegates` the team wrote stays), so a second run
    // must see it.
    let naming = MarkNaming.of(marks(in: node.leadingTrivia), naming: protocols, adopted: adopted)
    if naming == .names { return }
    if isTheWholeFile(node, named: file.fileName) { return }
    if isInMarkedRun(node, protocols: protocols) { return }
    let run = unmarkedRun(of: node, protocols: protocols)
    if isTheFilesTopic(run, protocols: protocols, fileName: file.fileName) { return }
    let parts = run.filter { !$0.memberBlock.members.isEmpty }
    let place =
      parts.count > 1
      ? "above the first of the extensions that add the conformance one after another"
      : "above the extension that adds the conformance"
    // A mark that is a suffix of the protocol's name (`Reader Delegate`) names it, unless the
    // project declares a type of that name.
    var condition: (@Sendable (ProjectIndex) -> Bool)?
    if case .namesBySuffix(let suffixes) = naming {
      condition = { index in suffixes.allSatisfy { index.declares($0) } }
    }
    file.report(
      at: node.extendedType,
      "add '// MARK: - \(protocols.joined(separator: ", "))' \(place)",
      corrections: [insertion(for: node, protocols: protocols)],
      // The run is one part, headed by one mark: one finding, at its first extension.
      subject: parts.count > 1 ? "run at \(run[0].position.utf8Offset)" : nil,
      when: condition)
  }

  /// Whether the extension is the file's one part and the file is named for the extended type
  /// (`VideoRangeType.swift`, `UIViewController+SafeArea.swift`): the file's name labels it. A
  /// mark splits an implementation into parts (G0), and there is only one. Beside it the file
  /// may hold imports, protocols (the one it adopts), extensions with an empty body, and
  /// extensions of other types that add no conformance (helpers of its topic); a type
  /// declaration, another extension of the type or another conformance with members, or an
  /// `#if` block that may hold one, is another part.
  static func isTheWholeFile(_ node: ExtensionDeclSyntax, named fileName: String) -> Bool {
    let typeName = lastName(of: node)
    let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    guard !typeName.isEmpty, stem == typeName || stem.hasPrefix(typeName + "+"),
      let file = node.parent?.parent?.parent?.as(SourceFileSyntax.self)
    else { return false }
    return file.statements.allSatisfy { item in
      if item.item.is(IfConfigDeclSyntax.self) { return false }
      if let other = item.item.as(ExtensionDeclSyntax.self) {
        return other.id == node.id || other.memberBlock.members.isEmpty
          || (other.inheritanceClause == nil && lastName(of: other) != typeName)
      }
      if item.item.is(ProtocolDeclSyntax.self) { return true }
      return !item.item.is(ClassDeclSyntax.self) && !item.item.is(StructDeclSyntax.self)
        && !item.item.is(EnumDeclSyntax.self) && !item.item.is(ActorDeclSyntax.self)
    }
  }

  /// `Stats` of `extension Instance.Stats`.
  private static func lastName(of node: ExtensionDeclSyntax) -> String {
    let type = node.extendedType
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
  }

  /// The extensions around `node`, one after the other, that add the same protocols and carry
  /// no mark naming them: one part of the file, which one mark at its head labels.
  static func unmarkedRun(of node: ExtensionDeclSyntax, protocols: [String]) -> [ExtensionDeclSyntax] {
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self),
      let position = list.firstIndex(where: { $0.id == item.id })
    else { return [node] }
    func sameConformance(_ index: CodeBlockItemListSyntax.Index) -> ExtensionDeclSyntax? {
      guard let other = list[index].item.as(ExtensionDeclSyntax.self),
        other.inheritanceClause?.typeNames == protocols,
        MarkNaming.of(marks(in: other.leadingTrivia), naming: protocols) == nil
      else { return nil }
      return other
    }
    var start = position
    while start != list.startIndex, sameConformance(list.index(before: start)) != nil {
      start = list.index(before: start)
    }
    var end = list.index(after: position)
    while end != list.endIndex, sameConformance(end) != nil { end = list.index(after: end) }
    return list[start..<end].compactMap { $0.item.as(ExtensionDeclSyntax.self) }
  }

  /// Whether a run of extensions conforming several types to a protocol is what the file is
  /// for, its name naming the protocol (`Coverable+UIKit.swift` of `extension UILabel:
  /// Coverable`, `extension UIButton: Coverable`, …): the file's name labels the run.
  static func isTheFilesTopic(
    _ run: [ExtensionDeclSyntax], protocols: [String], fileName: String
  ) -> Bool {
    guard Set(run.map { lastName(of: $0) }).count > 1 else { return false }
    let stem = fileName.hasSuffix(".swift") ? fileName.dropLast(6) : Substring(fileName)
    let words = stem.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    return protocols.contains { words.contains($0) }
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
      if MarkNaming.of(marks(in: previous.leadingTrivia), naming: protocols) != nil {
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
