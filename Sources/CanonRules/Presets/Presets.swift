import CanonLint

/// The presets of RULES.md, each with the option defaults its guide implies. A preset lists rule
/// ids; a rule shared by several presets is one rule with per-preset options.
enum Presets {
  static let all: [Preset] = [base, mvvm, mvvmBindings, viper, mvvmC, mvvmDI]
}
