/// What a type is for in the app's architecture (RULES.md "Roles").
public enum Role: String, Sendable, CaseIterable, Hashable {
  case viewController = "view-controller"
  case view
  case cell
  case viewModel = "view-model"
  case coordinator
  case navigationService = "navigation-service"
  case presenter
  case interactor
  case router
  case assembly
  case store
  case entity
  case testCase = "test-case"
}
