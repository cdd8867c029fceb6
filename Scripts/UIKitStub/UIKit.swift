// A stand-in for the part of UIKit that Canon's templates use, so that scaffold-check can
// type-check the generated `#if canImport(UIKit)` code on Linux. Declarations follow the iOS 17
// SDK's signatures and main-actor isolation; bodies do nothing.
@_exported import Foundation

@MainActor open class UIResponder: NSObject {}

@MainActor public final class UIColor: NSObject {
  public static let systemBackground = UIColor()
}

public final class UIImage: NSObject, Sendable {
  public init?(systemName: String) {}
}

@MainActor public final class NSLayoutAnchor<AnchorType>: NSObject {
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: Double) -> NSLayoutConstraint { NSLayoutConstraint() }
}
public final class NSLayoutXAxisAnchor {}
public final class NSLayoutYAxisAnchor {}

@MainActor public final class NSLayoutConstraint: NSObject {
  public static func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor public final class UILayoutGuide: NSObject {
  public var leadingAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> { NSLayoutAnchor() }
  public var trailingAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> { NSLayoutAnchor() }
  public var topAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> { NSLayoutAnchor() }
  public var bottomAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> { NSLayoutAnchor() }
}

@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) {}
  open var backgroundColor: UIColor?
  open var translatesAutoresizingMaskIntoConstraints = true
  open func addSubview(_ view: UIView) {}
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  public var leadingAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> { NSLayoutAnchor() }
  public var trailingAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> { NSLayoutAnchor() }
  public var centerXAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> { NSLayoutAnchor() }
  public var topAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> { NSLayoutAnchor() }
  public var bottomAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> { NSLayoutAnchor() }
  public var centerYAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> { NSLayoutAnchor() }
}

public enum NSTextAlignment: Sendable { case left, center, right, natural }

@MainActor open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1
  open var textAlignment = NSTextAlignment.natural
}

// Stricter than needed on purpose (@Sendable): code that compiles here compiles with either form.
public typealias UIActionHandler = @MainActor @Sendable (UIAction) -> Void

@MainActor public final class UIAction: NSObject {
  public init(handler: @escaping UIActionHandler) {}
}

@MainActor open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }
  open var isEnabled = true
  open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

@MainActor open class UIButton: UIControl {
  public enum ButtonType: Sendable { case system, close }
  public struct Configuration: Sendable {
    public var image: UIImage?
    public var title: String?
    public static func filled() -> Configuration { Configuration() }
    public static func plain() -> Configuration { Configuration() }
  }
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }
  public var configuration: Configuration?
}

@MainActor open class UITextField: UIControl {
  public enum BorderStyle: Sendable { case none, roundedRect }
  open var text: String?
  open var borderStyle = BorderStyle.none
}

@MainActor open class UIStackView: UIView {
  public enum Axis: Sendable { case horizontal, vertical }
  open var axis = Axis.horizontal
  open var spacing = 0.0
  open func addArrangedSubview(_ view: UIView) {}
}

@MainActor open class UIActivityIndicatorView: UIView {
  public enum Style: Sendable { case medium, large }
  public init(style: Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { nil }
  open func startAnimating() {}
  open func stopAnimating() {}
}

@MainActor open class UIBarButtonItem: NSObject {
  public enum SystemItem: Sendable { case close, done, cancel }
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: NSObject? = nil) {}
}

@MainActor open class UINavigationItem: NSObject {
  open var rightBarButtonItem: UIBarButtonItem?
}

@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public var view: UIView! { get { UIView() } set {} }
  open var title: String?
  public var navigationItem: UINavigationItem { UINavigationItem() }
  public var navigationController: UINavigationController? { nil }
  open func loadView() {}
  open func viewDidLoad() {}
  public func loadViewIfNeeded() {}
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  open func addChild(_ childController: UIViewController) {}
  open func didMove(toParent parent: UIViewController?) {}
}

@MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
  public required init?(coder: NSCoder) { nil }
  open var viewControllers: [UIViewController] = []
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

// The app's entry point: application and scene lifecycle.
@MainActor open class UIApplication: UIResponder {}

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions) -> UISceneConfiguration
}
extension UIApplicationDelegate {
  // What UIKit's `@main` support provides: UIApplicationMain with this delegate.
  public static func main() {}
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role) }
}

public struct UISceneSessionRole: Hashable, Sendable {
  public static let windowApplication = UISceneSessionRole()
}

@MainActor open class UISceneSession: NSObject {
  public var role: UISceneSessionRole { .windowApplication }
}

@MainActor open class UIScene: UIResponder {
  @MainActor open class ConnectionOptions: NSObject {}
}

@MainActor open class UIWindowScene: UIScene {}

@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

@MainActor open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSessionRole) {}
  open var delegateClass: AnyClass?
}

@MainActor open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}

// Table view cells (the mvvm-bindings `cell` template).
@MainActor open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var contentView: UIView { UIView() }
  open func prepareForReuse() {}
}
