import CanonLint

/// The rules of the `base` preset (RULES.md "base").
enum BaseRules {
  static let all: [any Rule.Type] = [
    ClassProtocolAnyObject.self,
  ]
}
