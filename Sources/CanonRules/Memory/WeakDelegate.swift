import CanonLint
import SwiftSyntax

/// A delegate or data source held strongly keeps its owner alive: a retain cycle.
struct WeakDelegate: SyntaxRule {
  static let description = RuleDescription(
    id: "weak-delegate",
    summary: "A delegate or data source property held strongly",
    rationale: """
      A delegate or data source usually owns the object that points back to it; holding it \
      strongly closes a retain cycle and neither is ever freed. Declare it `weak`. Only optional \
      stored `var`s of classes and actors are checked, and only when their type can be weak: \
      value types, closures, generic parameters and project protocols that are not class-bound \
      are skipped. Neither are objects the type owns rather than points back to: project \
      classes (`var dataSource: FeedDataSource?` is the controller's own helper, and a weak \
      one would be freed at once), generic classes such as diffable data sources (spelt out or \
      through a `typealias` in the file), and \
      properties given a new instance in their declaration. An `override` of a superclass's \
      property (observing UIKit's `delegate`, which is weak already) declares no storage and \
      is left alone. Project view controllers, \
      coordinators, presenters, routers, interactors and view models are back-references, \
      though, and are reported.
      """,
    source: "G0 code review: strong delegate reference; G3 delegates",
    triggering: [
      Example("final class LoginView {\n  var ↓delegate: LoginViewDelegate?\n}\nprotocol LoginViewDelegate: AnyObject {}"),
      Example("final class Picker: UIView {\n  var ↓dataSource: UIPickerViewDataSource?\n  @IBOutlet var ↓tableDelegate: UITableViewDelegate!\n}"),
      Example("actor Downloader {\n  private var ↓progressDelegate: (any ProgressReporting)?\n}"),
      Example("final class Cell {\n  var ↓delegate: AnyObject?\n}"),
      Example("final class HeaderView: UIView {\n  var ↓delegate: ProfileViewController?\n}\nfinal class ProfileViewController: UIViewController {}"),
      Example("final class Menu {\n  var ↓delegate: MenuDelegate?\n}\nprotocol MenuDelegate: class {}"),
      // An alias of a delegate protocol is still a delegate.
      Example("final class Menu {\n  typealias Delegate = UITableViewDelegate\n  var ↓delegate: Delegate?\n}"),
      Example("@objc protocol TableDelegate {}\nfinal class Table {\n  var ↓delegate: TableDelegate?\n}"),
      Example(
        "final class Player {\n  var ↓delegate: PlayerDelegate?\n}",
        context: ["PlayerDelegate.swift": "protocol PlayerDelegate: Base {}\nprotocol Base: AnyObject {}"]),
    ],
    nonTriggering: [
      Example("final class LoginView {\n  weak var delegate: LoginViewDelegate?\n  unowned var dataSource: DataSource\n}"),
      Example("struct Model {\n  var delegate: LoginViewDelegate?\n}"),
      Example("final class Cell {\n  var delegate: PlainDelegate?\n}\nprotocol PlainDelegate {}"),
      Example("final class Cell {\n  var delegate: Settings?\n}\nstruct Settings {}"),
      Example("final class Cell {\n  var onDelegate: (() -> Void)?\n  var delegate: ((Int) -> Void)?\n}"),
      Example("final class Cell {\n  var delegate: LoginViewDelegate\n  init(delegate: LoginViewDelegate) { self.delegate = delegate }\n}"),
      Example("final class Cell {\n  let delegate: LoginViewDelegate?\n}"),
      Example("final class Cell {\n  var delegate: LoginViewDelegate? { nil }\n}"),
      Example("final class Host<D> {\n  var delegate: D?\n}"),
      Example("final class Feed {\n  var dataSource: FeedDataSource?\n}\nfinal class FeedDataSource: NSObject {}"),
      Example("final class Feed {\n  var diffableDataSource: UITableViewDiffableDataSource<Int, Int>?\n}"),
      // An alias of a diffable data source the controller owns.
      Example("final class GiftListViewController: UIViewController {\n  typealias DataSource = UITableViewDiffableDataSource<Section, Row>\n  private var dataSource: DataSource?\n}"),
      Example("typealias ListDataSource = UICollectionViewDiffableDataSource<Int, Item>\nfinal class ListViewController: UIViewController {\n  private var dataSource: ListDataSource?\n}"),
      Example("final class UpdateViewController: UIViewController {\n  private var dataSource: DataSource?\n}\n\nextension UpdateViewController {\n  typealias DataSource = UITableViewDiffableDataSource<Section, Row>\n}"),
      Example("final class Feed {\n  var dataSource: UIPickerViewDataSource? = Source()\n}"),
      Example("final class Feed {\n  var isDelegate: Bool?\n  var dataSource: [String]?\n  var anyDelegate: Any?\n}"),
      Example("func make() {\n  var delegate: LoginViewDelegate?\n  delegate = nil\n}"),
      Example("protocol Owner {\n  var delegate: LoginViewDelegate? { get set }\n}"),
      Example(
        "final class SearchBar: UISearchBar {\n  override var delegate: UISearchBarDelegate? {\n    willSet { forwarded = newValue }\n  }\n}"),
    ],
    corrections: [
      Correction(
        Example("final class Form {\n  private var ↓delegate: FormDelegate?\n}"),
        "final class Form {\n  private weak var delegate: FormDelegate?\n}"),
      Correction(
        Example("final class Form {\n  /// Told about edits.\n  @IBOutlet public var ↓dataSource: UITableViewDataSource! // set in IB\n}"),
        "final class Form {\n  /// Told about edits.\n  @IBOutlet public weak var dataSource: UITableViewDataSource! // set in IB\n}"),
    ],
    fix: .unsafe)

  /// Swift and Foundation value types a delegate-named property may hold.
  static let valueTypes: Set<String> = [
    "Bool", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Date", "URL",
    "Data", "UUID", "IndexPath", "IndexSet", "CGPoint", "CGSize", "CGRect", "Array", "Dictionary",
    "Set", "Optional", "Result", "TimeInterval", "NSRange", "Range", "AnyHashable",
    // `Any` may hold a value: it cannot be `weak`.
    "Any",
  ]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(VariableDeclSyntax.self) { node in
      // Every variable comes here: the raw kind and bytes of `var` first.
      guard node.bindingSpecifier.isKeyword(.var), node.bindings.count == 1,
        let binding = node.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        Self.isDelegateName(name.textBytes),
        !node.modifiers.contains(where: {
          // An `override` observes the superclass's property (UIKit's `delegate` is weak
          // already): it declares no storage of its own.
          [.keyword(.weak), .keyword(.unowned), .keyword(.static), .keyword(.class), .keyword(.override)]
            .contains($0.name.tokenKind)
        }),
        binding.accessorBlock.map(Self.hasOnlyObservers) ?? true,
        binding.initializer.map(Self.isNil) ?? true,
        let type = binding.typeAnnotation?.type, type.isOptional,
        let spelled = Self.referenceTypeName(type),
        let owner = node.owningType, owner.kind == .classDecl || owner.kind == .actorDecl,
        let ownerName = owner.name, !owner.genericParameterNames.contains(spelled),
        let typeName = Self.resolvingAlias(spelled, of: ownerName, around: node)
      else { return }
      let insertion = node.bindingSpecifier.positionAfterSkippingLeadingTrivia
      file.report(
        at: name, "'\(name.text)' should be 'weak' to avoid a retain cycle with its owner",
        corrections: [SourceEdit(range: insertion..<insertion, replacement: "weak ")],
        when: { index in Self.canBeWeakReference(typeName, index) })
    }
  }

  /// Whether a property's name says it holds a delegate or data source (`delegate`,
  /// `formDelegate`, `dataSource`). On the name's bytes: every variable of a file is asked.
  static func isDelegateName(_ name: TokenText) -> Bool {
    name.hasSuffix("delegate") || name.hasSuffix("Delegate") || name.hasSuffix("dataSource")
      || name.hasSuffix("DataSource")
  }

  private static func hasOnlyObservers(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = block.accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  private static func isNil(_ initializer: InitializerClauseSyntax) -> Bool {
    initializer.value.is(NilLiteralExprSyntax.self)
  }

  /// The single nominal type the optional spells, when it could be a class or class-bound
  /// protocol: not a closure, tuple, collection, generic class or known value type.
  static func referenceTypeName(_ type: TypeSyntax) -> String? {
    var wrapped = type
    if let optional = type.as(OptionalTypeSyntax.self) { wrapped = optional.wrappedType }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      wrapped = unwrapped.wrappedType
    }
    if let tuple = wrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first
    {
      wrapped = element.type
    }
    if let some = wrapped.as(SomeOrAnyTypeSyntax.self) { wrapped = some.constraint }
    if let composition = wrapped.as(CompositionTypeSyntax.self) {
      // `P & AnyObject` is class-bound whatever `P` is; otherwise judge by its first part.
      let names = composition.elements.flatMap { $0.type.nominalNames }
      if names.contains("AnyObject") { return "AnyObject" }
      return names.first
    }
    if let identifier = wrapped.as(IdentifierTypeSyntax.self) {
      guard identifier.genericArgumentClause == nil else { return nil }
      let name = identifier.name.text
      return valueTypes.contains(name) ? nil : name
    }
    if let member = wrapped.as(MemberTypeSyntax.self) {
      guard member.genericArgumentClause == nil else { return nil }
      return valueTypes.contains(member.name.text) ? nil : member.name.text
    }
    return nil
  }

  /// `name`, or what a `typealias` of that name stands for, if that can be weak: nil for an
  /// alias of a diffable data source, a closure or a value (nova-wallet's `typealias DataSource
  /// = UITableViewDiffableDataSource<…>`, held as `private var dataSource: DataSource?`, would
  /// be freed at once if weak). Aliases are looked for around the property, in the file's
  /// extensions of its `owner` and at the top of the file; one declared in another file is not
  /// followed (the project index records no aliases).
  static func resolvingAlias(_ name: String, of owner: String, around node: VariableDeclSyntax)
    -> String?
  {
    var scope: Syntax? = node.parent
    while let current = scope {
      var members: [DeclSyntax] = []
      if let block = current.as(MemberBlockSyntax.self) {
        members = block.members.map(\.decl)
      } else if let file = current.as(SourceFileSyntax.self) {
        for item in file.statements {
          guard let decl = item.item.as(DeclSyntax.self) else { continue }
          members.append(decl)
          if let extended = decl.as(ExtensionDeclSyntax.self),
            extended.extendedType.as(IdentifierTypeSyntax.self)?.name.text == owner
          {
            members += extended.memberBlock.members.map(\.decl)
          }
        }
      }
      for member in members {
        guard let alias = member.as(TypeAliasDeclSyntax.self), alias.name.text == name else {
          continue
        }
        return referenceTypeName(alias.initializer.value)
      }
      scope = current.parent
    }
    return name
  }

  /// Whether the type points back to another object: a class-bound project protocol, or a
  /// type the project does not declare (UIKit's delegate protocols, `AnyObject`). Project
  /// classes, structs and enums and protocols that are not class-bound are skipped.
  static func canBeWeakReference(_ typeName: String, _ index: ProjectIndex) -> Bool {
    let declarations = index.types(named: typeName)
    if declarations.isEmpty { return true }
    if declarations.contains(where: { $0.kind == .protocol }) {
      return index.isClassBoundProtocol(typeName) == true
    }
    // A project class is usually a helper the type owns (`FeedDataSource`), unless it is one
    // of the objects that own views and their helpers: then it is a back-reference.
    guard declarations.allSatisfy({ $0.kind == .class || $0.kind == .actor }) else { return false }
    return !index.roles(of: typeName).isDisjoint(with: ownerRoles)
  }

  /// Roles of objects that sit above the views and helpers that call them back.
  static let ownerRoles: Set<Role> = [
    .viewController, .coordinator, .navigationService, .presenter, .router, .interactor,
    .viewModel,
  ]
}
