import CanonLint
import SwiftSyntax

/// A type's Interface Builder declarations: where the first is, and how many of each.
private struct IBUsage {
  var first: AbsolutePosition
  var counts: [String: Int] = [:]
}

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
      `loadNibNamed(…)`, `init(nibName:bundle:)` with a name, and types that use \
      `@IBOutlet`, `@IBAction`, `@IBSegueAction`, `@IBDesignable` or `@IBInspectable`: once \
      per type, at its first such declaration, with how many it has (its extensions in the \
      same file and its own `super.init(nibName: "…")` count as the type), since the problem is the type's dependency on a nib, not \
      each outlet. The launch screen storyboard (a file whose name starts with \
      `Launch`) is what iOS requires and is not flagged.
      """,
    source: "G1 View Controllers: XIBs and storyboards should not be used; G3 no storyboards",
    triggering: [
      Example("↓<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>", path: "App/Main.storyboard"),
      Example("↓<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>", path: "App/Views/BananaCell.xib"),
      Example("let storyboard = ↓UIStoryboard(name: \"Main\", bundle: nil)\nlet controller = ↓storyboard.instantiateViewController(withIdentifier: \"Banana\")"),
      // One finding for the cell, at its first outlet, not one per outlet and action.
      Example(
        "final class BananaCell: UITableViewCell {\n  @IBOutlet private weak var ↓titleLabel: UILabel!\n  @IBOutlet private weak var priceLabel: UILabel!\n  @IBAction func touched(_ sender: UIButton) {}\n}\n\nextension BananaCell {\n  @IBAction func swiped(_ sender: UIButton) {}\n}"),
      Example(
        "final class BananaViewController: UIViewController {\n  @IBOutlet private var ↓titleLabel: UILabel!\n  init() {\n    super.init(nibName: \"BananaViewController\", bundle: nil)\n  }\n}"),
      Example("@IBDesignable final class ↓BadgeView: UIView {\n  @IBInspectable var radius: CGFloat = 4\n}"),
      Example(
        "final class BananaViewController: UIViewController {\n  @IBOutlet private var ↓tableView: UITableView!\n\n  final class HeaderView: UIView {\n    @IBOutlet private var ↓label: UILabel!\n  }\n}"),
      Example("tableView.register(↓UINib(nibName: \"BananaCell\", bundle: nil), forCellReuseIdentifier: \"cell\")"),
      Example("final class BananaViewController: UIViewController {\n  init() {\n    ↓super.init(nibName: \"BananaViewController\", bundle: nil)\n  }\n}"),
    ],
    nonTriggering: [
      Example("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>", path: "App/LaunchScreen.storyboard"),
      Example("final class BananaViewController: UIViewController {\n  init(viewModel: BananaViewModelType) {\n    super.init(nibName: nil, bundle: nil)\n  }\n}"),
      Example("tableView.register(BananaCell.self, forCellReuseIdentifier: \"cell\")"),
      Example("final class BananaView: UIView {\n  let titleLabel = UILabel()\n  @objc func touched() {}\n}"),
    ])

  /// How a type's IB declarations are counted in the message, outlets first.
  static let countedNames: [(String, String)] = [
    ("IBOutlet", "outlet"), ("IBAction", "action"), ("IBSegueAction", "segue action"),
    ("IBInspectable", "inspectable property"), ("IBDesignable", "@IBDesignable mark"),
    (nibInit, "nib-loading init"),
  ]
  static let nibInit = "nibName"

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
  static let attributeTexts: NameSet = [
    "IBOutlet", "IBAction", "IBSegueAction", "IBDesignable", "IBInspectable",
  ]

  func check(_ resource: LintedResource) {
    let fileName = PathUtilities.components(resource.path).last.map(String.init) ?? resource.path
    guard !fileName.hasPrefix("Launch") else { return }
    let kind = resource.kind == .storyboard ? "storyboard" : "XIB"
    resource.report("\(kind) file: build the screen in code instead")
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // One finding per type that uses Interface Builder, at its first IB declaration: the
    // problem is the type's IB dependency, not each of its outlets. Counted per type (its
    // declaration and its extensions in this file) and reported when the file ends.
    var usages: [String: IBUsage] = [:]
    var order: [String] = []
    func count(_ what: String, at position: AbsolutePosition, owner: String) {
      if usages[owner] == nil {
        usages[owner] = IBUsage(first: position)
        order.append(owner)
      }
      usages[owner]?.counts[what, default: 0] += 1
    }

    walk.on(FunctionCallExprSyntax.self, named: Self.calledNames) { call in
      guard let nameToken = call.calledNameToken else { return }
      let isReference = call.callsBareName
      switch nameToken.textBytes {
      case "UIStoryboard" where isReference, "UINib" where isReference:
        let name = nameToken.text
        file.report(at: call, "'\(name)' loads Interface Builder files: build the screen in code")
      case "instantiateViewController", "instantiateInitialViewController", "loadNibNamed":
        file.report(at: call, "'\(nameToken.text)' loads Interface Builder files: create the view controller with init")
      case "init" where call.arguments.first?.label?.textBytes == "nibName":
        guard let argument = call.arguments.first?.expression,
          !argument.is(NilLiteralExprSyntax.self)
        else { return }
        // A type's own `super.init(nibName: "…")` is part of that type's use of IB.
        let owners = call.enclosingTypeNames
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
          base.is(SuperExprSyntax.self) || (base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)),
          !owners.isEmpty
        {
          count(Self.nibInit, at: call.positionAfterSkippingLeadingTrivia, owner: owners.reversed().joined(separator: "."))
          return
        }
        file.report(at: call, "'init(nibName:bundle:)' with a nib: create the view in code and pass nil")
      default:
        break
      }
    }

    func checkAttributes(_ attributes: AttributeListSyntax, name: TokenSyntax?, owner: String?) {
      // The bytes of each attribute's name first: most declarations have no IB attribute.
      guard let name,
        attributes.contains(where: { element in
          guard let attribute = element.as(AttributeSyntax.self),
            let type = attribute.attributeName.as(IdentifierTypeSyntax.self)
          else { return false }
          return Self.attributeTexts.contains(type.name.textBytes)
        })
      else { return }
      let found = attributes.names.intersection(Self.attributes)
      guard let attribute = found.sorted().first, let owner else { return }
      count(attribute, at: name.positionAfterSkippingLeadingTrivia, owner: owner)
    }
    walk.on(VariableDeclSyntax.self) { variable in
      guard !variable.attributes.isEmpty else { return }
      checkAttributes(
        variable.attributes, name: variable.boundNames.first, owner: variable.enclosingTypeNames.reversed().joined(separator: "."))
    }
    walk.on(FunctionDeclSyntax.self) { function in
      guard !function.attributes.isEmpty else { return }
      checkAttributes(
        function.attributes, name: function.name, owner: function.enclosingTypeNames.reversed().joined(separator: "."))
    }
    walk.on(ClassDeclSyntax.self) { type in
      guard !type.attributes.isEmpty else { return }
      let owner = ([type.name.text] + type.enclosingTypeNames).reversed().joined(separator: ".")
      checkAttributes(type.attributes, name: type.name, owner: owner)
    }
    walk.atEnd {
      for owner in order {
        guard let usage = usages[owner] else { continue }
        let what = Self.countedNames.compactMap { attribute, noun -> String? in
          guard let count = usage.counts[attribute] else { return nil }
          return "\(count) \(noun)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
        let typeName = owner.split(separator: ".").last.map(String.init) ?? owner
        if usage.counts.keys.elementsEqual([Self.nibInit]) {
          file.report(
            at: usage.first,
            "'\(typeName)' loads its view from a nib ('init(nibName:bundle:)'): create the view in code and pass nil")
          continue
        }
        file.report(
          at: usage.first,
          "'\(typeName)' is wired to Interface Builder (\(what)): build its view in code")
      }
    }
  }
}
