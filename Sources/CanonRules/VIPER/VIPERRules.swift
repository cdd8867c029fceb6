import CanonLint

/// The VIPER rules (G2).
enum VIPERRules {
  static let all: [any Rule.Type] = []
}
