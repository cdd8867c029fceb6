import CanonLint
import SwiftSyntax

/// Screen transitions belong to the architecture's navigation role.
struct NavigationOwnership: SyntaxRule {
  struct Options: RuleOptions {
    var roles = RoleList([.navigationService, .coordinator, .router, .viewController])
    static var fields: [OptionField<Options>] {
      [
        .option(
          "roles", \.roles,
          "The roles allowed to navigate: `navigation-service`, `coordinator`, `router` and `view-controller` (mvvm), `coordinator` (mvvm-c; a router coordinators navigate through is allowed with it), `router` (viper); with `coordinator` and without `view-controller`, view controllers that build the next screen's view model or hold a coordinator strongly are reported too"
        )
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "navigation-ownership",
    summary: "A navigation call outside the architecture's navigation role",
    rationale: """
      One component owns transitions between screens (the navigation service in MVVM, the \
      coordinator in MVVM-C, the router in VIPER): it creates the next screen with its \
      dependencies and can log every transition. A view model or view that pushes, presents or \
      dismisses by itself bypasses it and couples screens to each other. In MVVM (G0) view \
      controllers are part of the view that may also handle navigation, by themselves or \
      through a separate routing component (a navigation service, coordinator or router: the \
      same job under other names), so the default roles are `navigation-service`, \
      `coordinator`, `router` and `view-controller`, and only view models, views and cells are \
      reported (a `…Presenter` that presents a modal is such a routing component); in MVVM-C \
      only the coordinator navigates (`roles: [coordinator]`), itself or through the router \
      it performs its transitions with (a role allowed wherever coordinators are). The \
      rule flags `pushViewController`, the `pop…` family, `present(_:animated:…)`, \
      `dismiss(animated:…)`, `show(_:sender:)`, `showDetailViewController`, \
      `setViewControllers` and `performSegue` in types that have an architecture role other \
      than the allowed ones (option `roles`). Types without a role (an extension of \
      `UIViewController`) and container controllers (subclasses of `UINavigationController`, \
      `UISplitViewController`, `UITabBarController`, `UIPageViewController`) are not flagged, and presenting an alert or \
      share sheet (`UIAlertController`, `UIActivityViewController`, a system picker, or a value \
      whose name says `alert` or `picker`) is not navigation, nor is dismissing a system composer or picker handed to a \
      delegate method (`MFMailComposeViewController`, `UIImagePickerController`, …). When \
      coordinators navigate and view controllers may not (mvvm-c), two more things in a view \
      controller are the coordinator's job: building the next screen's view model (a call of `XViewModel(…)` where the project \
      has an `XViewController` other than this one; its own view model is another rule's \
      matter), and holding a coordinator strongly (a stored property that is not `weak` or \
      `unowned` whose type is a coordinator or named `…Coordinator`/`…Coordinating`), which \
      makes a retain cycle with the coordinator that owns the screen. Only a coordinator handed \
      in (an `init` parameter, a property another object sets) is owned elsewhere: a view \
      controller that builds its own coordinator and keeps it (an extension's entry screen, \
      `lazy var coordinator = FileProviderCoordinator(host: self)`) is its only owner, and a \
      weak reference would free it at once. The `Coordinator` SwiftUI \
      makes for a representable (`TimelineRepresentable.Coordinator`) is its delegate, no flow's, \
      and a representable setting the stack of the controller it hosts \
      (`uiViewController.setViewControllers(…)` in `updateUIViewController(_:context:)`) keeps \
      UIKit in step with SwiftUI's state: hosting, not a screen navigating.
      """,
    source: "G0 Navigation Service; G3 coordinators; G2 router",
    triggering: [
      Example(
        "final class BananaViewController: UIViewController {\n  func open() {\n    ↓navigationController?.pushViewController(DetailViewController(), animated: true)\n  }\n}",
        options: "roles: [coordinator]"),
      // Under mvvm a view's navigation is still the view controller's or the service's.
      Example("final class BananaView: UIView {\n  weak var host: UIViewController?\n  func open() {\n    ↓host?.present(DetailViewController(), animated: true)\n  }\n}"),
      Example("final class BananaViewModel {\n  weak var host: UIViewController?\n  func close() {\n    ↓host?.dismiss(animated: true)\n  }\n}"),
      Example(
        "final class BananaViewController: UIViewController {\n  func open() {\n    ↓present(DetailViewController(), animated: true, completion: nil)\n    ↓performSegue(withIdentifier: \"detail\", sender: nil)\n  }\n}",
        options: "roles: [coordinator]"),
      // mvvm-c: the coordinator builds the next screen's view model.
      Example(
        "final class BananaViewController: UIViewController {\n  weak var delegate: BananaViewControllerDelegate?\n  func open(_ banana: Banana) {\n    delegate?.show(↓DetailViewModel(banana: banana))\n  }\n}",
        context: [
          "Sources/App/Detail/DetailViewModel.swift": "final class DetailViewModel {}",
          "Sources/App/Detail/DetailViewController.swift": "final class DetailViewController: UIViewController {}",
        ],
        options: "roles: [coordinator]"),
      // mvvm-c: a strong reference back to the coordinator that owns the screen.
      Example(
        "final class BananaViewController: UIViewController {\n  var ↓coordinator: BananaCoordinator?\n  let ↓flow: BananaCoordinating\n}",
        options: "roles: [coordinator]"),
      // Handed in through `init`, or built here but replaced by one handed in: owned elsewhere.
      Example(
        "final class BananaViewController: UIViewController {\n  private let ↓coordinator: BananaCoordinator\n  private var ↓next = DetailCoordinator()\n  init(coordinator: BananaCoordinator, next: DetailCoordinator) {\n    self.coordinator = coordinator\n    self.next = next\n    super.init(nibName: nil, bundle: nil)\n  }\n}",
        options: "roles: [coordinator]"),
      // Qualified, a coordinator is still one unless a representable nests it.
      Example(
        "final class BananaViewController: UIViewController {\n  var ↓parent: Flows.Coordinator?\n}",
        context: ["Sources/App/Flows.swift": "enum Flows {\n  final class Coordinator: BaseCoordinator {}\n}\nclass BaseCoordinator {}"],
        options: "roles: [coordinator]"),
      Example(
        "final class BananaNavigationService {\n  func open(from host: UIViewController) {\n    ↓host.show(DetailViewController(), sender: nil)\n  }\n}",
        options: "roles: [coordinator]"),
      // VIPER: the presenter asks its router to navigate.
      Example(
        "final class BananaPresenter {\n  weak var transitionHandler: UIViewController?\n  func didTapDetail() {\n    ↓transitionHandler?.present(DetailViewController(), animated: true)\n  }\n}",
        options: "roles: [router]"),
    ],
    nonTriggering: [
      Example("final class BananaNavigationService {\n  let navigationController: UINavigationController\n  func open() {\n    navigationController.pushViewController(DetailViewController(), animated: true)\n  }\n}"),
      Example(
        "final class BananaCoordinator {\n  let navigationController: UINavigationController\n  func open() {\n    navigationController.pushViewController(DetailViewController(), animated: true)\n  }\n}",
        options: "roles: [coordinator]"),
      Example("final class MainNavigationController: UINavigationController {\n  func reset() {\n    popToRootViewController(animated: false)\n  }\n}"),
      Example("final class PagerViewController: UIViewController {\n  func next() {\n    pageController.setViewControllers([page], direction: .forward, animated: true)\n  }\n}"),
      Example("final class RootSplitViewController: UISplitViewController {\n  func reset(_ tab: UINavigationController) {\n    tab.popToRootViewController(animated: false)\n  }\n}"),
      Example("extension UIViewController {\n  func showError() {\n    present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func warn() {\n    let controller = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n    present(controller, animated: true)\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func warn() {\n    present(errorAlert, animated: true)\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func pick() {\n    present(self.imagePickerController, animated: true)\n    pickerViewController.dismiss(animated: true)\n  }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {\n    controller.dismiss(animated: true)\n  }\n}"),
      Example("final class BananaViewModel {\n  func show(_ banana: Banana) {}\n  func f() { show(banana) }\n}"),
      Example("final class BananaViewController: UIViewController {\n  func open() {\n    navigator.show(segue: .detail, sender: self)\n  }\n}"),
      // G0: a helper that presents one modal for the screens that ask it is a routing component
      // under another name.
      Example("struct DuckPlayerModalPresenter {\n  func presentModal(on viewController: UIViewController) {\n    viewController.present(UIHostingController(rootView: FeatureView()), animated: true)\n  }\n}"),
      // G0: view controllers may navigate by themselves (the default roles, as in `mvvm`).
      Example("final class BananaViewController: UIViewController {\n  func open() {\n    navigationController?.pushViewController(DetailViewController(), animated: true)\n  }\n}"),
      Example(
        "final class BananaViewController: UIViewController {\n  func open() {\n    present(DetailViewController(), animated: true)\n  }\n}",
        options: "roles: [navigation-service, coordinator, router, view-controller]"),
      Example(
        "final class FeedCoordinator {\n  let navigationController: UINavigationController\n  func start() {\n    navigationController.pushViewController(FeedViewController(), animated: true)\n  }\n}"),
      Example(
        "final class LoginRouter {\n  weak var navigationController: UINavigationController?\n  func openForgotPassword() {\n    navigationController?.pushViewController(ForgotPasswordViewController(), animated: true)\n  }\n}"),
      // mvvm-c: a coordinator may perform its transitions through a router.
      Example(
        "final class CheckoutRouter {\n  private let navigationController: UINavigationController\n  func push(_ screen: UIViewController) {\n    navigationController.pushViewController(screen, animated: true)\n  }\n}",
        options: "roles: [coordinator]"),
      // mvvm-c: a view controller's own view model, a cell's, and a weak coordinator are fine.
      Example(
        "final class BananaViewController: UIViewController {\n  private let viewModel = BananaViewModel()\n  weak var coordinator: BananaCoordinator?\n  unowned let flow: BananaCoordinating\n  func cell(for banana: Banana) -> BananaCellViewModel { BananaCellViewModel(banana: banana) }\n}",
        context: [
          "Sources/App/BananaViewModel.swift": "final class BananaViewModel {}",
          "Sources/App/BananaCellViewModel.swift": "final class BananaCellViewModel {}",
        ],
        options: "roles: [coordinator]"),
      // A coordinator builds view models, and other screens' view models outside mvvm-c are not this rule's.
      Example(
        "final class BananaCoordinator {\n  let coordinator: AppCoordinator\n  func open() { show(DetailViewModel()) }\n}",
        context: [
          "Sources/App/DetailViewModel.swift": "final class DetailViewModel {}",
          "Sources/App/DetailViewController.swift": "final class DetailViewController: UIViewController {}",
        ],
        options: "roles: [coordinator]"),
      Example(
        "final class BananaViewController: UIViewController {\n  var coordinator: BananaCoordinator?\n  func open() { show(DetailViewModel()) }\n}",
        context: [
          "Sources/App/DetailViewModel.swift": "final class DetailViewModel {}",
          "Sources/App/DetailViewController.swift": "final class DetailViewController: UIViewController {}",
        ]),
      // A container builds its pages: composition, not a transition.
      Example(
        "final class FeedPagesViewController: UIPageViewController {\n  func page(for scope: Scope) -> UIViewController {\n    FeedViewController(viewModel: FeedViewModel(scope: scope))\n  }\n}",
        context: [
          "Sources/App/FeedViewModel.swift": "final class FeedViewModel {}",
          "Sources/App/FeedViewController.swift": "final class FeedViewController: UIViewController {}",
        ],
        options: "roles: [coordinator]"),
      // Built by the view controller itself (an extension's entry screen): it is the
      // coordinator's only owner, and the coordinator refers back to it weakly.
      Example(
        "final class RootViewController: UIViewController {\n  private lazy var coordinator: FileProviderCoordinator = {\n    FileProviderCoordinator(host: self)\n  }()\n  private let child = DetailCoordinator()\n}",
        options: "roles: [coordinator]"),
      Example(
        "final class ShareViewController: UIViewController {\n  private var coordinator: ShareCoordinator?\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    coordinator = .init(host: self)\n  }\n}",
        options: "roles: [coordinator]"),
      // System coordinators are not flow coordinators.
      Example(
        "final class BananaViewController: UIViewController {\n  let fileCoordinator: NSFileCoordinator\n  var transition: UIViewControllerTransitionCoordinator?\n}",
        options: "roles: [coordinator]"),
      // The coordinator SwiftUI makes for a representable is its delegate.
      Example(
        "final class TimelineTableViewController: UIViewController {\n  private let coordinator: TimelineViewRepresentable.Coordinator\n}",
        context: [
          "Sources/App/TimelineView.swift":
            "struct TimelineViewRepresentable: UIViewControllerRepresentable {\n  final class Coordinator {}\n}"
        ],
        options: "roles: [coordinator]"),
      // A representable keeps the navigation controller it hosts in step with SwiftUI's state.
      Example(
        "struct ReaderContainer: UIViewControllerRepresentable {\n  let chapter: Chapter\n  func makeUIViewController(context: Context) -> UINavigationController {\n    UINavigationController(rootViewController: ReaderViewController(chapter: chapter))\n  }\n  func updateUIViewController(_ controller: UINavigationController, context: Context) {\n    controller.setViewControllers([ReaderViewController(chapter: chapter)], animated: false)\n  }\n}"),
    ])

  /// The roles that may navigate, given the `roles` option: where coordinators navigate, the
  /// router a coordinator performs its transitions through may too (G3's coordinators are the
  /// team's own implementation; XCoordinator's `Router`, a coordinator's `…Router` that pushes
  /// and presents for it). It only moves the UIKit calls out of the coordinator: a view
  /// controller that builds the next screen or holds its coordinator is still reported.
  static func allowedRoles(_ roles: [Role]) -> Set<Role> {
    var allowed = Set(roles)
    if allowed.contains(.coordinator) { allowed.insert(.router) }
    return allowed
  }

  /// The roles whose navigation calls are reported. Where view controllers may navigate (G0's
  /// `mvvm`), a screen's view model, view and cell: any other helper that presents screens
  /// is the "separate routing component" G0 allows under any name. Where only a coordinator or
  /// a router may (`mvvm-c`, `viper`), every other role: a VIPER presenter asks its router.
  static func checkedRoles(allowed: Set<Role>) -> Set<Role> {
    let checked: Set<Role> =
      allowed.contains(.viewController)
      ? [.viewModel, .view, .cell] : Set(Role.allCases).subtracting([.entity, .testCase])
    return checked.subtracting(allowed)
  }

  /// Container controllers manage their children's stack: that is their job.
  static let containers: Set<String> = [
    "UINavigationController", "UISplitViewController", "UITabBarController", "UIPageViewController",
  ]

  /// System sheets a screen shows and dismisses itself; the API hands them to the screen.
  static let systemDialogs: Set<String> = [
    "UIAlertController", "UIActivityViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "UIImagePickerController", "PHPickerViewController",
    "UIDocumentPickerViewController", "SKStoreProductViewController",
  ]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let roles = options.roles.roles
    // mvvm-c: the coordinator, not the view controller, owns the screen flow.
    if roles.contains(.coordinator), !roles.contains(.viewController) {
      Self.observeCoordinatorJobs(file, with: &walk)
    }
    walk.on(FunctionCallExprSyntax.self, named: Self.navigationMethods) { call in
      guard let name = Self.navigationCallName(call) else { return }
      if name == "present", let first = call.arguments.first?.expression,
        Self.isSystemDialog(first, in: call)
      {
        return
      }
      if name == "dismiss",
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
        Self.isSystemDialog(receiver, in: call)
      {
        return
      }
      let owners = call.enclosingTypeNames
      guard !owners.isEmpty else { return }
      // Made for a navigation call only: most files have none.
      let allowed = Self.allowedRoles(roles)
      let checked = Self.checkedRoles(allowed: allowed)
      let allowedNames = roles.map(\.rawValue).joined(separator: ", ")
      let host = Self.hostingMethodOwner(call)
      file.report(
        at: call, "'\(name)' navigates outside the navigation role (\(allowedNames)): ask it to navigate",
        when: { index in
          index.anyHasRole(checked, among: owners) && !index.anyHasRole(allowed, among: owners)
            && !owners.contains { index.inherits($0, fromAnyOf: Self.containers) }
            && !(host.map { index.inherits($0, fromAnyOf: Self.representables) } ?? false)
        })
    }
  }

  /// The methods through which SwiftUI builds, updates and tears down the UIKit or AppKit
  /// controller a representable hosts.
  static let hostingMethods: Set<String> = [
    "makeUIViewController", "updateUIViewController", "dismantleUIViewController",
    "makeNSViewController", "updateNSViewController", "dismantleNSViewController",
  ]

  /// The type whose hosting method (`updateUIViewController(_:context:)`, …) a call is in:
  /// a representable keeping the hosted controller in step with SwiftUI's state (setting a
  /// hosted navigation controller's stack) is hosting, not a screen navigating.
  static func hostingMethodOwner(_ call: FunctionCallExprSyntax) -> String? {
    var current = call.parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        return hostingMethods.contains(function.name.text) ? function.enclosingTypeName : nil
      }
      if node.isProtocol(DeclGroupSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }

  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let navigationMethods: NameSet = [
    "pushViewController", "popViewController", "popToViewController", "popToRootViewController",
    "showDetailViewController", "setViewControllers", "present", "dismiss", "show", "performSegue",
  ]

  /// The navigation method a call to one of `navigationMethods` invokes, judged by name and
  /// argument labels.
  static func navigationCallName(_ call: FunctionCallExprSyntax) -> String? {
    guard let name = call.calledName else { return nil }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    switch name {
    case "pushViewController", "popViewController", "popToViewController",
      "popToRootViewController", "showDetailViewController":
      return labels.contains("animated") || labels.contains("sender") ? name : nil
    case "setViewControllers":
      // A page view controller's `setViewControllers(_:direction:animated:)` turns pages.
      return labels == ["_", "animated"] ? name : nil
    case "present":
      return labels.count >= 2 && labels[0] == "_" && labels[1] == "animated" ? name : nil
    case "dismiss":
      return labels.first == "animated" ? name : nil
    case "show":
      return labels == ["_", "sender"] ? name : nil
    case "performSegue":
      return labels.first == "withIdentifier" ? name : nil
    default:
      return nil
    }
  }

  /// Names that say alert, picker or share sheet (`errorAlert`, `self.imagePicker`).
  static func saysSystemDialog(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["alert", "picker", "activityviewcontroller", "sharesheet"].contains { lowered.contains($0) }
  }

  /// An alert or share sheet: built right there, a local built from one, or named `…alert…`.
  static func isSystemDialog(_ expression: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
    if let made = expression.as(FunctionCallExprSyntax.self),
      let callee = made.calledExpression.as(DeclReferenceExprSyntax.self)
    {
      return systemDialogs.contains(callee.baseName.text)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return saysSystemDialog(member.declName.baseName.text)
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    let name = reference.baseName.text
    if saysSystemDialog(name) { return true }
    guard let body = call.enclosingFunctionLike else { return false }
    if let function = body.as(FunctionDeclSyntax.self) {
      for parameter in function.signature.parameterClause.parameters
      where (parameter.secondName ?? parameter.firstName).text == name {
        if let type = parameter.type.nominalName, systemDialogs.contains(type) { return true }
      }
    }
    let nameBytes = reference.baseName.textBytes
    for token in body.tokens(viewMode: .sourceAccurate) where token.textBytes == nameBytes {
      guard let binding = token.parent?.parent?.as(PatternBindingSyntax.self) else { continue }
      if let type = binding.typeAnnotation?.type.nominalName, systemDialogs.contains(type) {
        return true
      }
      if let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        let callee = value.calledExpression.as(DeclReferenceExprSyntax.self),
        systemDialogs.contains(callee.baseName.text)
      {
        return true
      }
    }
    return false
  }
}
