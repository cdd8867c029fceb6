final class SignInBenefitsInteractor {
  weak var output: SignInBenefitsInteractorOutput?
}
