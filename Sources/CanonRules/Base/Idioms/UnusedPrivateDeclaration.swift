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
      `@NSManaged`, Realm `@Persisted`, SwiftData `@Attribute`/`@Relationship` and `dynamic` members, overrides, initializers and subscripts, operators, \
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
    var referenced = Set<String>()
    var requirementNames = Set<String>()
    /// Type name → what it conforms to in this file.
    var conformances: [String: Set<String>] = [:]
    /// Types of this file that are private or fileprivate, themselves or through a type around them.
    var filePrivateTypes = Set<String>()
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let state = State()

    walk.on(DeclReferenceExprSyntax.self) { node in
      Self.addReference(node.baseName.text, to: state)
    }
    walk.on(IdentifierTypeSyntax.self) { node in
      Self.addReference(node.name.text, to: state)
    }
    walk.on(MemberTypeSyntax.self) { node in
      Self.addReference(node.name.text, to: state)
    }
    // `[weak delegate] in` and `if let delegate {` name the property without an expression.
    walk.on(ClosureCaptureSyntax.self) { node in
      Self.addReference(node.name.text, to: state)
    }
    walk.on(OptionalBindingConditionSyntax.self) { node in
      guard node.initializer == nil,
        let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { return }
      Self.addReference(name, to: state)
    }
    walk.on(ProtocolDeclSyntax.self) { node in
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self) {
          state.requirementNames.insert(function.name.text)
        } else if let variable = member.decl.as(VariableDeclSyntax.self) {
          state.requirementNames.formUnion(variable.boundNames.map(\.text))
        } else if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) {
          state.requirementNames.insert(associated.name.text)
        }
      }
    }
    for groupType in [
      ClassDeclSyntax.self, StructDeclSyntax.self, EnumDeclSyntax.self, ActorDeclSyntax.self,
      ExtensionDeclSyntax.self,
    ] as [any DeclGroupSyntax.Type] {
      Self.subscribe(groupType, &walk) { group in
        if !group.is(ExtensionDeclSyntax.self), let name = DeclSyntax(group).declaredTypeName,
          Self.isFilePrivate(Syntax(group))
        {
          state.filePrivateTypes.insert(name)
        }
        guard let names = group.inheritanceClause?.typeNames, !names.isEmpty,
          let typeName = DeclSyntax(group).declaredTypeName
        else { return }
        state.conformances[typeName, default: []].formUnion(names)
      }
    }

    walk.on(FunctionDeclSyntax.self) { node in
      guard case .identifier = node.name.tokenKind,  // operators
        !Self.implicitlyCalled.contains(node.name.text)
      else { return }
      guard let access = Self.access(node.modifiers, node), Self.isCheckable(node.attributes, node.modifiers)
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
    for typeKind in [
      ClassDeclSyntax.self, StructDeclSyntax.self, EnumDeclSyntax.self, ActorDeclSyntax.self,
      ProtocolDeclSyntax.self,
    ] as [any DeclGroupSyntax.Type] {
      Self.subscribe(typeKind, &walk) { group in
        guard let named = group.asProtocol(NamedDeclSyntax.self),
          let access = Self.access(group.modifiers, group),
          Self.isCheckable(group.attributes, group.modifiers),
          named.name.text != "CodingKeys",
          Set(group.inheritanceClause?.typeNames ?? []).isDisjoint(with: Self.discovered)
        else { return }
        Self.add(named.name, .type, access: access, decl: group, stored: false, to: state)
      }
    }
    walk.on(EnumCaseDeclSyntax.self) { node in
      guard let enumDecl = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
        enumDecl.modifiers.contains(.private) || enumDecl.modifiers.contains(.fileprivate),
        enumDecl.inheritanceClause == nil, enumDecl.attributes.isEmpty, node.attributes.isEmpty
      else { return }
      for element in node.elements {
        Self.add(element.name, .case, access: .private, decl: node, stored: false, to: state)
      }
    }

    walk.atEnd {
      let unusedTypes = Set(
        state.candidates.filter { $0.kind == .type && Self.isUnused($0, state) }.map(\.position))
      for candidate in state.candidates where Self.isUnused(candidate, state) {
        if candidate.enclosingTypes.contains(where: unusedTypes.contains) { continue }
        file.report(
          at: candidate.position,
          "\(candidate.kind == .case ? "case" : "private \(candidate.kind.rawValue)") '\(candidate.name)' is never used in this file; delete it"
        )
      }
    }
  }

  enum Access { case `private`, `fileprivate` }

  static func subscribe<Node: DeclGroupSyntax>(
    _ type: Node.Type, _ walk: inout SyntaxWalk, _ body: @escaping (any DeclGroupSyntax) -> Void
  ) {
    walk.on(type) { body($0) }
  }

  static func addReference(_ text: String, to state: State) {
    var name = text
    if name.hasPrefix("`") { name = name.trimmingBackticks }
    if name.hasPrefix("$") { name.removeFirst() }
    state.referenced.insert(name)
    if name.hasPrefix("_") { state.referenced.insert(String(name.dropFirst())) }
  }

  /// The declaration's own access, or that of a `private`/`fileprivate` extension around it.
  static func access(_ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) -> Access? {
    if modifiers.contains(.private) { return .private }
    if modifiers.contains(.fileprivate) { return .fileprivate }
    let hasOtherAccess = modifiers.contains {
      [.keyword(.public), .keyword(.internal), .keyword(.open), .keyword(.package)].contains(
        $0.name.tokenKind)
    }
    if !hasOtherAccess, let ext = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
      ext.modifiers.contains(.private) || ext.modifiers.contains(.fileprivate)
    {
      return .fileprivate
    }
    return nil
  }

  /// Whether the type declaration, or one around it, is `private` or `fileprivate`.
  static func isFilePrivate(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    while let decl = current {
      if let group = decl.asProtocol(DeclGroupSyntax.self), !decl.is(ExtensionDeclSyntax.self),
        group.modifiers.contains(.private) || group.modifiers.contains(.fileprivate)
      {
        return true
      }
      current = decl.parent
    }
    return false
  }

  static func isCheckable(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax)
    -> Bool
  {
    attributes.names.isDisjoint(with: keptAttributes) && !modifiers.contains(.override)
      && !modifiers.contains(.dynamic)
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
    var current = decl.parent
    while let node = current {
      if let group = node.asProtocol(DeclGroupSyntax.self) {
        if owner == nil { owner = DeclSyntax(group).declaredTypeName }
        if let named = node.asProtocol(NamedDeclSyntax.self) {
          enclosing.append(named.name.positionAfterSkippingLeadingTrivia)
        }
        if group.attributes.names.contains("objcMembers") { isObjCMembers = true }
        if node.is(ProtocolDeclSyntax.self) { return }
      }
      current = node.parent
    }
    if isObjCMembers && kind != .type { return }
    state.candidates.append(
      Candidate(
        name: name.text.trimmingBackticks, kind: kind,
        position: name.positionAfterSkippingLeadingTrivia, enclosingTypes: enclosing,
        owner: owner, isFileprivate: access == .fileprivate, isStoredProperty: stored))
  }

  static func isUnused(_ candidate: Candidate, _ state: State) -> Bool {
    if state.referenced.contains(candidate.name) { return false }
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
