final class SettingsModuleConfigurator {}
