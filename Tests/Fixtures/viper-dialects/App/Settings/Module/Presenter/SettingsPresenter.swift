final class SettingsPresenter {}
