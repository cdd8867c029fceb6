import CanonLint

/// The MVVM with bindings rules (G1).
enum BindingsRules {
  static let all: [any Rule.Type] = [
    NoInterfaceBuilder.self,
    ViewControllerLayout.self,
    CustomViewInLoadView.self,
    NoExplicitViewSize.self,
    ViewModelPairing.self,
    CellViewModel.self,
    PresentationReadyViewModel.self,
  ]
}
