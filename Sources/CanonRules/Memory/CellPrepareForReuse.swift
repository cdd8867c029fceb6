import CanonLint
import SwiftSyntax

/// A reused cell must be reset: its state cleared and its background work cancelled.
struct CellPrepareForReuse: SyntaxRule {
  struct Options: RuleOptions {
    var loaders: [String] = []

    static var fields: [OptionField<Options>] {
      [
        .option(
          "loaders", \.loaders,
          "More method names that start background work in a cell, such as the project's own "
            + "image loader (`loadAvatar`)")
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "cell-prepare-for-reuse",
    summary: "A cell with state or background work that does not reset it in `prepareForReuse()`",
    rationale: """
      Table and collection views reuse cells: a cell that keeps a view model, a subscription \
      bag or a running image download shows the previous row's content, or receives its late \
      callback, unless `prepareForReuse()` resets it and cancels the work. And an override \
      that skips `super.prepareForReuse()` breaks UIKit's own reset. State here is an instance \
      `var` that is not a subview, layout constraint, outlet, `lazy` view, `weak`/`unowned` \
      back-reference, `override`, closure callback, layout bookkeeping (`didSetupConstraints`), or colour, \
      font, insets, style, appearance or theme set up once; \
      background work is `Task { … }`, `.resume()` or an image loading call (`sd_setImage`, `kf.setImage(with:)`, `af.setImage(withURL:)`, \
      `loadImage`). A `prepareForReuse()` inherited from a project superclass resets only the \
      superclass's own state: a subclass that adds state needs its own override.
      """,
    source: "G0 code review: reusable objects",
    triggering: [
      Example("final class ↓ProfileCell: UITableViewCell {\n  var viewModel: ProfileCellViewModel?\n}"),
      Example("final class ↓PhotoCell: UICollectionViewCell {\n  func show(_ url: URL) {\n    imageView.sd_setImage(with: url)\n  }\n}"),
      Example("final class ↓AvatarCell: UICollectionViewCell {\n  private let imageView = UIImageView()\n  func load(_ url: URL) {\n    Task { imageView.image = await fetch(url) }\n  }\n}"),
      Example("final class FeedCell: UITableViewCell {\n  private var disposeBag = DisposeBag()\n  override func ↓prepareForReuse() {\n    disposeBag = DisposeBag()\n  }\n}"),
      Example(
        "final class ↓StatusCell: BaseCell {\n  private var status: Status?\n}",
        context: ["BaseCell.swift": "class BaseCell: UITableViewCell {\n  var bag = Bag()\n  override func prepareForReuse() {\n    super.prepareForReuse()\n    bag = Bag()\n  }\n}"]),
      Example("final class ↓HeaderView: UITableViewHeaderFooterView {\n  var isExpanded = false\n}"),
      Example(
        "final class ↓AvatarCell: UITableViewCell {\n  func show(_ user: User) {\n    avatarView.loadAvatar(user.avatarURL)\n  }\n}",
        options: "loaders: [loadAvatar]"),
    ],
    nonTriggering: [
      Example("final class ProfileCell: UITableViewCell {\n  var viewModel: ProfileCellViewModel?\n  override func prepareForReuse() {\n    super.prepareForReuse()\n    viewModel = nil\n  }\n}"),
      Example("final class TitleCell: UITableViewCell {\n  private let titleLabel = UILabel()\n  private lazy var stack = UIStackView()\n  var iconView: UIImageView?\n  private var heightConstraint: NSLayoutConstraint?\n  @IBOutlet var subtitleLabel: UILabel!\n  var onTap: (() -> Void)?\n  private var didSetupConstraints = false\n  private var highlightColor = UIColor.red\n  weak var delegate: TitleCellDelegate?\n  override var isSelected: Bool { didSet { update() } }\n  static var reuseID = \"title\"\n  var title: String { titleLabel.text ?? \"\" }\n}"),
      Example("final class ProfileView: UIView {\n  var viewModel: ProfileViewModel?\n}"),
      Example(
        "final class StatusCell: BaseCell {\n  func configure() {}\n}",
        context: ["BaseCell.swift": "class BaseCell: UITableViewCell {\n  var bag = Bag()\n  override func prepareForReuse() {\n    super.prepareForReuse()\n  }\n}"]),
      Example(
        "final class ProfileCell: UITableViewCell {\n  var viewModel: ProfileCellViewModel?\n}",
        context: ["ProfileCell+Reuse.swift": "extension ProfileCell {\n  override func prepareForReuse() {\n    super.prepareForReuse()\n    viewModel = nil\n  }\n}"]),
      Example("final class TagCell: UICollectionViewCell {\n  var badge: BadgeView?\n  func configure() {\n    button.setImage(icon, for: .normal)\n  }\n}\nfinal class BadgeView: UIView {}"),
      Example("final class TagCell: UICollectionViewCell {\n  struct Model {\n    var title: String\n  }\n}"),
      // A style the cell's kind is drawn in, as a colour is.
      Example("class ThemeableCollectionCell: UICollectionViewCell {\n  var style: ThemeStyle = .primary {\n    didSet { updateColor() }\n  }\n  var appearance: HeaderAppearance!\n}"),
    ])

  /// Type-name endings of views and layout objects: subviews are not state to reset.
  static let componentSuffixes = [
    "View", "Label", "Button", "Control", "Field", "Layer", "Constraint", "Switch", "Slider",
    "Indicator", "Recognizer", "Bar", "Stepper", "Picker", "Guide", "Cell",
    // Appearance set up once, not per item.
    "Color", "Font", "Insets", "Style", "Appearance", "Theme",
  ]

  /// What one cell class declares, gathered while its body is walked.
  private final class CellScan {
    let decl: ClassDeclSyntax
    var state: [(name: String, typeName: String?)] = []
    var hasPrepareForReuse = false
    var asyncWork: String?

    init(decl: ClassDeclSyntax) {
      self.decl = decl
    }
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    var stack: [CellScan] = []
    // The innermost type declaration around the walk: the class's scan, or nil for another
    // kind of type; kept here so that a call does not walk up the tree to find it.
    var innermost: [CellScan?] = []
    let extraCalls = Set(options.loaders)

    walk.on(ClassDeclSyntax.self) { decl in
      let scan = CellScan(decl: decl)
      let className = decl.name.text
      for decl in file.members(of: decl.memberBlock) {
        if let variable = decl.as(VariableDeclSyntax.self) {
          scan.state += Self.stateVariables(variable)
        } else if let function = decl.as(FunctionDeclSyntax.self),
          Self.isPrepareForReuse(function)
        {
          scan.hasPrepareForReuse = true
          if let body = function.body, !Self.callsSuper(body) {
            file.report(
              at: function.name,
              "prepareForReuse() must call super.prepareForReuse()",
              when: { $0.hasRole(.cell, className) })
          }
        }
      }
      stack.append(scan)
      innermost.append(scan)
    }

    walk.on(StructDeclSyntax.self) { _ in innermost.append(nil) }
    walk.after(StructDeclSyntax.self) { _ in innermost.removeLast() }
    walk.on(EnumDeclSyntax.self) { _ in innermost.append(nil) }
    walk.after(EnumDeclSyntax.self) { _ in innermost.removeLast() }
    walk.on(ActorDeclSyntax.self) { _ in innermost.append(nil) }
    walk.after(ActorDeclSyntax.self) { _ in innermost.removeLast() }
    walk.on(ProtocolDeclSyntax.self) { _ in innermost.append(nil) }
    walk.after(ProtocolDeclSyntax.self) { _ in innermost.removeLast() }
    walk.on(ExtensionDeclSyntax.self) { _ in innermost.append(nil) }
    walk.after(ExtensionDeclSyntax.self) { _ in innermost.removeLast() }

    let workCalls = extraCalls.isEmpty ? Self.asyncWorkNames : NameSet(Self.asyncWorkNameList + extraCalls)
    walk.on(FunctionCallExprSyntax.self, named: workCalls) { call in
      // Only calls made directly in a class's code, until one work is found.
      guard let scope = innermost.last, let scan = scope, scan.asyncWork == nil,
        let work = Self.asyncWork(call)
          ?? (extraCalls.isEmpty
            ? nil : call.calledName.flatMap({ extraCalls.contains($0) ? $0 : nil }))
      else { return }
      scan.asyncWork = work
    }

    walk.after(ClassDeclSyntax.self) { decl in
      innermost.removeLast()
      guard let scan = stack.popLast(), !scan.hasPrepareForReuse else { return }
      guard !scan.state.isEmpty || scan.asyncWork != nil else { return }
      let className = decl.name.text
      let state = scan.state
      let work = scan.asyncWork
      file.report(
        at: decl.name,
        Self.message(className, state: state.map(\.name), work: work),
        when: { index in
          guard index.hasRole(.cell, className) else { return false }
          if Self.extensionsDeclarePrepareForReuse(className, index) { return false }
          if work != nil { return true }
          // Project views held by the cell are subviews, not state.
          return state.contains { variable in
            guard let typeName = variable.typeName else { return true }
            let roles = index.roles(of: typeName)
            return roles.isDisjoint(with: [.view, .cell, .viewController])
          }
        })
    }
  }

  private static func message(_ className: String, state: [String], work: String?) -> String {
    var reasons: [String] = []
    if !state.isEmpty {
      reasons.append("keeps state (\(state.prefix(3).joined(separator: ", "))\(state.count > 3 ? ", …" : ""))")
    }
    if let work { reasons.append("starts background work (\(work))") }
    return "cell '\(className)' \(reasons.joined(separator: " and ")) but does not override "
      + "prepareForReuse() to reset it"
  }

  static func isPrepareForReuse(_ function: FunctionDeclSyntax) -> Bool {
    function.name.text == "prepareForReuse"
      && function.signature.parameterClause.parameters.isEmpty
      && !function.modifiers.contains(.static) && !function.modifiers.contains(.class)
  }

  private static func callsSuper(_ body: CodeBlockSyntax) -> Bool {
    body.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.super),
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self)
      else { return false }
      return member.declName.baseName.text == "prepareForReuse"
    }
  }

  private static func extensionsDeclarePrepareForReuse(_ name: String, _ index: ProjectIndex)
    -> Bool
  {
    index.extensions(of: name).contains { $0.methods.contains("prepareForReuse") }
  }

  /// Instance stored `var`s that hold content state, with their type name when it is spelled.
  static func stateVariables(_ variable: VariableDeclSyntax) -> [(name: String, typeName: String?)]
  {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.isStored else {
      return []
    }
    let skipped: [Keyword] = [.static, .class, .lazy, .weak, .unowned, .override]
    if variable.modifiers.contains(where: { modifier in
      skipped.contains { modifier.name.tokenKind == .keyword($0) }
    }) {
      return []
    }
    // The raw attribute names first: `names` makes a set of strings.
    if variable.attributes.containsPlain(where: { name in
      name == "IBOutlet" || name == "IBInspectable" || name == "IBOutletCollection"
    }),
      !variable.attributes.names.isDisjoint(with: ["IBOutlet", "IBInspectable", "IBOutletCollection"])
    {
      return []
    }
    return variable.bindings.compactMap { binding in
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
        return nil
      }
      // Layout bookkeeping (`didSetupConstraints`) is not content to reset.
      if mentionsLayout(identifier) { return nil }
      let name = identifier.text
      // Callbacks are handed in again with every configuration, like delegates.
      if let type = binding.typeAnnotation?.type, isClosure(type) { return nil }
      let typeName =
        binding.typeAnnotation.flatMap { elementName($0.type) }
        ?? binding.initializer.flatMap { createdTypeName($0.value) }
      if let typeName, componentSuffixes.contains(where: { typeName.hasSuffix($0) }) {
        return nil
      }
      return (name, typeName)
    }
  }

  /// Whether the name contains `Constraint` or `Layout`: for every stored property of every
  /// class, so an ASCII name is searched as bytes (Foundation's `contains` is slow on Linux).
  private static func mentionsLayout(_ name: TokenSyntax) -> Bool {
    let bytes = name.textBytes
    if bytes.allSatisfy({ $0 < 0x80 }) {
      return bytes.contains("Constraint") || bytes.contains("Layout")
    }
    return name.text.contains("Constraint") || name.text.contains("Layout")
  }

  private static func isClosure(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isClosure(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return isClosure(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return isClosure(unwrapped.wrappedType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first
    {
      return isClosure(element.type)
    }
    return false
  }

  /// The nominal type of a property, looking through optionals and arrays.
  private static func elementName(_ type: TypeSyntax) -> String? {
    if let array = type.as(ArrayTypeSyntax.self) { return elementName(array.element) }
    if let optional = type.as(OptionalTypeSyntax.self) { return elementName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return elementName(unwrapped.wrappedType)
    }
    return type.nominalName
  }

  /// The type an initial value names: `UILabel()` → `UILabel`, `UIColor.red` and
  /// `UIColor.rgb(…)` → `UIColor`.
  private static func createdTypeName(_ value: ExprSyntax) -> String? {
    var expression = value
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      expression = base
    }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true
    else { return nil }
    return name
  }

  /// The names of the calls `asyncWork` knows.
  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let asyncWorkNameList = [
    "detached", "resume", "Task", "sd_setImage", "sd_setBackgroundImage", "af_setImage",
    "af_setBackgroundImage", "loadImage", "setImage", "setBackgroundImage",
  ]
  static let asyncWorkNames = NameSet(asyncWorkNameList)

  /// The kind of background work a call starts, if any.
  static func asyncWork(_ call: FunctionCallExprSyntax) -> String? {
    guard let nameBytes = call.calledNameBytes, asyncWorkNames.contains(nameBytes) else { return nil }
    guard let nameToken = call.calledNameToken else { return nil }
    if !call.callsBareName {
      if nameBytes == "detached",
        call.calledBase?.as(DeclReferenceExprSyntax.self)?.baseName.textBytes == "Task"
      {
        return "Task.detached"
      }
      if nameBytes == "resume", call.arguments.isEmpty, call.trailingClosure == nil {
        return ".resume()"
      }
    }
    switch nameBytes {
    case "Task" where call.callsBareName:
      return "Task"
    case "sd_setImage", "sd_setBackgroundImage", "af_setImage", "af_setBackgroundImage",
      "loadImage":
      return nameToken.text
    case "setImage", "setBackgroundImage":
      // `kf.setImage(with:)`, `af.setImage(withURL:)`; not UIButton's `setImage(_:for:)`.
      guard let label = call.arguments.first?.label?.textBytes,
        label.hasPrefix("with") || label == "url"
      else { return nil }
      return nameToken.text
    default:
      return nil
    }
  }
}
