import CanonLint

/// Rules about Swift idioms and dependencies: current spellings, errors, closures, singletons, dead code.
enum IdiomRules {
  static let all: [any Rule.Type] = [
    ClassProtocolAnyObject.self,
    ThrowingErrors.self,
    ClosureOverSelector.self,
    NoSingletonAccess.self,
    UnusedPrivateDeclaration.self,
  ]
}
