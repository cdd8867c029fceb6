import CanonLint

extension Presets {
  static let mvvm = Preset(
    name: "mvvm",
    summary: "MVVM with a Navigation Service, Stores and Entities (G0)",
    entries: [])
}
