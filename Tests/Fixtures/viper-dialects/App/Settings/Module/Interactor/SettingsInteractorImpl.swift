final class SettingsInteractorImpl {}
