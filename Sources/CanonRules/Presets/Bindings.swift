import CanonLint

extension Presets {
  static let mvvmBindings = Preset(
    name: "mvvm-bindings",
    summary: "MVVM with bindings and commands, views in code (G1)",
    entries: [])
}
