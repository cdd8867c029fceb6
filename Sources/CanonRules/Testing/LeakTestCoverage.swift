import CanonLint
import SwiftSyntax

/// Every view model has a test that checks it is freed: G4's memory-leak shared example.
struct LeakTestCoverage: SyntaxRule {
  struct Options: RuleOptions {
    var helpers = [
      "assertNoLeak", "expectDeallocation", "ObjectWithoutLeaks",
      "itBehavesLike(\"object without leaks\")", "trackForLeaks", "expectNoLeaks",
    ]
    var roles = ["view-model"]
    var onlyWhenUsed = true
    static var fields: [OptionField<Options>] {
      [
        .option(
          "helpers", \.helpers,
          "Leak checks: a function or type name (called, or passed as `Name.self`), or `call(\"description\")` for a shared example named by a string"),
        .option(
          "roles", \.roles,
          "Roles whose types need a leak test: view-model, and coordinator, presenter, view-controller, …"),
        .option(
          "only-when-used", \.onlyWhenUsed,
          "Report only when the tests use one of the helpers at least once; a project whose tests never do probably names its leak check differently (set `helpers`), or has not adopted it yet (set false to report every uncovered type)"),
      ]
    }
  }
  var options = Options()
  /// The project's own leak checks, gathered from the test files' facts once per lint.
  let discovered = LeakHelperDiscovery.Memo()

  /// A Quick spec that checks `LanguagesViewModel` for leaks, shared by several examples.
  private static let languagesSpec = """
    import Quick
    @testable import App

    final class LanguagesViewModelSpec: QuickSpec {
      override class func spec() {
        describe("LanguagesViewModel") {
          itBehavesLike("object without leaks") {
            MemoryLeakContext { LanguagesViewModel(api: GoodStubAPI()) }
          }
        }
      }
    }
    """

  /// The project's own leak check, as the Essential Developer course writes it.
  private static let trackForMemoryLeaks = """
    import XCTest

    extension XCTestCase {
      func trackForMemoryLeaks(_ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
        addTeardownBlock { [weak instance] in
          XCTAssertNil(instance, "Instance should have been deallocated. Potential memory leak.", file: file, line: line)
        }
      }
    }
    """

  static let description = RuleDescription(
    id: "leak-test-coverage",
    summary: "A view model (and, by option, another role) that no test checks for leaks",
    rationale: """
      A view model that is never freed keeps its screen's subscriptions and requests alive. The \
      team checks each one with the shared leak example: the test builds the object, drops every \
      reference and expects it to be gone. A type counts as covered when a test file passes it \
      to one of the configured helpers: built inside the call (`assertNoLeak(LoginViewModel())`, \
      `itBehavesLike("object without leaks") { MemoryLeakContext { LoginViewModel() } }`), held \
      in a variable the file declares or assigns with that type, returned by a factory \
      function the file declares, or made by a factory named after it \
      (`container.makeLoginViewModel()`). Structs cannot leak and are not reported; neither are base \
      classes that the project subclasses, private types and test doubles. Nothing is reported when no test file is linted, nor, by \
      default, when no test uses any of the helpers: that usually means the project's leak \
      check has another name, which belongs in `helpers`. \
      The project's own leak check counts as well, recognised by what it does whatever its \
      name (`trackForMemoryLeaks`, `assertDeallocatedAfterTest`, `assertNoMemoryLeak`): a \
      function of the test sources that takes an object, keeps a `weak` reference to it \
      (`addTeardownBlock { [weak instance] in … }`, `weak var`) and asserts the reference is \
      `nil` (`XCTAssertNil`, `#expect(… == nil)`, Nimble's `beNil()`) in a teardown block, a \
      `defer` or after the scope that held the object. A check that is not in the linted \
      files (a shared testing package) is recognised by name only: list it in `helpers`.
      """,
    source: "G4 Testování: SharedExample, memory leak configuration; fastlane analyze lane",
    triggering: [
      Example(
        """
        final class ↓ProfileViewModel: ProfileViewModeling {
          init(api: ProfileAPI) {}
        }
        """,
        path: "Sources/App/Profile/ProfileViewModel.swift",
        context: [
          "Tests/AppTests/LanguagesViewModelSpec.swift": languagesSpec
        ]),
      // Tested, but not for leaks, in a project that has not adopted the leak check yet.
      Example(
        "final class ↓SearchViewModel {}",
        path: "Sources/App/Search/SearchViewModel.swift",
        context: [
          "Tests/AppTests/SearchViewModelTests.swift": """
            import XCTest
            @testable import App

            final class SearchViewModelTests: XCTestCase {
              func testStartsEmpty() {
                let sut = SearchViewModel()
                XCTAssertTrue(sut.results.isEmpty)
              }
            }
            """
        ],
        options: "only-when-used: false"),
      // App code is told from test code by its imports, not its folder.
      Example(
        """
        final class ↓CartViewModel {}
        final class CheckoutViewModel {}
        """,
        path: "Shop/Cart/CartViewModel.swift",
        context: [
          "ShopTests/CheckoutViewModelSpec.swift": """
            import Quick
            @testable import Shop

            final class CheckoutViewModelSpec: QuickSpec {
              override class func spec() {
                describe("CheckoutViewModel") {
                  itBehavesLike("object without leaks") {
                    ["context": MemoryLeakContext { CheckoutViewModel() }]
                  }
                }
              }
            }
            """
        ]),
      // Coordinators by option.
      Example(
        """
        final class ↓CheckoutCoordinator {}
        final class CartViewModel {}
        """,
        path: "Sources/App/Checkout/CheckoutCoordinator.swift",
        context: [
          "Tests/AppTests/CartViewModelTests.swift": """
            import XCTest
            @testable import App

            final class CartViewModelTests: XCTestCase {
              func testCartIsFreed() {
                assertNoLeak(CartViewModel())
              }
            }
            """
        ],
        options: "roles: [view-model, coordinator]"),
      // The project's own leak check, found by what it does: the tests use it, so the view
      // model it is not given to is reported (the default list was never used here).
      Example(
        """
        final class ↓ProfileViewModel {}
        final class FeedViewModel {}
        """,
        path: "Sources/App/Feed/FeedViewModel.swift",
        context: [
          "Tests/AppTests/Support/Leaks.swift": """
            import XCTest

            extension XCTestCase {
              func assertDeallocatedAfterTest(_ object: AnyObject) {
                addTeardownBlock { [weak object] in
                  XCTAssertTrue(object == nil, "leaked")
                }
              }
            }
            """,
          "Tests/AppTests/FeedViewModelTests.swift": """
            import XCTest
            @testable import App

            final class FeedViewModelTests: XCTestCase {
              func testIsFreed() {
                let sut = FeedViewModel()
                assertDeallocatedAfterTest(sut)
              }
            }
            """,
        ]),
      // A function that keeps a weak reference but asserts nothing about it is no leak check.
      Example(
        "final class ↓CartViewModel {}",
        path: "Sources/App/Cart/CartViewModel.swift",
        context: [
          "Tests/AppTests/CartViewModelTests.swift": """
            import XCTest
            @testable import App

            final class CartViewModelTests: XCTestCase {
              private var changes = 0

              func testCountsChanges() {
                let sut = CartViewModel()
                observe(sut)
                XCTAssertEqual(changes, 0)
              }

              private func observe(_ viewModel: CartViewModel) {
                viewModel.onChange = { [weak self] in self?.changes += 1 }
              }
            }
            """
        ],
        options: "only-when-used: false"),
    ],
    nonTriggering: [
      // The Quick shared example, built in the context closure.
      Example(
        "final class LanguagesViewModel: LanguagesViewModeling {}",
        path: "Sources/App/Languages/LanguagesViewModel.swift",
        context: [
          "Tests/AppTests/LanguagesViewModelSpec.swift": languagesSpec
        ]),
      // A variable the spec declares and assigns, passed to the helper.
      Example(
        "final class DetailViewModel {}",
        path: "Sources/App/Detail/DetailViewModel.swift",
        context: [
          "Tests/AppTests/DetailViewModelTests.swift": """
            import XCTest
            @testable import App

            final class DetailViewModelTests: XCTestCase {
              private var sut: DetailViewModeling!

              override func setUp() {
                sut = DetailViewModel()
              }

              func testIsFreed() {
                expectDeallocation(of: sut)
              }
            }
            """
        ]),
      // Factories named after what they make, on the app's own container.
      Example(
        """
        final class AboutViewController: UIViewController {}
        final class AboutViewModel {}
        """,
        path: "Sources/App/About/AboutViewController.swift",
        context: [
          "Tests/AppTests/LeakTests.swift": """
            import XCTest
            @testable import App

            final class LeakTests: XCTestCase {
              private let container = AppContainer(settings: SettingsStub())

              func testAboutViewControllerIsFreed() {
                let viewController = container.makeAboutViewController()
                assertNoLeak(viewController)
              }

              func testAboutViewModelIsFreed() {
                assertNoLeak(container.makeAboutViewModel())
              }
            }
            """
        ],
        options: "roles: [view-model, view-controller]"),
      // A factory function of the test, and a Quick behaviour passed by type.
      Example(
        """
        final class LoginViewModel {}
        final class SignUpViewModel {}
        final class ResetPasswordViewModel {}
        """,
        path: "Sources/App/Login/LoginViewModel.swift",
        context: [
          "Tests/AppTests/LoginViewModelTests.swift": """
            import XCTest
            @testable import App

            final class LoginViewModelTests: XCTestCase {
              func testIsFreed() {
                assertNoLeak(makeSUT())
              }

              private func makeSUT() -> LoginViewModel {
                LoginViewModel()
              }
            }
            """,
          "Tests/AppTests/ResetPasswordViewModelTests.swift": """
            import XCTest
            @testable import App

            final class ResetPasswordViewModelTests: XCTestCase {
              private var sut: ResetPasswordViewModeling!

              override func setUp() {
                sut = makeViewModel()
              }

              func testIsFreed() {
                expectDeallocation(of: sut)
              }

              private func makeViewModel() -> ResetPasswordViewModel {
                ResetPasswordViewModel()
              }
            }
            """,
          "Tests/AppTests/SignUpViewModelSpec.swift": """
            import Quick
            @testable import App

            final class SignUpViewModelSpec: QuickSpec {
              override class func spec() {
                describe("SignUpViewModel") {
                  itBehavesLike(ObjectWithoutLeaks.self) { SignUpViewModel() }
                }
              }
            }
            """,
        ]),
      // Base classes, private types, value types and test doubles are out of scope.
      Example(
        """
        class BaseViewModel {}
        final class FeedViewModel: BaseViewModel {}
        private final class PreviewViewModel {}
        struct FeedRowViewModel {
          let title: String
        }
        """,
        path: "Sources/App/Feed/FeedViewModel.swift",
        context: [
          "Tests/AppTests/FeedViewModelTests.swift": """
            import XCTest
            @testable import App

            final class FeedViewModelStub: FeedViewModeling {}

            final class FeedViewModelTests: XCTestCase {
              func testIsFreed() {
                assertNoLeak(FeedViewModel())
              }
            }
            """
        ]),
      // By default, tests that never use a leak helper say nothing: the project's check
      // probably has another name.
      Example(
        "final class SearchViewModel {}",
        path: "Sources/App/Search/SearchViewModel.swift",
        context: [
          "Tests/AppTests/SearchViewModelTests.swift": """
            import XCTest
            @testable import App

            final class SearchViewModelTests: XCTestCase {
              func testStartsEmpty() {
                XCTAssertTrue(SearchViewModel().results.isEmpty)
              }
            }
            """
        ]),
      // A view's nested view model, built through its outer type.
      Example(
        """
        final class StatusView: UIView {
          final class ViewModel: ObservableObject {}
        }
        """,
        path: "Sources/App/Status/StatusView.swift",
        context: [
          "Tests/AppTests/StatusViewTests.swift": """
            import XCTest
            @testable import App

            final class StatusViewTests: XCTestCase {
              func testViewModelIsFreed() {
                assertNoLeak(StatusView.ViewModel())
              }
            }
            """
        ]),
      // No test file in the linted tree: coverage cannot be judged.
      Example(
        "final class SettingsViewModel {}",
        path: "Sources/App/Settings/SettingsViewModel.swift"),
      // Coordinators are not checked unless the option says so.
      Example(
        "final class CheckoutCoordinator {}",
        path: "Sources/App/Checkout/CheckoutCoordinator.swift",
        context: [
          "Tests/AppTests/LeakTests.swift": "import XCTest\n\nfunc check() { assertNoLeak(Other()) }"
        ]),
      // CanonTesting's own checks: XCTest, Swift Testing and the Quick behaviour.
      Example(
        """
        final class InboxViewModel {}
        final class OutboxViewModel {}
        final class DraftsViewModel {}
        final class ArchiveViewModel {}
        """,
        path: "Sources/App/Mail/MailViewModels.swift",
        context: [
          "Tests/AppTests/InboxViewModelTests.swift": """
            import CanonTesting
            import XCTest
            @testable import App

            final class InboxViewModelTests: XCTestCase {
              func testIsFreed() {
                trackForLeaks(InboxViewModel())
              }
            }
            """,
          "Tests/AppTests/MailLeakTests.swift": """
            import CanonTesting
            import Testing
            @testable import App

            @Test func outboxIsFreed() {
              expectDeallocation { OutboxViewModel() }
            }

            @Test func draftsAreFreed() async {
              await expectNoLeaks { tracker in
                let viewModel = tracker.track(DraftsViewModel())
                viewModel.refresh()
              }
            }
            """,
          "Tests/AppTests/ArchiveViewModelSpec.swift": """
            import CanonTestingQuick
            import Quick
            @testable import App

            final class ArchiveViewModelSpec: QuickSpec {
              override class func spec() {
                describe("ArchiveViewModel") {
                  itBehavesLike(ObjectWithoutLeaks.self) {
                    LeakContext { ArchiveViewModel() }
                  }
                }
              }
            }
            """,
        ]),
      // A team helper, configured.
      Example(
        "final class MapViewModel {}",
        path: "Sources/App/Map/MapViewModel.swift",
        context: [
          "Tests/AppTests/MapViewModelTests.swift": """
            import XCTest
            @testable import App

            final class MapViewModelTests: XCTestCase {
              func testIsFreed() {
                trackForMemoryLeaks(MapViewModel(geocoder: GeocoderStub()))
              }
            }
            """
        ],
        options: "helpers: [trackForMemoryLeaks]"),
      // The same helper found by what it does, declared in another test file and called from
      // a factory of the test.
      Example(
        "final class MapViewModel {}",
        path: "Sources/App/Map/MapViewModel.swift",
        context: [
          "Tests/AppTests/Helpers/XCTestCase+MemoryLeakTracking.swift": trackForMemoryLeaks,
          "Tests/AppTests/MapViewModelTests.swift": """
            import XCTest
            @testable import App

            final class MapViewModelTests: XCTestCase {
              func testLoads() {
                let sut = makeSUT()
                XCTAssertNotNil(sut)
              }

              private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> MapViewModel {
                let sut = MapViewModel(geocoder: GeocoderStub())
                trackForMemoryLeaks(sut, file: file, line: line)
                return sut
              }
            }
            """,
        ],
        options: "only-when-used: false"),
      // A helper that checks after the scope that held the object, given a closure.
      Example(
        "final class SettingsViewModel {}",
        path: "Sources/App/Settings/SettingsViewModel.swift",
        context: [
          "Tests/AppTests/SettingsViewModelTests.swift": """
            import XCTest
            @testable import App

            final class SettingsViewModelTests: XCTestCase {
              func testIsFreed() {
                assertNoMemoryLeak { SettingsViewModel(store: StoreStub()) }
              }

              private func assertNoMemoryLeak(_ make: () -> AnyObject) {
                weak var weakObject: AnyObject?
                do {
                  let object = make()
                  weakObject = object
                }
                XCTAssertNil(weakObject)
              }
            }
            """
        ],
        options: "only-when-used: false"),
    ],
    reads: .everything)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if TestCode.isTestFile(file) {
      observeTest(file, with: &walk)
    } else {
      observeApp(file, with: &walk)
    }
  }

  /// App code: each candidate type is reported unless a test covers it.
  private func observeApp(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let roles = Set(options.roles.compactMap(Role.init(rawValue:)))
    let helpers = options.helpers
    let onlyWhenUsed = options.onlyWhenUsed
    let discovered = discovered
    var candidates: [(name: String, offset: Int)] = []
    func check(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) {
      let typeName = name.text
      guard !TestCode.isDoubleName(typeName),
        !modifiers.contains(.private, or: .fileprivate)
      else { return }
      candidates.append((typeName, name.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    // Only objects can leak: a struct view model has no identity to outlive its screen.
    walk.on(ClassDeclSyntax.self) { check($0.name, $0.modifiers) }
    walk.on(ActorDeclSyntax.self) { check($0.name, $0.modifiers) }
    walk.atEnd {
      guard !candidates.isEmpty else { return }
      // One check for the file's classes: the project's own leak checks are known once the
      // test files have been seen, and the message names them.
      file.report(later: { [candidates] index in
        guard index.hasFact(LeakFact.testFile, of: Self.id) else { return [] }
        let found = discovered.found(in: index, ruleID: Self.id)
        let helperUsed = index.hasFact(LeakFact.helperUsed, of: Self.id) || found.used
        guard helperUsed || !onlyWhenUsed else { return [] }
        var list: String?
        return candidates.compactMap { candidate in
          let typeName = candidate.name
          guard !index.roles(of: typeName).isDisjoint(with: roles), !index.isSubclassed(typeName),
            !index.hasFact(LeakFact.covers(type: typeName), of: Self.id),
            !found.names.contains(where: {
              index.hasFact(LeakFact.passes(type: typeName, to: $0), of: Self.id)
            })
          else { return nil }
          // The project's own check when it has one; the configured names otherwise.
          if list == nil { list = Self.helperList(found.names.isEmpty ? helpers : found.names.sorted()) }
          return LaterFinding(
            offset: candidate.offset, "no test checks '\(typeName)' for leaks: pass it to \(list ?? "")")
        }
      })
    }
  }

  static func helperList(_ helpers: [String]) -> String {
    helpers.count <= 1 ? helpers.joined() : helpers.dropLast().joined(separator: ", ") + " or " + helpers.last!
  }
}

