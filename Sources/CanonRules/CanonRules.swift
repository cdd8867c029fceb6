import CanonLint

/// Canon's rules and presets.
public enum CanonRules {
  /// Every rule, engine rules included, and every preset. This list is the one place a rule is
  /// registered: presets name rules by id from it, and `canon rules`, the docs and the example
  /// tests read it. Grouped as the folders are, by what the rules check.
  public static let registry = RuleRegistry(rules: rules, presets: Presets.all)

  static let rules: [any Rule.Type] = [
    // Names
    ConstantNaming.self, NoManagerSuffix.self, ProtocolNamingSuffix.self, SingletonNaming.self,
    TouchEventNaming.self, WeakSelfUnwrapName.self,
    // Object lifetimes and expensive objects
    CellPrepareForReuse.self, FormatterReuse.self, RetainCycleClosure.self, TimerRetainCycle.self,
    WeakDelegate.self,
    // Swift idioms
    ClassProtocolAnyObject.self, ClosureOverSelector.self, FinalClass.self, ThrowingErrors.self,
    TrailingClosureUsage.self, UnusedPrivateDeclaration.self, UnusedProtocolRequirement.self,
    // Where declarations go in files
    ConformanceInExtension.self, MarkProtocolConformance.self, ProtocolBesideImplementation.self,
    RedundantConformanceComment.self,
    // Project settings
    WarningsAsErrors.self,
    // What may depend on what
    DependencyCycles.self, EntityProtocols.self, ImportAllowlist.self, LayerDependencies.self,
    PersistenceAgnosticUpperLayers.self,
    // How objects get what they use
    AppDelegateGlobals.self, NoSingletonAccess.self, NoSingletonDeclaration.self,
    ServiceLocator.self, ViewModelInjection.self,
    // Views
    AssetCatalogImages.self, CustomViewInLoadView.self, LocalizedUIStrings.self,
    NoExplicitViewSize.self, NoInterfaceBuilder.self, PrivateOutlets.self,
    TableDelegateInViewController.self, ViewControllerLayout.self, ViewSetupMethod.self,
    ViewStateRendering.self,
    // View models
    CellViewModel.self, PresentationReadyViewModel.self, ViewModelPairing.self,
    ViewModelProtocol.self,
    // Navigation
    NavigationOwnership.self,
    // Tests
    GivenWhenThen.self, LeakTestCoverage.self, QuickSpecStructure.self, SingleAssertionTest.self,
    // VIPER modules
    ViperAssemblyInterface.self, ViperComponentTests.self, ViperDocumentation.self,
    ViperInteractorStateless.self, ViperMethodVerbs.self, ViperModuleInputNaming.self,
    ViperModuleLayout.self, ViperOutputMethods.self, ViperOwnership.self, ViperRouterMethods.self,
    ViperStatePlain.self, ViperSynchronousInterfaces.self, ViperTypeNaming.self,
  ]
}
