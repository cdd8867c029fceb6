import CanonLint
import SwiftSyntax

/// A view builds its hierarchy in `setup…()` methods that `init(frame:)` starts with `setup()`.
struct ViewSetupMethod: SyntaxRule {
  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let addingCalls: NameSet = ["addSubview", "addArrangedSubview"]

  static let description = RuleDescription(
    id: "view-setup-method",
    summary: "A view that adds subviews outside its `setup…()` methods, or whose `init(frame:)` does not call `setup()`",
    rationale: """
      Every view is built the same way: `init(frame:)` calls `setup()`, which calls one \
      `setup…()` method per subview, and each of those adds its subview and its constraints. \
      A reader finds any part of the hierarchy in one place. Subviews added by the closure \
      that creates a property (a stack view filled with its labels) are part of that \
      subview's creation and are fine, and so are subviews a `render…()` method or a property \
      observer adds to show a state. A method that adds several subviews is reported once, at \
      its first; a method that `init(frame:)` calls instead of `setup()` is covered by the \
      report on that initialiser. An `init(frame:)` that only calls `super.init(frame:)` \
      has nothing to set up. Cells are not checked: they build into `contentView` from their \
      own initialisers.
      """,
    source: "G3 Views: Setup",
    triggering: [
      Example(
        """
        final class ProfileView: UIView {
          private let nameLabel = UILabel()
          private let avatarView = UIImageView()
          override ↓init(frame: CGRect) {
            super.init(frame: frame)
            ↓addSubview(nameLabel)
            addSubview(avatarView)
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """),
      Example(
        """
        final class ProfileView: UIView {
          private let stack = UIStackView()
          override init(frame: CGRect) {
            super.init(frame: frame)
            setup()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func setup() {
            addSubview(stack)
          }
          func show(names: [String]) {
            names.forEach { ↓stack.addArrangedSubview(UILabel(text: $0)) }
          }
        }
        """),
      Example(
        """
        final class BadgeView: UIView {
          override ↓init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .red
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """),
      Example(
        """
        final class CardView: UIView {
          private let label = UILabel()
          override ↓init(frame: CGRect) {
            super.init(frame: frame)
            _init()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func _init() {
            addSubview(label)
          }
        }
        """),
      Example(
        """
        extension ProfileView {
          func addBadge() {
            ↓self.addSubview(BadgeView())
          }
        }
        """,
        context: ["Sources/App/ProfileView.swift": "final class ProfileView: UIView {}"]),
    ],
    nonTriggering: [
      Example(
        """
        final class BadgeView: UIView {
          convenience init(frame: CGRect) {
            self.init(color: .red)
            alpha = 0.5
          }
        }
        """),
      Example(
        """
        final class BannerView: UIView {
          private let label = UILabel()
          var content: UIView? {
            didSet { content.map { addSubview($0) } }
          }
        }
        """),
      Example(
        """
        final class ProfileView: UIView {
          private let nameLabel = UILabel()
          private let stack: UIStackView = {
            let stack = UIStackView()
            stack.addArrangedSubview(UILabel())
            return stack
          }()
          override init(frame: CGRect) {
            super.init(frame: frame)
            setup()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func setup() {
            setupNameLabel()
          }
          private func setupNameLabel() {
            addSubview(nameLabel)
          }
        }
        """),
      Example(
        """
        final class ProfileView: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """),
      Example(
        """
        final class ProfileViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UILabel())
          }
        }
        """),
      Example(
        """
        final class ProfileCell: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(UILabel())
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """),
      Example(
        """
        final class ProfileView: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            self.setUp()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func setUp() {}
        }
        """),
      Example(
        """
        final class TagsView: UIView {
          enum State { case tags([String]) }
          private let stack = UIStackView()
          func render(state: State) {
            guard case .tags(let tags) = state else { return }
            tags.forEach { stack.addArrangedSubview(UILabel(text: $0)) }
          }
        }
        """),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // One violation per method: its first call that adds a subview. A method that
    // `init(frame:)` calls instead of `setup()` is covered by the report on that initialiser.
    var reportedPlaces = Set<SyntaxIdentifier>()
    var pending: [(call: FunctionCallExprSyntax, place: Place, typeName: String)] = []
    var calledInsteadOfSetup = Set<String>()
    walk.on(FunctionCallExprSyntax.self, named: Self.addingCalls) { node in
      guard let place = Self.placeOfCall(node), !place.isSetup,
        let typeName = place.typeName, reportedPlaces.insert(place.id).inserted
      else { return }
      pending.append((node, place, typeName))
    }
    walk.on(InitializerDeclSyntax.self) { node in
      let parameters = node.signature.parameterClause.parameters
      guard parameters.count == 1, parameters.first?.firstName.text == "frame",
        let statements = node.body?.statements,
        let typeName = node.enclosingTypeName
      else { return }
      // A delegating initialiser (`self.init(…)`) leaves the setup to the one it calls.
      if statements.contains(where: { Self.isInitCall($0, on: .keyword(.self)) }) { return }
      let doesMore = statements.contains { !Self.isInitCall($0, on: .keyword(.super)) }
      guard doesMore, !statements.contains(where: Self.isSetupCall) else { return }
      for statement in statements {
        if let call = statement.item.as(FunctionCallExprSyntax.self),
          let name = call.calledName
        {
          calledInsteadOfSetup.insert(name)
        }
      }
      file.report(
        at: node.initKeyword, "`init(frame:)` of a view calls `setup()` to build the view",
        when: { index in index.hasRole(.view, typeName) && !index.hasRole(.cell, typeName) })
    }
    walk.atEnd {
      for (call, place, typeName) in pending {
        if let method = place.methodName, calledInsteadOfSetup.contains(method) { continue }
        // The subviews one method adds move together: one problem per method.
        file.report(
          at: call, "add subviews in the view's `setup…()` methods, not in \(place.description)",
          subject: typeName + " " + place.description,
          when: { index in index.hasRole(.view, typeName) && !index.hasRole(.cell, typeName) })
      }
    }
  }

  struct Place {
    var id: SyntaxIdentifier
    var methodName: String?
    var description: String
    var isSetup: Bool
    var typeName: String?
  }

  /// The method or initialiser the call is made in; `nil` when it is part of a property's
  /// initial value (a subview's creation closure) or outside any type.
  static func placeOfCall(_ node: FunctionCallExprSyntax) -> Place? {
    var current = node.parent
    while let parent = current {
      if parent.is(PatternBindingSyntax.self) {
        // A closure that creates a property's value, or a local variable: keep climbing for
        // locals, stop for properties.
        if parent.parent?.parent?.is(VariableDeclSyntax.self) == true,
          parent.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        {
          return nil
        }
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        return Place(
          id: function.id, methodName: name, description: "'\(name)'",
          isSetup: name.hasPrefix("setup") || name.hasPrefix("setUp") || name.hasPrefix("render"),
          typeName: function.enclosingTypeName)
      }
      if let initializer = parent.as(InitializerDeclSyntax.self) {
        return Place(
          id: initializer.id, methodName: nil, description: "an initialiser", isSetup: false,
          typeName: initializer.enclosingTypeName)
      }
      if let accessor = parent.as(AccessorDeclSyntax.self) {
        // A property observer swaps content as state changes, like `render`.
        let specifier = accessor.accessorSpecifier.tokenKind
        if specifier == .keyword(.didSet) || specifier == .keyword(.willSet) { return nil }
        return Place(
          id: parent.id, methodName: nil, description: "an accessor", isSetup: false,
          typeName: parent.enclosingTypeName)
      }
      if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// `super.init(…)` or `self.init(…)`, as a statement.
  static func isInitCall(_ item: CodeBlockItemSyntax, on base: TokenKind) -> Bool {
    var expression = item.item.as(ExprSyntax.self)
    if let tryExpr = expression?.as(TryExprSyntax.self) { expression = tryExpr.expression }
    guard let call = expression?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`)
    else { return false }
    if let superExpr = member.base?.as(SuperExprSyntax.self) {
      return superExpr.superKeyword.tokenKind == base
    }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == base
  }

  static func isSetupCall(_ item: CodeBlockItemSyntax) -> Bool {
    guard let call = item.item.as(FunctionCallExprSyntax.self),
      let name = call.calledName, name == "setup" || name == "setUp"
    else { return false }
    if let base = call.calledBase {
      return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
    return true
  }
}
