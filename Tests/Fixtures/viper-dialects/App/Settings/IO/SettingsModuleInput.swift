protocol SettingsModuleInput: AnyObject {}
