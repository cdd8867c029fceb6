import CanonLint

/// Rules about how tests are written. Not in `base`: only G0 and G2 ask for given/when/then
/// comments, so the `mvvm` and `viper` presets add them.
enum TestingRules {
  static let all: [any Rule.Type] = [
    GivenWhenThen.self,
  ]
}
