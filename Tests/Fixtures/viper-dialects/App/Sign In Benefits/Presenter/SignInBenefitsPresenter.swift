final class SignInBenefitsPresenter {
  weak var view: SignInBenefitsViewInput?
  var interactor: SignInBenefitsInteractorInput?
}
