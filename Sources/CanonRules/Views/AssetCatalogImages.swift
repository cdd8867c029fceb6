import CanonLint
import SwiftSyntax

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
      are not assets; `Image(decorative:)` names an asset like `Image(_:)` does (it only hides \
      the image from VoiceOver) and is checked. Images users never see are not checked: in \
      tests (files under a `…Tests` or `…Specs` folder or named `…Tests.swift` or \
      `…Spec.swift`), SwiftUI previews (`#Preview`, `PreviewProvider` types) and debug-only \
      code (`#if DEBUG`, and `SNAPSHOT`, `TESTING`, `MOCK` or `PREVIEW` flags).
      """,
    source: "G3 Assets & Strings: Images",
    triggering: [
      Example("imageView.image = ↓UIImage(named: \"placeholder\")"),
      Example("let logo = ↓UIKit.UIImage(named: \"logo\", in: .main, compatibleWith: nil)"),
      Example("var body: some View { ↓Image(\"logo\") }"),
      Example("view.backgroundColor = ↓UIColor(named: \"brand\")"),
      // A decorative image is still an asset named in a string.
      Example("var body: some View { ↓Image(decorative: \"background\") }"),
      // The `#else` of `#if DEBUG` is the release build.
      Example("#if DEBUG\nlet logo = UIImage(named: \"logo-debug\")\n#else\nlet logo = ↓UIImage(named: \"logo\")\n#endif"),
    ],
    nonTriggering: [
      Example("imageView.image = Asset.placeholder.image"),
      Example("let icon = UIImage(systemName: \"star\")\nlet symbol = Image(systemName: \"star\")"),
      Example("let flag = UIImage(named: \"flag_\\(code)\")"),
      Example("let image = UIImage(named: name)"),
      Example("let image = UIImage(data: data)"),
      // Test fixtures and previews are not the app's assets.
      Example("let image = UIImage(named: \"avatar\", in: Bundle(for: Self.self), with: nil)", path: "AppTests/Helpers/Images.swift"),
      Example("let image = UIImage(named: \"avatar\")", path: "Sources/Profile/ProfileViewSpec.swift"),
      Example("#Preview {\n  Image(\"avatar\")\n}"),
      Example(
        "struct AvatarView_Previews: PreviewProvider {\n  static var previews: some View {\n    AvatarView(image: Image(\"avatar\"))\n  }\n}"),
      // Screenshot builds: a flag no shipped build sets.
      Example("#if SNAPSHOT\nguard let image = UIImage(named: \"Athens\") else { return }\n#endif"),
      Example("#if DEBUG\nlet badge = Image(\"debug-badge\")\n#endif"),
    ])

  static let assetTypeNames = ["UIImage", "UIColor", "NSImage", "Image", "Color"]
  static let assetTypes = NameSet(assetTypeNames)
  /// The calls that may construct one: by the type's name, or `.init`.
  static let constructingCalls = NameSet(assetTypeNames + ["init"])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if file.isGenerated { return }
    walk.on(FunctionCallExprSyntax.self, named: Self.constructingCalls) { node in
      guard let typeToken = CoordinatorSyntax.constructedTypeToken(node),
        Self.assetTypes.contains(typeToken.textBytes), let first = node.arguments.first
      else { return }
      let typeName = typeToken.text
      switch (typeName, first.label?.text) {
      case ("UIImage", "named"), ("UIColor", "named"), ("NSImage", "named"), ("Image", nil),
        ("Image", "decorative"), ("Color", nil):
        break
      default:
        return
      }
      guard let literal = first.expression.as(StringLiteralExprSyntax.self),
        CoordinatorSyntax.isPlain(literal), !literal.segments.trimmedDescription.isEmpty
      else { return }
      guard !UserFacingCode.isPreviewOrDebugOnly(node) else { return }
      file.report(
        at: node,
        "use the generated `Asset` constant instead of naming the asset \(CoordinatorSyntax.quoted(file.text(of: literal))) in a string")
    }
  }
}
