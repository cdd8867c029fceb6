import CanonLint

/// The MVVM with a DI container rules (G4).
enum DIRules {
  static let all: [any Rule.Type] = [
    ProtocolNamingSuffix.self,
    ProtocolBesideImplementation.self,
    ServiceLocator.self,
    AppDelegateGlobals.self,
    LeakTestCoverage.self,
    QuickSpecStructure.self,
  ]
}
