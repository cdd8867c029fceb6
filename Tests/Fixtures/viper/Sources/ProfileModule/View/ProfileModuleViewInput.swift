/// The profile of the signed-in user.
protocol ProfileModuleViewInput: AnyObject {}
