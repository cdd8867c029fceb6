import CanonLint

extension Presets {
  static let mvvmBindings = Preset(
    name: "mvvm-bindings",
    summary: "MVVM with bindings and commands, views in code (G1)",
    entries: [
      Preset.Entry(NoInterfaceBuilder.id),
      Preset.Entry(ViewControllerLayout.id),
      Preset.Entry(CustomViewInLoadView.id),
      Preset.Entry(NoExplicitViewSize.id),
      Preset.Entry(ViewModelPairing.id),
      Preset.Entry(CellViewModel.id),
      Preset.Entry(PresentationReadyViewModel.id),
    ])
}
