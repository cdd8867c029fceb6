import CanonLint
import SwiftSyntax

/// `private`/`fileprivate` declarations that nothing in their file refers to.
struct UnusedPrivateDeclaration: SyntaxRule {
  static let description = RuleDescription(
    id: "unused-private-declaration",
    summary: "A `private` or `fileprivate` function, property, type or case never used in its file",
    rationale: """
      A private declaration can only be used in its own file, so when nothing there refers to it, \
      it is dead code: it costs reading time and misleads. Delete it; version control keeps it. \
      The check is by name and errs towards keeping: any mention of the name in the file (a \
      call, `.name`, `\\.name`, `#selector(name)`, string interpolation, `$name`, a type \
      annotation) counts as a use. Kept as well: `@objc`, `@IBAction`, `@IBOutlet`, \
      `@NSManaged`, Realm `@Persisted`, SwiftData `@Attribute`/`@Relationship` and `dynamic` members, members an attached macro names with arguments (`@Function(\\Action.Cases.delete)`: generated code calls them), overrides, initializers and subscripts, operators, \
      `fileprivate` members that may satisfy a protocol requirement (in a conforming type \
      that is itself file-private), members named like a requirement of a protocol in the file, `CodingKeys`, \
      stored properties of types whose `Codable`/`Equatable`/`Hashable` conformance may be \
      synthesized, stored properties whose initial value starts something that holding it keeps \
      going (`= publisher.sink { … }`, `= center.addObserver(…)`, `= Task { … }`), preview providers and test classes. Members of a private type that \
      is itself unused are not reported separately. Cases are checked in private enums without \
      raw values or conformances.
      """,
    source: "G2 code style (unused elements are deleted), G3 unused code",
    triggering: [
      // A property wrapper with arguments is not a macro that calls its property: unused is unused.
      Example(
        """
        struct StatusMenu: View {
          @Environment(Theme.self) private var ↓theme
          var body: some View { Text("") }
        }
        """),
      Example(
        """
        final class LoginViewController: UIViewController {
          private func ↓oldLayout() {}
          private func layout() {}
          override func viewDidLoad() {
            super.viewDidLoad()
            layout()
          }
        }
        """),
      Example(
        """
        final class Cache {
          private var ↓hits = 0
          private let ↓limit = 10, size: Int
          fileprivate static let ↓shared = Cache(size: 1)
          init(size: Int) { self.size = size }
          var isFull: Bool { size > 10 }
        }
        """),
      Example(
        """
        private struct ↓Row {
          private let title: String
          private func render() {}
        }
        private enum Layout {
          static let margin = 8.0
        }
        let inset = Layout.margin
        """),
      Example(
        """
        final class Feed {
          private enum State {
            case idle, loading, ↓failed
          }
          private var state = State.idle
          func load() {
            state = .loading
            if case .idle = state { print(state) }
          }
        }
        """),
      Example(
        """
        private extension UIView {
          func ↓pinEdges() {}
          func roundCorners() {}
        }
        func style(_ view: UIView) { view.roundCorners() }
        """),
      Example(
        """
        struct ProfileView: View {
          var body: some View { Text("") }
        }
        extension ProfileView {
          fileprivate func ↓oldBody() -> some View { EmptyView() }
        }
        """),
      Example(
        """
        final class ProfileViewController: UIViewController {
          private var ↓observations = Set<NSKeyValueObservation>()
          private var ↓tableObservation: NSKeyValueObservation?
          private lazy var ↓formatter = makeFormatter()
          private let ↓titleLabel: UILabel = {
            let label = UILabel()
            label.text = "Profile"
            return label
          }()
        }
        """),
      Example(
        """
        final class Player {
          private typealias ↓Handler = () -> Void
          fileprivate class ↓Buffer {}
          private func ↓helper(_ value: Int) -> Int { value }
        }
        """),
    ],
    nonTriggering: [
      // A macro with arguments generates the call: the method is used.
      Example(
        """
        final class EditorViewModel {
          @Function(\\Action.Cases.delete)
          private func _delete() async throws {}
        }
        """),
      Example(
        """
        final class LoginViewController: UIViewController {
          @IBOutlet private weak var nameField: UITextField!
          @IBAction private func didTouchLogin(_ sender: UIButton) {}
          @objc private func keyboardWillShow(_ note: Notification) {}
          private override func viewDidLoad() {}
          @objc private dynamic var progress = 0.0
          private init(name: String) { super.init(nibName: nil, bundle: nil) }
        }
        """),
      Example(
        """
        final class Counter {
          private var count = 0
          private let step: Int = 1
          private var title: String { "\\(count)" }
          private lazy var formatter = NumberFormatter()
          private func increment() { count += step }
          private func render() -> String { formatter.string(for: count) ?? title }
          func tap() {
            increment()
            print(render())
            button.addTarget(self, action: #selector(onTap), for: .touchUpInside)
            let path = \\Counter.total
            print(path, kind)
          }
          @objc func onTap() {}
          private var total: Int { 0 }
          private var kind: Kind = .simple
          private enum Kind { case simple }
        }
        """),
      Example(
        """
        private protocol Configurable {
          func configure()
        }
        final class Cell: Configurable {
          fileprivate func configure() {}
        }
        """),
      Example(
        """
        fileprivate struct Wrapper: CustomStringConvertible {
          fileprivate var description: String { "wrapper" }
        }
        private struct Key: Hashable, Codable {
          private let id: Int
          private let name: String
          private enum CodingKeys: String, CodingKey { case id, name }
        }
        func log() { print(Wrapper(), Key.self) }
        """),
      Example(
        """
        final class ViewModel {
          private var cancellables = Set<AnyCancellable>()
          private let observer = NotificationCenter.default.addObserver(
            forName: .didLogin, object: nil, queue: .main) { _ in }
          private let subscription = store.$items.sink { _ in }
          private let work = Task { await sync() }
          @Published private var text = ""
          func bind() { $text.sink { _ in }.store(in: &cancellables) }
        }
        """),
      Example(
        """
        private struct LoginView_Previews: PreviewProvider {
          static var previews: some View { Text("") }
        }
        private final class HelperTests: XCTestCase {}
        """),
      Example(
        """
        enum Direction {
          case up, down
        }
        private enum Raw: String {
          case a, b
        }
        let raw = Raw.a
        private func + (lhs: Point, rhs: Point) -> Point { lhs }
        private(set) var score = 0
        private var _value = 0
        var value: Int { _value }
        """),
      Example(
        """
        final class Loader {
          private weak var delegate: LoaderDelegate?
          private var cached: Data?
          private func callAsFunction() {}
          func load() {
            queue.async { [weak delegate] in _ = 1 }
            if let cached { print("hit") }
          }
        }
        """),
      Example(
        """
        @objcMembers final class Bridge: NSObject {
          private func callback() {}
        }
        """),
    ])

  static let keptAttributes: Set<String> = [
    "objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "NSManaged", "GKInspectable",
    "main", "UIApplicationMain", "NSApplicationMain", "UIApplicationDelegateAdaptor",
    "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    "StateObject", "Persisted", "Attribute", "Relationship",
  ]
  /// Members the language uses without naming them.
  static let implicitlyCalled: Set<String> = ["callAsFunction", "wrappedValue", "projectedValue"]
  /// Conformances the compiler may synthesize from stored properties.
  static let synthesizing: Set<String> = [
    "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Comparable",
  ]
  /// Types discovered at run time, never referred to in code.
  static let discovered: Set<String> = ["PreviewProvider", "XCTestCase", "QuickSpec", "AsyncSpec"]
  enum Kind: String {
    case function, property, type, `case`
  }

  struct Candidate {
    var name: String
    /// The name's bytes in the tree, without backticks.
    var nameBytes: TokenText
    var kind: Kind
    var position: AbsolutePosition
    /// Positions of the enclosing private types' names (to drop members of unused types).
    var enclosingTypes: [AbsolutePosition]
    /// The enclosing type's name, for members.
    var owner: String?
    var isFileprivate: Bool
    var isStoredProperty: Bool
  }

  final class State {
    var candidates: [Candidate] = []
    /// Every name referred to, as the tree's own bytes: appending costs no `String` and no hash
    /// per reference; only the few names of candidates are looked for at the end.
    var references: [TokenText] = []
    var requirementNames = Set<String>()
    /// Type name → what it conforms to in this file.
    var conformances: [String: Set<String>] = [:]
    /// Types of this file that are private or fileprivate, themselves or through a type around them.
    var filePrivateTypes = Set<String>()
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Every candidate is declared `private` or `fileprivate`, or sits in such an extension or enum.
    guard file.mentions(anyOf: ["private", "fileprivate"]) else { return }
    let state = State()
    // About one reference per 12 bytes of source: room so the array seldom regrows.
    state.references.reserveCapacity(file.source.utf8.count / 12)

    walk.onReference { _, name in Self.addReference(name, to: state) }
    walk.on(IdentifierTypeSyntax.self) { node in
      Self.addReference(node.nameBytes, to: state)
    }
    walk.on(MemberTypeSyntax.self) { node in
      Self.addReference(node.nameBytes, to: state)
    }
    // `[weak delegate] in` and `if let delegate {` name the property without an expression.
    walk.on(ClosureCaptureSyntax.self) { node in
      Self.addReference(node.name.textBytes, to: state)
    }
    walk.on(OptionalBindingConditionSyntax.self) { node in
      guard node.initializer == nil,
        let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.textBytes
      else { return }
      Self.addReference(name, to: state)
    }
    walk.on(ProtocolDeclSyntax.self) { node in
      for decl in file.members(of: node.memberBlock) {
        if let function = decl.as(FunctionDeclSyntax.self) {
          state.requirementNames.insert(function.name.text)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          state.requirementNames.formUnion(variable.boundNames.map(\.text))
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
          state.requirementNames.insert(associated.name.text)
        }
      }
      Self.addTypeCandidate(node, to: state)
    }
    // Generic, so each kind's handler is specialised (no protocol casts per declaration).
    func subscribeType<Node: DeclGroupSyntax & NamedDeclSyntax>(_ kind: Node.Type) {
      walk.on(kind) { node in
        Self.noteConformances(node, typeName: node.name.text, to: state)
        Self.addTypeCandidate(node, to: state)
      }
    }
    subscribeType(ClassDeclSyntax.self)
    subscribeType(StructDeclSyntax.self)
    subscribeType(EnumDeclSyntax.self)
    subscribeType(ActorDeclSyntax.self)
    walk.on(ExtensionDeclSyntax.self) { node in
      Self.noteConformances(node, typeName: node.extendedType.nominalNames.last, to: state)
    }

    walk.on(FunctionDeclSyntax.self) { node in
      guard case .identifier = node.name.tokenKind,  // operators
        let access = Self.access(node.modifiers, node),
        !Self.implicitlyCalled.contains(node.name.text),
        Self.isCheckable(node.attributes, node.modifiers),
        !Self.hasMacroWithArguments(node.attributes)
      else { return }
      Self.add(node.name, .function, access: access, decl: node, stored: false, to: state)
    }
    walk.on(VariableDeclSyntax.self) { node in
      guard let access = Self.access(node.modifiers, node), Self.isCheckable(node.attributes, node.modifiers)
      else { return }
      let stored = node.isStored && node.enclosingTypeDeclaration != nil
      if stored, Self.keepsSomethingAlive(node) { return }
      for name in node.boundNames where !Self.implicitlyCalled.contains(name.text) {
        Self.add(name, .property, access: access, decl: node, stored: stored, to: state)
      }
    }
    walk.on(TypeAliasDeclSyntax.self) { node in
      guard let access = Self.access(node.modifiers, node) else { return }
      Self.add(node.name, .type, access: access, decl: node, stored: false, to: state)
    }
    walk.on(EnumCaseDeclSyntax.self) { node in
      guard let enumDecl = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
        enumDecl.modifiers.contains(.private, or: .fileprivate),
        enumDecl.inheritanceClause == nil, enumDecl.attributes.isEmpty, node.attributes.isEmpty
      else { return }
      for element in node.elements {
        Self.add(element.name, .case, access: .private, decl: node, stored: false, to: state)
      }
    }

    walk.atEnd {
      guard !state.candidates.isEmpty else { return }
      let referenced = Self.referencedCandidateNames(state)
      let unusedTypes = Set(
        state.candidates.filter { $0.kind == .type && Self.isUnused($0, referenced, state) }.map(
          \.position))
      for candidate in state.candidates where Self.isUnused(candidate, referenced, state) {
        if candidate.enclosingTypes.contains(where: unusedTypes.contains) { continue }
        file.report(
          at: candidate.position,
          "\(candidate.kind == .case ? "case" : "private \(candidate.kind.rawValue)") '\(candidate.name)' is never used in this file; delete it"
        )
      }
    }
  }

  enum Access { case `private`, `fileprivate` }

  /// Notes what a type or extension conforms to, and whether a type is file-private.
  /// `typeName` is the declared or extended type's name (`declaredTypeName`, given by the caller
  /// without the costly protocol casts that computes it).
  static func noteConformances(
    _ group: some DeclGroupSyntax, typeName: String?, to state: State
  ) {
    if !group.is(ExtensionDeclSyntax.self), let typeName, Self.isFilePrivate(Syntax(group)) {
      state.filePrivateTypes.insert(typeName)
    }
    guard let names = group.inheritanceClause?.typeNames, !names.isEmpty, let typeName
    else { return }
    state.conformances[typeName, default: []].formUnion(names)
  }

  static func addTypeCandidate(_ group: some DeclGroupSyntax & NamedDeclSyntax, to state: State) {
    guard let access = Self.access(group.modifiers, group),
      Self.isCheckable(group.attributes, group.modifiers),
      group.name.text != "CodingKeys",
      Set(group.inheritanceClause?.typeNames ?? []).isDisjoint(with: Self.discovered)
    else { return }
    Self.add(group.name, .type, access: access, decl: group, stored: false, to: state)
  }

  /// A name without the backticks of an escaped keyword.
  static func unescaped(_ text: TokenText) -> TokenText {
    text.trimmingBackticks
  }

  /// Records a referenced name without its backticks or `$`; `_name` refers to `name` as well.
  static func addReference(_ text: TokenText, to state: State) {
    // Most names start with a letter: nothing to strip.
    if let first = text.first, first >= UInt8(ascii: "A") {
      if first != UInt8(ascii: "_") && first != UInt8(ascii: "`") {
        state.references.append(text)
        return
      }
    }
    var name = unescaped(text)
    if name.hasPrefix("$") { name = name.dropping(first: 1) }
    state.references.append(name)
    if name.hasPrefix("_") { state.references.append(name.dropping(first: 1)) }
  }

  /// The candidates' names that the file refers to.
  static func referencedCandidateNames(_ state: State) -> Set<TokenText> {
    let names = Set(state.candidates.map(\.nameBytes))
    // Most references cannot match on length alone: skip hashing them.
    var lengths: UInt64 = 0
    for name in names { lengths |= 1 << UInt64(min(name.count, 63)) }
    var referenced = Set<TokenText>()
    for reference in state.references
    where lengths & (1 << UInt64(min(reference.count, 63))) != 0 && names.contains(reference) {
      referenced.insert(reference)
    }
    return referenced
  }

  /// The declaration's own access, or that of a `private`/`fileprivate` extension around it.
  static func access(_ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) -> Access? {
    // One pass over the modifiers, without a node each (every declaration of a file comes
    // here): most have none or one.
    var isPrivate = false
    var isFileprivate = false
    var hasOtherAccess = false
    modifiers.forEachKeyword { name, hasDetail in
      switch name {
      case "private":
        if !hasDetail {
          isPrivate = true
          return false
        }
      case "fileprivate": if !hasDetail { isFileprivate = true }
      case "public", "internal", "open", "package": hasOtherAccess = true
      default: break
      }
      return true
    }
    if isPrivate { return .private }
    if isFileprivate { return .fileprivate }
    if !hasOtherAccess, let owner = node.owningType, owner.kind == .extensionDecl,
      owner.modifiers.contains(.private, or: .fileprivate)
    {
      return .fileprivate
    }
    return nil
  }

  /// Whether the type declaration, or one around it, is `private` or `fileprivate`
  /// (extensions aside).
  static func isFilePrivate(_ node: Syntax) -> Bool {
    func isPrivate(_ type: EnclosingType) -> Bool {
      type.kind != .extensionDecl && type.modifiers.contains(.private, or: .fileprivate)
    }
    if let type = EnclosingType(node), isPrivate(type) { return true }
    return node.enclosingTypes.contains(where: isPrivate)
  }

  static func isCheckable(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax)
    -> Bool
  {
    !attributes.containsPlain(anyOf: keptAttributes) && !modifiers.contains(.override)
      && !modifiers.contains(.dynamic)
  }

  /// An attached macro given arguments on a function (`@Function(\Action.Cases.delete)`) names
  /// it for code it generates, which may be the only caller: a use the file's text does not show.
  /// On a property, such an attribute is a property wrapper (`@Environment(Theme.self)`), and an
  /// unused one is still unused.
  static func hasMacroWithArguments(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self), attribute.arguments != nil,
        let first = attribute.attributeName.trimmedDescription.first
      else { return false }
      return first.isUppercase
    }
  }

  /// Whether a stored property's initial value does something that holding it keeps going: a
  /// subscription (`= publisher.sink { … }`), an observer token (`= center.addObserver(…)`), a
  /// `Task { … }`. A plain value (`= Set<AnyCancellable>()`, `= DateFormatter()`, a configuring
  /// closure called at once) does nothing, and a `lazy` property never read is never created.
  static func keepsSomethingAlive(_ node: VariableDeclSyntax) -> Bool {
    if node.modifiers.contains(.lazy) { return false }
    return node.bindings.contains { binding in
      guard let value = binding.initializer?.value else { return false }
      return startsWork(Syntax(value))
    }
  }

  /// A call to a method or free function, or a `Task`, outside closures' bodies.
  static func startsWork(_ node: Syntax) -> Bool {
    if let call = node.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression
      if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil,
        member.declName.baseName.text.first?.isLowercase == true,
        member.declName.baseName.text != "init"
      {
        return true
      }
      if let reference = callee.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if name.first?.isLowercase == true || name == "Task" { return true }
      }
    }
    if node.is(ClosureExprSyntax.self) { return false }
    return node.children(viewMode: .sourceAccurate).contains { startsWork($0) }
  }

  static func add(
    _ name: TokenSyntax, _ kind: Kind, access: Access, decl: some SyntaxProtocol, stored: Bool,
    to state: State
  ) {
    var enclosing: [AbsolutePosition] = []
    var owner: String?
    var isObjCMembers = false
    for type in decl.enclosingTypes {
      if type.kind == .protocolDecl { return }
      if owner == nil { owner = type.name }
      if let typeName = type.nameToken { enclosing.append(typeName.positionAfterSkippingLeadingTrivia) }
      if type.attributes.containsPlain("objcMembers") { isObjCMembers = true }
    }
    if isObjCMembers && kind != .type { return }
    state.candidates.append(
      Candidate(
        name: name.text.trimmingBackticks, nameBytes: unescaped(name.textBytes), kind: kind,
        position: name.positionAfterSkippingLeadingTrivia, enclosingTypes: enclosing,
        owner: owner, isFileprivate: access == .fileprivate, isStoredProperty: stored))
  }

  static func isUnused(
    _ candidate: Candidate, _ referenced: Set<TokenText>, _ state: State
  ) -> Bool {
    if referenced.contains(candidate.nameBytes) { return false }
    guard let owner = candidate.owner, candidate.kind != .case else { return true }
    if state.requirementNames.contains(candidate.name) { return false }
    let conformances = state.conformances[owner] ?? []
    // A fileprivate member of a file-private conforming type may witness a requirement of an
    // outside protocol (in a type visible to other files it could not).
    if candidate.isFileprivate, candidate.kind != .type, !conformances.isEmpty,
      state.filePrivateTypes.contains(owner)
    {
      return false
    }
    if candidate.isStoredProperty, !conformances.isDisjoint(with: synthesizing) { return false }
    return true
  }
}
