final class SettingsViewController: UIViewController {}
