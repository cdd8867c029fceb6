final class DiscoverViewController: UIViewController {}
