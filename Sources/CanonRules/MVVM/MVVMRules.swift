import CanonLint

/// The MVVM with a Navigation Service rules (G0) and layer dependencies.
enum MVVMRules {
  static let all: [any Rule.Type] = [
    PrivateOutlets.self,
    MarkProtocolConformance.self,
    ViewModelProtocol.self,
    ViewModelInjection.self,
    PersistenceAgnosticUpperLayers.self,
    EntityProtocols.self,
    NavigationOwnership.self,
    LayerDependencies.self,
  ]
}
