import CanonLint

extension Presets {
  static let mvvmC = Preset(
    name: "mvvm-c",
    summary: "MVVM-C: coordinators, state-rendering views, view code only (G3)",
    entries: [
      Preset.Entry(LayerDependencies.id, options: LayerDependencies.mvvmCDefaults)
    ])
}
