import CanonLint

extension Presets {
  static let base = Preset(
    name: "base",
    summary: "Checks no guide contradicts: G0 review checklist and conventions, G4 leak lane, G2/G3 where all agree",
    entries: BaseRules.all.map { Preset.Entry($0.id) } + [Preset.Entry(LayerDependencies.id)])
}
