final class SignInBenefitsAssembly {}
