final class SignInBenefitsViewController: UIViewController {
  var output: SignInBenefitsViewOutput?
}
