import CanonLint

extension Presets {
  static let mvvmC = Preset(
    name: "mvvm-c",
    summary: "MVVM-C: coordinators, state-rendering views, view code only (G3)",
    entries: [
      Preset.Entry("final-class"),
      Preset.Entry("conformance-in-extension"),
      Preset.Entry("weak-self-unwrap-name", options: "name: strongSelf"),
      Preset.Entry("trailing-closure-usage"),
      Preset.Entry("touch-event-naming"),
      Preset.Entry(NoInterfaceBuilder.id),
      Preset.Entry(CustomViewInLoadView.id),
      Preset.Entry(ViewControllerLayout.id),
      Preset.Entry(NavigationOwnership.id, options: "roles: [coordinator]"),
      Preset.Entry("view-state-rendering"),
      Preset.Entry("view-setup-method"),
      Preset.Entry("table-delegate-in-view-controller"),
      Preset.Entry("localized-ui-strings"),
      Preset.Entry("asset-catalog-images"),
      Preset.Entry("redundant-conformance-comment"),
      Preset.Entry("no-singleton-declaration"),
      Preset.Entry("import-allowlist"),
      Preset.Entry(LayerDependencies.id, options: LayerDependencies.mvvmCDefaults),
    ])
}
