final class SettingsRouter {}
