/// The profile of the signed-in user.
protocol ProfileModuleInteractorInput: AnyObject {}
