protocol SignInBenefitsInteractorInput: AnyObject {}
protocol SignInBenefitsInteractorOutput: AnyObject {}
