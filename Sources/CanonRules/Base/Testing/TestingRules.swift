import CanonLint

/// Rules about how tests are written.
enum TestingRules {
  static let all: [any Rule.Type] = [
    GivenWhenThen.self,
  ]
}
