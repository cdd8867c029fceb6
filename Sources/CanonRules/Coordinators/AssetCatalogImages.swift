import CanonLint
@_spi(RawSyntax) import SwiftSyntax

/// Images and colours come from the generated `Asset` constants, not from names in strings.
struct AssetCatalogImages: SyntaxRule {
  static let description = RuleDescription(
    id: "asset-catalog-images",
    summary: "`UIImage(named:)`, `Image(_:)` or `UIColor(named:)` with a literal asset name instead of an `Asset` constant",
    rationale: """
      An asset named in a string fails silently at run time when the asset is renamed or \
      removed; the `Asset` constants SwiftGen generates from the asset catalogue fail at \
      compile time instead. Names built at run time (`"flag_\\(code)"`) are left alone: no \
      constant can stand for them. SF Symbols (`UIImage(systemName:)`, `Image(systemName:)`) \
      are not assets.
      """,
    source: "G3 Assets & Strings: Images",
    triggering: [
      Example("imageView.image = ↓UIImage(named: \"placeholder\")"),
      Example("let logo = ↓UIKit.UIImage(named: \"logo\", in: .main, compatibleWith: nil)"),
      Example("var body: some View { ↓Image(\"logo\") }"),
      Example("view.backgroundColor = ↓UIColor(named: \"brand\")"),
    ],
    nonTriggering: [
      Example("imageView.image = Asset.placeholder.image"),
      Example("let icon = UIImage(systemName: \"star\")\nlet symbol = Image(systemName: \"star\")"),
      Example("let flag = UIImage(named: \"flag_\\(code)\")"),
      Example("let image = UIImage(named: name)"),
      Example("let image = UIImage(data: data)"),
    ])

  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let assetTypes: [SyntaxText] = ["UIImage", "UIColor", "NSImage", "Image", "Color"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.isGenerated { return }
    walk.on(FunctionCallExprSyntax.self) { node in
      // Every call comes here: the raw name's bytes (the type's, or `init`) turn most away
      // before any node is made.
      guard let rawName = node.rawCalledName,
        rawName == "init" || Self.assetTypes.contains(rawName)
      else { return }
      guard let typeToken = CoordinatorSyntax.constructedTypeToken(node),
        Self.assetTypes.contains(typeToken.rawText), let first = node.arguments.first
      else { return }
      let typeName = typeToken.text
      switch (typeName, first.label?.text) {
      case ("UIImage", "named"), ("UIColor", "named"), ("NSImage", "named"), ("Image", nil),
        ("Color", nil):
        break
      default:
        return
      }
      guard let literal = first.expression.as(StringLiteralExprSyntax.self),
        CoordinatorSyntax.isPlain(literal), !literal.segments.trimmedDescription.isEmpty
      else { return }
      file.report(at: node, "use the generated `Asset` constant instead of naming the asset in a string")
    }
  }
}
