import CanonLint

extension Presets {
  static let viper = Preset(
    name: "viper",
    summary: "VIPER modules as the VIPER code style guide defines them (G2)",
    entries: [
      ViperModuleLayout.id, ViperTypeNaming.id, ViperInteractorStateless.id, ViperOwnership.id,
      ViperRouterMethods.id, ViperOutputMethods.id, ViperMethodVerbs.id,
      ViperSynchronousInterfaces.id, ViperDocumentation.id, ViperAssemblyInterface.id,
      ViperModuleInputNaming.id, ViperStatePlain.id, ViperComponentTests.id, SingleAssertionTest.id,
      UnusedProtocolRequirement.id,
    ].map { Preset.Entry($0) } + [
      Preset.Entry(MarkProtocolConformance.id),
      Preset.Entry(GivenWhenThen.id),
      Preset.Entry(LayerDependencies.id, options: LayerDependencies.viperDefaults),
    ])
}
