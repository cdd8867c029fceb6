import CanonLint

/// The MVVM with bindings rules (G1).
enum BindingsRules {
  static let all: [any Rule.Type] = []
}
