final class SignInBenefitsRouter {}
