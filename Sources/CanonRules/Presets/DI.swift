import CanonLint

extension Presets {
  static let mvvmDI = Preset(
    name: "mvvm-di",
    summary: "MVVM with a Swinject container, factories and Quick specs (G4)",
    entries: [])
}
