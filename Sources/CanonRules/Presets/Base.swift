import CanonLint

extension Presets {
  static let base = Preset(
    name: "base",
    summary: "Checks no guide contradicts: G0 review checklist and conventions, G4 leak lane, G2/G3 where all agree",
    entries: [
      WeakDelegate.id, TimerRetainCycle.id, FormatterReuse.id, CellPrepareForReuse.id,
      RetainCycleClosure.id, SingletonNaming.id, NoManagerSuffix.id, ConstantNaming.id,
      ClassProtocolAnyObject.id, ThrowingErrors.id, ClosureOverSelector.id, NoSingletonAccess.id,
      UnusedPrivateDeclaration.id, WarningsAsErrors.id, LayerDependencies.id,
    ].map { Preset.Entry($0) })
}
