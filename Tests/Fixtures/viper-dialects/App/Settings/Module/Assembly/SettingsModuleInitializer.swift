final class SettingsModuleInitializer {}
