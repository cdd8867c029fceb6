@_spi(RawSyntax) import CanonLint
@_spi(RawSyntax) import SwiftSyntax

/// Screens are built in code: no storyboards, nibs or Interface Builder hooks.
struct NoInterfaceBuilder: SyntaxRule, ResourceRule {
  static let description = RuleDescription(
    id: "no-interface-builder",
    summary: "Storyboards, XIBs and the code that loads or wires them",
    rationale: """
      View controllers are created with `init` and their views in code: several people can \
      work on one screen, merges stay readable, and dependencies (the view model) are passed \
      to `init` instead of being patched in after a nib loaded. The rule flags `.storyboard` \
      and `.xib` files, `UIStoryboard(…)`, `instantiateViewController(…)`, `UINib(…)`, \
      `loadNibNamed(…)`, `init(nibName:bundle:)` with a name, and declarations marked \
      `@IBOutlet`, `@IBAction`, `@IBSegueAction`, `@IBDesignable` or `@IBInspectable` (at the \
      declaration's name). The launch screen storyboard (a file whose name starts with \
      `Launch`) is what iOS requires and is not flagged.
      """,
    source: "G1 View Controllers: XIBs and storyboards should not be used; G3 no storyboards",
    triggering: [
      Example("↓<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>", path: "App/Main.storyboard"),
      Example("↓<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>", path: "App/Views/BananaCell.xib"),
      Example("let storyboard = ↓UIStoryboard(name: \"Main\", bundle: nil)\nlet controller = ↓storyboard.instantiateViewController(withIdentifier: \"Banana\")"),
      Example("final class BananaCell: UITableViewCell {\n  @IBOutlet private weak var ↓titleLabel: UILabel!\n  @IBAction func ↓touched(_ sender: UIButton) {}\n}"),
      Example("@IBDesignable final class ↓BadgeView: UIView {\n  @IBInspectable var ↓radius: CGFloat = 4\n}"),
      Example("tableView.register(↓UINib(nibName: \"BananaCell\", bundle: nil), forCellReuseIdentifier: \"cell\")"),
      Example("final class BananaViewController: UIViewController {\n  init() {\n    ↓super.init(nibName: \"BananaViewController\", bundle: nil)\n  }\n}"),
    ],
    nonTriggering: [
      Example("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>", path: "App/LaunchScreen.storyboard"),
      Example("final class BananaViewController: UIViewController {\n  init(viewModel: BananaViewModelType) {\n    super.init(nibName: nil, bundle: nil)\n  }\n}"),
      Example("tableView.register(BananaCell.self, forCellReuseIdentifier: \"cell\")"),
      Example("final class BananaView: UIView {\n  let titleLabel = UILabel()\n  @objc func touched() {}\n}"),
    ])

  static let resourceKinds: Set<ResourceKind> = [.storyboard, .xib]
  static let attributes: Set<String> = [
    "IBOutlet", "IBAction", "IBSegueAction", "IBDesignable", "IBInspectable",
  ]
  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let calledNames: NameSet = [
    "UIStoryboard", "UINib", "instantiateViewController", "instantiateInitialViewController",
    "loadNibNamed", "init",
  ]
  static let attributeTexts: [SyntaxText] = [
    "IBOutlet", "IBAction", "IBSegueAction", "IBDesignable", "IBInspectable",
  ]

  func check(_ resource: LintedResource) {
    let fileName = PathUtilities.components(resource.path).last.map(String.init) ?? resource.path
    guard !fileName.hasPrefix("Launch") else { return }
    let kind = resource.kind == .storyboard ? "storyboard" : "XIB"
    resource.report("\(kind) file: build the screen in code instead")
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(FunctionCallExprSyntax.self, named: Self.calledNames) { call in
      let nameToken =
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
      guard let nameToken else { return }
      let isReference = call.calledExpression.is(DeclReferenceExprSyntax.self)
      switch nameToken.rawText {
      case "UIStoryboard" where isReference, "UINib" where isReference:
        let name = nameToken.text
        file.report(at: call, "'\(name)' loads Interface Builder files: build the screen in code")
      case "instantiateViewController", "instantiateInitialViewController", "loadNibNamed":
        file.report(at: call, "'\(nameToken.text)' loads Interface Builder files: create the view controller with init")
      case "init" where call.arguments.first?.label?.rawText == "nibName":
        guard let argument = call.arguments.first?.expression,
          !argument.is(NilLiteralExprSyntax.self)
        else { return }
        file.report(at: call, "'init(nibName:bundle:)' with a nib: create the view in code and pass nil")
      default:
        break
      }
    }

    func checkAttributes(_ attributes: AttributeListSyntax, name: TokenSyntax?) {
      // The bytes of each attribute's name first: most declarations have no IB attribute.
      guard let name,
        attributes.contains(where: { element in
          guard let attribute = element.as(AttributeSyntax.self),
            let type = attribute.attributeName.as(IdentifierTypeSyntax.self)
          else { return false }
          return Self.attributeTexts.contains(type.name.rawText)
        })
      else { return }
      let found = attributes.names.intersection(Self.attributes)
      guard let attribute = found.sorted().first else { return }
      file.report(at: name, "'@\(attribute)' wires the code to Interface Builder: build the view in code")
    }
    walk.on(VariableDeclSyntax.self) { variable in
      guard !variable.attributes.isEmpty else { return }
      checkAttributes(variable.attributes, name: variable.boundNames.first)
    }
    walk.on(FunctionDeclSyntax.self) { checkAttributes($0.attributes, name: $0.name) }
    walk.on(ClassDeclSyntax.self) { checkAttributes($0.attributes, name: $0.name) }
  }
}
