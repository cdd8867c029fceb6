final class SignInBenefitsDataDisplayManager {}
