import CanonLint

extension Presets {
  static let mvvmDI = Preset(
    name: "mvvm-di",
    summary: "MVVM with a Swinject container, factories and Quick specs (G4)",
    entries: [
      Preset.Entry(ViewModelProtocol.id, options: "suffix: ing"),
      Preset.Entry("protocol-naming-suffix"),
      Preset.Entry("protocol-beside-implementation"),
      Preset.Entry(ViewModelInjection.id),
      Preset.Entry("no-singleton-declaration"),
      Preset.Entry("service-locator"),
      Preset.Entry("app-delegate-globals"),
      Preset.Entry("leak-test-coverage"),
      Preset.Entry("quick-spec-structure"),
    ])
}
