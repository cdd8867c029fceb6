import CanonLint
import CanonRules
import Testing

/// RULES.md, "Where a violation is reported": one problem gives one finding. The places of one
/// problem (a type reading one singleton in several methods) are one finding at the first place,
/// naming the others; one problem two rules would report (a VIPER output method not starting
/// with `did`, which is also not a verb) is reported by the rule that says it best.
@Suite struct OneProblemOneFindingTests {
  /// `file:line:column rule-id: message` of every finding, in report order.
  static func lint(
    _ files: [String: String], presets: [String], configuration: String? = nil
  ) throws -> [String] {
    try violations(files, presets: presets, configuration: configuration)
      .map { "\($0.location) \($0.ruleID): \($0.message)" }
  }

  static func violations(
    _ files: [String: String], presets: [String], configuration: String? = nil,
    declarations: Bool = false
  ) throws -> [Violation] {
    let source = configuration.map { YAMLSource(path: ".canon.yml", text: $0) }
    var setup = try ConfigurationLoader(registry: CanonRules.registry)
      .load(source, rootDirectory: "/", presetOverride: presets)
    setup.recordsDeclarations = declarations
    let inputs = files.sorted { $0.key < $1.key }.map {
      LintInput(path: $0.key, content: .text($0.value))
    }
    return Linter(setup: setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs)).lint(inputs)
      .violations.sorted(by: Violation.reportOrder)
  }

  static let settings = """
    final class SettingsViewModel {
      var isDark: Bool { UserDefaults.standard.bool(forKey: "dark") }
      func setDark(_ dark: Bool) {
        UserDefaults.standard.set(dark, forKey: "dark")
      }
      func reset() { UserDefaults.standard.removeObject(forKey: "dark"); UserDefaults.standard.synchronize() }
    }
    """

  @Test func oneSingletonReadAtManyPlacesIsOneFindingNamingTheOthers() throws {
    let found = try Self.lint(["Sources/SettingsViewModel.swift": Self.settings], presets: ["base"])
    #expect(
      found == [
        "Sources/SettingsViewModel.swift:2:22 no-singleton-access: 'UserDefaults.standard' is a singleton; inject it instead (4 places: also lines 4 and 6)"
      ])
  }

  /// A suppressed place is not one of the problem's places: the finding stands at the first
  /// place left, and counts the others.
  @Test func aSuppressedPlaceLeavesTheOthersAsOneFinding() throws {
    let suppressed = Self.settings.replacingOccurrences(
      of: "  var isDark", with: "  // canon:disable:next no-singleton-access\n  var isDark")
    let found = try Self.lint(["Sources/SettingsViewModel.swift": suppressed], presets: ["base"])
    #expect(
      found == [
        "Sources/SettingsViewModel.swift:5:5 no-singleton-access: 'UserDefaults.standard' is a singleton; inject it instead (3 places: also line 7)"
      ])
  }

  /// A baseline entry is the rule, the file, the declaration and the line's text: the finding
  /// that stays is the one that was at the first place, so the entry written for it before
  /// matches it still.
  @Test func theFindingThatStaysKeepsItsBaselineKey() throws {
    let found = try Self.violations(
      ["Sources/SettingsViewModel.swift": Self.settings], presets: ["base"], declarations: true)
    let settingsText = Self.settings
    var keys = FindingKeys(folder: "/", absolutePath: { "/" + $0 }, text: { _ in settingsText })
    let entries = keys.entries(for: found)
    #expect(entries.map(\.line) == [#"var isDark: Bool { UserDefaults.standard.bool(forKey: "dark") }"#])
    #expect(entries.map(\.declaration) == ["SettingsViewModel.isDark"])
  }

  @Test func layoutOfOneViewControllerIsOneFinding() throws {
    let code = """
      final class BananaViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          label.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: view.topAnchor)])
          label.frame = view.bounds
        }
      }
      """
    let found = try Self.lint(["Sources/BananaViewController.swift": code], presets: ["base", "mvvm-bindings"])
      .filter { $0.contains("view-controller-layout") }
    #expect(
      found == [
        "Sources/BananaViewController.swift:4:5 view-controller-layout: 'translatesAutoresizingMaskIntoConstraints' is layout code: move it to a UIView subclass (3 places: also lines 5 and 6)"
      ])
  }

  @Test func oneForbiddenTypeNamedAtManyPlacesIsOneFinding() throws {
    let found = try Self.lint(
      [
        "Sources/App/Models/User.swift":
          "struct User {\n  func cell() -> UserCell { UserCell() }\n  func other(_ cell: UserCell) {}\n}\n",
        "Sources/App/UserCell.swift": "final class UserCell: UITableViewCell {}\n",
      ], presets: ["base"]
    ).filter { $0.contains("layer-dependencies") }
    #expect(
      found == [
        "Sources/App/Models/User.swift:2:18 layer-dependencies: 'User' (model) references 'UserCell' (view): the model layer must not depend on the view layer (3 places: also line 3)"
      ])
  }

  /// A representable view's nested `Coordinator` is the view's code: the persistence type both
  /// name is one dependency of the view (nos' `PagedNoteListView`), not one more per nested type.
  @Test func aNestedTypeIsPartOfItsOuterTypesProblem() throws {
    let code = """
      import SwiftUI

      struct PagedNoteListView: UIViewRepresentable {
        let managedObjectContext: NSManagedObjectContext
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UICollectionViewDelegate {
          func load(in context: NSManagedObjectContext) {}
        }
      }
      """
    let found = try Self.lint(["Sources/App/Views/PagedNoteListView.swift": code], presets: ["base", "mvvm"])
      .filter { $0.contains("persistence-agnostic-upper-layers") }
    #expect(
      found == [
        "Sources/App/Views/PagedNoteListView.swift:4:29 persistence-agnostic-upper-layers: 'NSManagedObjectContext' belongs in the model: reach it through a store protocol (2 places: also line 7)"
      ])
  }

  static let output = """
    protocol PostListInteractorOutput: AnyObject {
      func postsLoaded(_ posts: [String])
    }
    """

  /// `postsLoaded` breaks `viper-output-methods` (start with `did`) and `viper-method-verbs`
  /// (`posts` is not a verb): `did…` fixes both, so the output rule alone says it.
  @Test func anOutputMethodIsToldOnceToStartWithDid() throws {
    let found = try Self.lint(["Sources/PostList.swift": Self.output], presets: ["viper"])
      .filter { $0.contains("postsLoaded") && !$0.contains("viper-documentation") && !$0.contains("unused-protocol-requirement") }
    #expect(
      found == [
        "Sources/PostList.swift:2:8 viper-output-methods: InteractorOutput method 'postsLoaded' reports what happened: start it with 'did'"
      ])
  }

  /// With the output rule off, nothing says it but the verb rule, which then does.
  @Test func theVerbRuleSpeaksWhenTheOutputRuleIsOff() throws {
    let found = try Self.lint(
      ["Sources/PostList.swift": Self.output], presets: ["viper"],
      configuration: "rules:\n  viper-output-methods: off\n"
    ).filter { $0.contains("postsLoaded") && !$0.contains("viper-documentation") && !$0.contains("unused-protocol-requirement") }
    #expect(found.count == 1)
    #expect(found.allSatisfy { $0.hasPrefix("Sources/PostList.swift:2:8 viper-method-verbs: ") })
  }

  /// A question the view asks its presenter (`numberOfItems() -> Int`) reports no event: the
  /// output rule, which would ask for `did`, leaves it to the verb rule, whose message is true
  /// of it (`number` is a verb, the name a noun phrase).
  @Test func aQueryInAnOutputIsToldToStartWithAVerbNotWithDid() throws {
    let code = """
      protocol PostListViewOutput: AnyObject {
        func numberOfItems() -> Int
        func nft(at index: Int) -> Nft
      }
      """
    let found = try Self.lint(["Sources/PostList.swift": code], presets: ["viper"])
      .filter { $0.contains("viper-output-methods") || $0.contains("viper-method-verbs") }
    #expect(
      found == [
        "Sources/PostList.swift:2:8 viper-method-verbs: 'numberOfItems' is a noun phrase ('number of …'): module protocols describe behaviour, so start it with a verb (e.g. 'obtain…')",
        "Sources/PostList.swift:3:8 viper-method-verbs: 'nft' should start with a verb: module protocols describe behaviour, and 'nft' is not an English verb (add the project's own verbs with `extra-verbs`)",
      ])
  }

  static let vipScene: [String: String] = [
    "Sources/ListOrders/ListOrdersInteractor.swift": """
      final class ListOrdersInteractor {
        var presenter: ListOrdersPresentationLogic?
        var orders: [String] = []
      }
      """,
    "Sources/ListOrders/ListOrdersPresenter.swift":
      "protocol ListOrdersPresentationLogic: AnyObject {}\nfinal class ListOrdersPresenter: ListOrdersPresentationLogic {}\n",
    "Sources/ListOrders/ListOrdersRouter.swift": "final class ListOrdersRouter {}\n",
    "Sources/ListOrders/ListOrdersViewController.swift": """
      final class ListOrdersViewController: UIViewController {
        var interactor: ListOrdersInteractor?
        var router: ListOrdersRouter?
      }
      """,
  ]

  static let vipRules: Set<String> = ["viper-interactor-stateless", "layer-dependencies"]

  @Test func aVIPSceneBreaksTwoOfTheGuidesRulesUnderPlainVIPER() throws {
    let found = try Self.violations(Self.vipScene, presets: ["viper"])
      .filter { Self.vipRules.contains($0.ruleID) }.map { "\($0.location) \($0.ruleID)" }
    #expect(
      found == [
        "Sources/ListOrders/ListOrdersInteractor.swift:3:7 viper-interactor-stateless",
        "Sources/ListOrders/ListOrdersViewController.swift:2:19 layer-dependencies",
        "Sources/ListOrders/ListOrdersViewController.swift:3:15 layer-dependencies",
      ])
  }

  /// One top-level line turns off what VIP does differently on purpose, in every rule at once.
  @Test func oneLineSaysTheAppIsVIP() throws {
    let found = try Self.violations(Self.vipScene, presets: ["viper"], configuration: "viper-dialect: vip\n")
      .filter { Self.vipRules.contains($0.ruleID) }
    #expect(found.isEmpty, "\(found)")
  }

  /// A type declared once per platform under `#if`/`#else` is one type: one finding at the first
  /// declaration, naming the other. Two such types of one branch stay two findings.
  @Test func aDeclarationRepeatedAcrossIfBranchesIsOneFinding() throws {
    let code = """
      #if os(iOS)
      final class DownloadManager: NSObject {}
      final class UploadManager {}
      #else
      final class DownloadManager {}
      final class UploadManager {}
      #endif
      final class CacheManager {}
      """
    let found = try Self.lint(["Sources/DownloadManager.swift": code], presets: ["base"])
      .filter { $0.contains("no-manager-suffix") }
    #expect(
      found == [
        "Sources/DownloadManager.swift:2:13 no-manager-suffix: class 'DownloadManager' is named '…Manager': name it after what it does (2 places: also line 5)",
        "Sources/DownloadManager.swift:3:13 no-manager-suffix: class 'UploadManager' is named '…Manager': name it after what it does (2 places: also line 6)",
        "Sources/DownloadManager.swift:8:13 no-manager-suffix: class 'CacheManager' is named '…Manager': name it after what it does",
      ])
  }
}
