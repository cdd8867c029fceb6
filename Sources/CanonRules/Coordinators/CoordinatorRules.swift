import CanonLint

/// The MVVM-C rules (G3).
enum CoordinatorRules {
  static let all: [any Rule.Type] = []
}
