import CanonLint

/// The MVVM-C rules (G3).
enum CoordinatorRules {
  static let all: [any Rule.Type] = [
    FinalClass.self,
    ConformanceInExtension.self,
    WeakSelfUnwrapName.self,
    TrailingClosureUsage.self,
    TouchEventNaming.self,
    ViewStateRendering.self,
    ViewSetupMethod.self,
    TableDelegateInViewController.self,
    LocalizedUIStrings.self,
    AssetCatalogImages.self,
    RedundantConformanceComment.self,
    NoSingletonDeclaration.self,
    ImportAllowlist.self,
  ]
}
