import CanonLint

/// Every view controller has its view model, held privately as `viewModel`.
struct ViewModelPairing: ProjectRule {
  static let description = RuleDescription(
    id: "view-model-pairing",
    summary: "A view controller without its view model type, or holding it other than as a private `viewModel`",
    rationale: """
      All of a screen's logic lives in its view model, and the two are found by name: \
      `BananaViewController` goes with `BananaViewModel` (a `BananaViewModelType`, \
      `…ViewModeling` or `…ViewModelProtocol` protocol counts too). The controller keeps it in \
      a `private` (or `private(set)`) property called `viewModel`, so nobody else drives the \
      screen through it and every controller reads the same. Reported at the controller's name \
      when the view model type is missing or the controller holds no view model at all (its \
      own or a project superclass's property), and at the property otherwise. Container controllers (`UISplitViewController`, \
      `UINavigationController`, `UITabBarController` subclasses) show other screens and need \
      no view model of their own, and an alert (`UIAlertController` subclass) is a system \
      dialog, not a screen. A controller that keeps a shared view model as its `viewModel` (the \
      form screens of a sign-up flow driven by one `FormValidationViewModel`) has its view \
      model, whatever its name. Base classes that the project subclasses are checked only for \
      how they hold the view model.
      """,
    source: "G1 View Controllers: a corresponding view model class, saved in a private property called viewModel",
    triggering: [
      Example("final class ↓BananaViewController: UIViewController {}"),
      Example(
        "final class BananaViewController: UIViewController {\n  let ↓viewModel: BananaViewModel\n  init(viewModel: BananaViewModel) { self.viewModel = viewModel }\n}",
        context: ["Sources/App/BananaViewModel.swift": "final class BananaViewModel {}"]),
      Example(
        "final class BananaViewController: UIViewController {\n  private let ↓model: BananaViewModel\n}",
        context: ["Sources/App/BananaViewModel.swift": "final class BananaViewModel {}"]),
      Example(
        "final class ↓BananaViewController: UIViewController {\n  private let titleLabel = UILabel()\n}",
        context: ["Sources/App/BananaViewModel.swift": "final class BananaViewModel {}"]),
      Example(
        "class ViewController: UIViewController {\n  var ↓viewModel: ViewModel?\n}\nfinal class BananaViewController: ViewController {}",
        context: [
          "Sources/App/ViewModel.swift": "class ViewModel {}\nfinal class BananaViewModel: ViewModel {}"
        ]),
    ],
    nonTriggering: [
      Example(
        "final class BananaViewController: UIViewController {\n  private let viewModel: BananaViewModelType\n}",
        context: ["Sources/App/BananaViewModel.swift": "protocol BananaViewModelType {}\nfinal class BananaViewModel: BananaViewModelType {}"]),
      Example(
        "final class BananaViewController: UIViewController {\n  private(set) var viewModel: BananaViewModeling!\n}",
        context: ["Sources/App/BananaViewModeling.swift": "protocol BananaViewModeling {}"]),
      Example(
        "class BaseViewController: UIViewController {\n  private(set) var viewModel: ViewModel?\n}\nfinal class BananaViewController: BaseViewController {}",
        context: ["Sources/App/ViewModel.swift": "class ViewModel {}\nfinal class BananaViewModel: ViewModel {}"]),
      Example("final class MainNavigationController: UINavigationController {}"),
      // An alert is a system dialog, not a screen.
      Example("final class PasswordAlertViewController: UIAlertController {}"),
      // One view model shared by several simple form screens.
      Example(
        "final class RegistrationEmailViewController: UIViewController {\n  private lazy var viewModel: GenericFormValidationViewModel = GenericFormValidationViewModel()\n}",
        context: ["Sources/App/GenericFormValidationViewModel.swift": "final class GenericFormValidationViewModel {}"]),
      Example("class SplitViewController: UISplitViewController {}\nfinal class InitialSplitViewController: SplitViewController {}"),
      Example(
        "final class BananaViewController: UIViewController {\n  private let viewModel: BananaViewModel\n  private let headerViewModel: HeaderViewModel\n}",
        context: ["Sources/App/BananaViewModel.swift": "final class BananaViewModel {}\nfinal class HeaderViewModel {}"]),
    ])

  /// Containers show other controllers and have no content of their own; an alert controller
  /// is a system dialog.
  static let containers: Set<String> = [
    "UISplitViewController", "UINavigationController", "UITabBarController", "UIAlertController",
  ]

  func check(_ project: LintedProject) {
    let index = project.index
    let privateModifiers: Set<String> = ["private", "fileprivate", "private(set)", "fileprivate(set)"]
    for file in project.reportedFiles {
      for type in file.types where type.kind == .class {
        let name = type.name
        guard index.hasRole(.viewController, name), !index.hasRole(.testCase, name) else { continue }

        // How this class holds view models.
        let candidates = type.properties.filter { property in
          !property.isStatic
            && (property.name == "viewModel"
              || property.mainTypeName.map { index.hasRole(.viewModel, $0) || $0.hasSuffix("ViewModel") }
                == true)
        }
        let held = candidates.first { $0.name == "viewModel" }
        if let held, held.modifiers.isDisjoint(with: privateModifiers) {
          project.report(
            at: held.location,
            "make 'viewModel' private (or private(set)): only '\(name)' drives its screen")
        } else if held == nil, let other = candidates.first {
          project.report(
            at: other.location,
            "hold the view model in a private property named 'viewModel', not '\(other.name)'")
        }

        guard name.hasSuffix("ViewController"), name != "ViewController", !index.isSubclassed(name),
          !index.inherits(name, fromAnyOf: Self.containers)
        else { continue }
        let viewModelName = String(name.dropLast("Controller".count)) + "Model"
        let names = [viewModelName] + ["Type", "ing", "Protocol"].map { viewModelName + $0 }
        // A view model under another name, kept as this controller's `viewModel`, is its own.
        let holdsShared = held?.mainTypeName.map { index.hasRole(.viewModel, $0) } == true
        if !holdsShared, !names.contains(where: index.declares) {
          project.report(
            at: type.location, "'\(name)' has no '\(viewModelName)': give every screen its view model")
          continue
        }
        let holdsAny = index.classChain(name).contains { declaration in
          declaration.properties.contains { property in
            !property.isStatic
              && (property.name == "viewModel"
                || property.mainTypeName.map { index.hasRole(.viewModel, $0) } == true)
          }
        }
        if !holdsAny {
          project.report(
            at: type.location, "'\(name)' holds no view model: keep its '\(viewModelName)' in a private 'viewModel'")
        }
      }
    }
  }
}
