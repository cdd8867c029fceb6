final class AddViewController: UIViewController {}
