protocol SignInBenefitsModuleInput: AnyObject {}
protocol SignInBenefitsViewInput: AnyObject {}
protocol SignInBenefitsViewOutput: AnyObject {}
