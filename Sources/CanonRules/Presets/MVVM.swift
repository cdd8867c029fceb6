import CanonLint

extension Presets {
  static let mvvm = Preset(
    name: "mvvm",
    summary: "MVVM with a Navigation Service, Stores and Entities (G0)",
    entries: [
      Preset.Entry(PrivateOutlets.id),
      Preset.Entry(MarkProtocolConformance.id),
      Preset.Entry(ViewModelProtocol.id, options: "suffix: Type"),
      Preset.Entry(ViewModelInjection.id),
      Preset.Entry(PersistenceAgnosticUpperLayers.id),
      Preset.Entry(EntityProtocols.id),
      Preset.Entry(NavigationOwnership.id, options: "roles: [navigation-service, coordinator, router, view-controller]"),
      Preset.Entry(LayerDependencies.id, options: LayerDependencies.mvvmDefaults),
      Preset.Entry(GivenWhenThen.id),
    ])
}
