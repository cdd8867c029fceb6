// A stand-in for the part of UIKit that Canon's templates use, so that scaffold-check can build
// the generated `#if canImport(UIKit)` code on Linux and run its UI tests. Never shipped.
//
// Declarations follow the iOS 17 SDK's signatures and main-actor isolation. What generated code
// and its tests rely on behaves as UIKit documents it (view loading, the navigation stack and its
// delegate, presentation and the presentation controller's delegate, controls' actions, cell
// reuse: see Navigation.swift, Presentation.swift and Lists.swift); the rest (layout, drawing,
// appearance) does nothing. Animations complete at once, as with `animated: false`.
//
// What only a user can do on a device is done here by `simulateUser…` methods that UIKit does
// not have; a generated app's UI tests reach them through a shim of its own on iOS.
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
  open var isHidden = false
  /// The views added to this one, in order; a view has one superview at a time.
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
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
  let handler: UIActionHandler
  public init(handler: @escaping UIActionHandler) { self.handler = handler }
}

@MainActor open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }
  open var isEnabled = true
  private var actions: [(action: UIAction, events: Event)] = []
  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }
  /// Runs the actions added for any of `controlEvents`, as a touch would (a disabled control too:
  /// UIKit only stops touches, not this call).
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.handler(entry.action) }
  }
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
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
  public var configuration: Configuration?
  /// A button's primary action is triggered by the touch up inside it.
  open override func sendActions(for controlEvents: Event) {
    super.sendActions(for: controlEvents.contains(.touchUpInside) ? controlEvents.union(.primaryActionTriggered) : controlEvents)
  }
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
  public private(set) var arrangedSubviews: [UIView] = []
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }
}

@MainActor open class UIActivityIndicatorView: UIView {
  public enum Style: Sendable { case medium, large }
  public init(style: Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { nil }
  public private(set) var isAnimating = false
  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}

@MainActor open class UIBarButtonItem: NSObject {
  public enum SystemItem: Sendable { case close, done, cancel }
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: NSObject? = nil) {
    self.primaryAction = primaryAction
  }
  open var primaryAction: UIAction?
  open var isEnabled = true
}

@MainActor open class UINavigationItem: NSObject {
  open var title: String?
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItem: UIBarButtonItem?
}

/// A screen. Its `view` is loaded the first time it is asked for: `loadView()` (a plain `UIView`
/// unless overridden), then `viewDidLoad()`, once.
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  private var loadedView: UIView?
  private var isLoadingView = false
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }
  public var viewIfLoaded: UIView? { loadedView }
  public var isViewLoaded: Bool { loadedView != nil }
  open var title: String? {
    didSet { navigationItem.title = title }
  }
  public private(set) lazy var navigationItem = UINavigationItem()
  open func loadView() { view = UIView() }
  open func viewDidLoad() {}
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    precondition(loadedView != nil, "\(type(of: self)).loadView() must set view")
    viewDidLoad()
  }

  /// The view controllers this one contains (a navigation controller's stack).
  public internal(set) var children: [UIViewController] = []
  public internal(set) weak var parent: UIViewController?
  /// The nearest navigation controller among the parents.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  // Presentation: see Presentation.swift.
  /// The view controller this one presents (kept alive by it until dismissed).
  public internal(set) var presentedViewController: UIViewController?
  /// The view controller that presents this one, or that presents one of its parents.
  public var presentingViewController: UIViewController? {
    presenter ?? parent?.presentingViewController
  }
  weak var presenter: UIViewController?
  var presentationStorage: UIPresentationController?
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  open var isModalInPresentation = false
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    performPresentation(of: viewControllerToPresent, completion: completion)
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(completion: completion)
  }
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
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public private(set) var reuseIdentifier: String?
  public let contentView = UIView()
  open func prepareForReuse() {}
}
