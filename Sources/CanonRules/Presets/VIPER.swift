import CanonLint

extension Presets {
  static let viper = Preset(
    name: "viper",
    summary: "VIPER modules as the VIPER code style guide defines them (G2)",
    entries: VIPERRules.all.map { Preset.Entry($0.id) } + [
      Preset.Entry(MarkProtocolConformance.id),
      Preset.Entry(GivenWhenThen.id),
      Preset.Entry(LayerDependencies.id, options: LayerDependencies.viperDefaults),
    ])
}
