import CanonLint

/// The VIPER rules (G2).
enum VIPERRules {
  static let all: [any Rule.Type] = [
    ViperModuleLayout.self,
    ViperTypeNaming.self,
    ViperInteractorStateless.self,
    ViperOwnership.self,
    ViperRouterMethods.self,
    ViperOutputMethods.self,
    ViperMethodVerbs.self,
    ViperSynchronousInterfaces.self,
    ViperDocumentation.self,
    ViperAssemblyInterface.self,
    ViperModuleInputNaming.self,
    ViperStatePlain.self,
    ViperComponentTests.self,
    SingleAssertionTest.self,
    UnusedProtocolRequirement.self,
  ]
}
