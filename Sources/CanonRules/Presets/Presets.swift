import CanonLint

/// The presets of RULES.md, each with the option defaults its guide implies.
enum Presets {
  static let base = Preset(
    name: "base",
    summary: "Checks every guide agrees on: review checklist, conventions, leaks",
    entries: BaseRules.all.map { Preset.Entry($0.id) })
}
