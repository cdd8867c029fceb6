import CanonLint

/// Rules about names every guide agrees on: singletons, managers, constants.
enum NamingRules {
  static let all: [any Rule.Type] = [
    SingletonNaming.self,
    NoManagerSuffix.self,
    ConstantNaming.self,
  ]
}
