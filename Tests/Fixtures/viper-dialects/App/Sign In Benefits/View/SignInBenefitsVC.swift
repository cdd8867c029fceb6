final class SignInBenefitsVC {}
