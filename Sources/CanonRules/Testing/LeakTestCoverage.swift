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

  static let testFileFact = "test-file"
  static let coveredPrefix = "covers "
  static let helperUsedFact = "helper-used"

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
        guard index.hasFact(Self.testFileFact, of: Self.id) else { return [] }
        let found = discovered.found(in: index, ruleID: Self.id)
        let helperUsed = index.hasFact(Self.helperUsedFact, of: Self.id) || found.used
        guard helperUsed || !onlyWhenUsed else { return [] }
        var list: String?
        return candidates.compactMap { candidate in
          let typeName = candidate.name
          guard !index.roles(of: typeName).isDisjoint(with: roles), !index.isSubclassed(typeName),
            !index.hasFact(Self.coveredPrefix + typeName, of: Self.id),
            !found.names.contains(where: {
              index.hasFact(LeakHelperDiscovery.viaPrefix + $0 + " " + typeName, of: Self.id)
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

  /// Test code: which types reach a leak check, and which functions are leak checks.
  private func observeTest(_ file: LintedFile, with walk: inout SyntaxWalk) {
    file.record(Self.testFileFact)
    let matcher = HelperMatcher(options.helpers)
    let state = TestFileState()

    LeakHelperDiscovery.observe(&walk) { name in
      file.record(LeakHelperDiscovery.helperPrefix + name)
    }
    walk.on(FunctionCallExprSyntax.self) { call in
      let arguments: Arguments
      if matcher.matches(call) {
        state.helperUsed = true
        arguments = state.helperArguments
      } else if let callee = LeakHelperDiscovery.candidateCallee(call) {
        // Perhaps the project's own leak check, declared in this file or another.
        arguments = state.candidateArguments(of: callee)
      } else {
        return
      }
      let collector = ReferenceCollector(viewMode: .sourceAccurate)
      collector.walk(call.arguments)
      if let closure = call.trailingClosure { collector.walk(closure) }
      for closure in call.additionalTrailingClosures { collector.walk(closure) }
      arguments.constructed.formUnion(collector.typeNames)
      arguments.referenced.formUnion(collector.valueNames)
      arguments.calledFunctions.formUnion(collector.functionNames)
    }
    walk.on(VariableDeclSyntax.self) { variable in
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        if let type = binding.typeAnnotation?.type {
          state.variableTypes[name, default: []].formUnion(type.nominalNames)
        }
        if let value = binding.initializer?.value { state.assign(value, to: name) }
      }
    }
    walk.on(SequenceExprSyntax.self) { sequence in
      guard sequence.assignment?.elementCount == 3 else { return }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let name = Self.assignedName(elements[0])
      else { return }
      state.assign(elements[2], to: name)
    }
    walk.on(InfixOperatorExprSyntax.self) { infix in
      guard infix.operator.is(AssignmentExprSyntax.self),
        let name = Self.assignedName(infix.leftOperand)
      else { return }
      state.assign(infix.rightOperand, to: name)
    }
    walk.on(FunctionDeclSyntax.self) { function in
      guard let returned = function.signature.returnClause?.type else { return }
      state.functionTypes[function.name.text, default: []].formUnion(returned.nominalNames)
    }
    walk.atEnd {
      if state.helperUsed { file.record(Self.helperUsedFact) }
      for name in state.types(reaching: state.helperArguments).sorted() {
        file.record(Self.coveredPrefix + name)
      }
      for (callee, arguments) in state.candidates.sorted(by: { $0.key < $1.key }) {
        file.record(LeakHelperDiscovery.callsPrefix + callee)
        for name in state.types(reaching: arguments).sorted() {
          file.record(LeakHelperDiscovery.viaPrefix + callee + " " + name)
        }
      }
    }
  }

  /// What the arguments of some calls mention.
  final class Arguments {
    var constructed = Set<String>()
    var referenced = Set<String>()
    var calledFunctions = Set<String>()
  }

  final class TestFileState {
    var helperUsed = false
    /// The arguments of the configured helpers' calls.
    let helperArguments = Arguments()
    /// The arguments of calls that may be the project's own leak check, by called name.
    var candidates: [String: Arguments] = [:]
    var variableTypes: [String: Set<String>] = [:]
    /// Variables assigned the result of a function of this file (`sut = makeSUT()`).
    var variableFunctions: [String: Set<String>] = [:]
    var functionTypes: [String: Set<String>] = [:]

    func candidateArguments(of callee: String) -> Arguments {
      if let known = candidates[callee] { return known }
      let made = Arguments()
      candidates[callee] = made
      return made
    }

    /// The types the arguments construct, or hold in the file's variables, or get from its
    /// factory functions.
    func types(reaching arguments: Arguments) -> Set<String> {
      var covered = arguments.constructed
      for name in arguments.referenced {
        covered.formUnion(variableTypes[name] ?? [])
        for function in variableFunctions[name] ?? [] {
          covered.formUnion(functionTypes[function] ?? [])
        }
      }
      for name in arguments.calledFunctions { covered.formUnion(functionTypes[name] ?? []) }
      return covered
    }

    func assign(_ value: ExprSyntax, to name: String) {
      if let typeName = LeakTestCoverage.constructedType(value) {
        variableTypes[name, default: []].insert(typeName)
      }
      var value = value
      if let tryExpr = value.as(TryExprSyntax.self) { value = tryExpr.expression }
      if let awaitExpr = value.as(AwaitExprSyntax.self) { value = awaitExpr.expression }
      guard let call = value.as(FunctionCallExprSyntax.self) else { return }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        variableFunctions[name, default: []].insert(reference.baseName.text)
      } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        variableFunctions[name, default: []].insert(member.declName.baseName.text)
      }
    }
  }

  /// `LoginViewModel(…)`, `LoginViewModel<Stub>(…)`, `try LoginViewModel(…)`, `LoginViewModel.make()`.
  static func constructedType(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let tryExpr = expression.as(TryExprSyntax.self) { expression = tryExpr.expression }
    if let awaitExpr = expression.as(AwaitExprSyntax.self) { expression = awaitExpr.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    return typeName(calledBy: call.calledExpression)
  }

  /// The type a call constructs, judged by an upper-case callee, or by a factory named after it
  /// (`makeAboutViewController()`, `container.makeAboutViewController()`).
  static func typeName(calledBy callee: ExprSyntax) -> String? {
    if let factory = factoryProduct(callee) { return factory }
    var callee = callee
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      // A nested type, `StatusView.ViewModel(…)`; or a factory of the base type,
      // `LoginViewModel.init(…)`, `LoginViewModel.make(…)`.
      if member.declName.baseName.text.first?.isUppercase == true {
        return member.declName.baseName.text
      }
      callee = base
    }
    guard let reference = callee.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true
    else { return nil }
    return reference.baseName.text
  }

  static let factoryPrefixes = ["make", "create", "build"]

  /// `AboutViewController` for a call of `makeAboutViewController`, `createAboutViewController`
  /// or `buildAboutViewController`: Swift's factory naming convention.
  static func factoryProduct(_ callee: ExprSyntax) -> String? {
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    for prefix in factoryPrefixes where name.hasPrefix(prefix) {
      let product = name.dropFirst(prefix.count)
      if product.first?.isUppercase == true { return String(product) }
    }
    return nil
  }

  /// `sut` in `sut = …` and `self.sut = …`.
  static func assignedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  static func helperList(_ helpers: [String]) -> String {
    helpers.count <= 1 ? helpers.joined() : helpers.dropLast().joined(separator: ", ") + " or " + helpers.last!
  }
}

/// Recognises a call to one of the configured leak checks.
struct HelperMatcher {
  var names = Set<String>()
  var sharedExamples: [(call: String, description: String)] = []

  init(_ helpers: [String]) {
    for helper in helpers {
      if let open = helper.firstIndex(of: "("), helper.hasSuffix(")") {
        let call = String(helper[..<open])
        let argument = helper[helper.index(after: open)..<helper.index(before: helper.endIndex)]
        sharedExamples.append((call, argument.filter { $0 != "\"" }))
      } else {
        names.insert(helper)
      }
    }
  }

  func matches(_ call: FunctionCallExprSyntax) -> Bool {
    let callee: String?
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = reference.baseName.text
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      callee = member.declName.baseName.text
    } else {
      callee = nil
    }
    guard let callee else { return false }
    if names.contains(callee) { return true }
    let first = call.arguments.first?.expression
    if let literal = first?.as(StringLiteralExprSyntax.self),
      sharedExamples.contains(where: { $0.call == callee && $0.description == literal.plainText })
    {
      return true
    }
    // `itBehavesLike(ObjectWithoutLeaks.self) { … }`
    for argument in call.arguments {
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.tokenKind == .keyword(.self),
        let base = member.base.flatMap({ LeakTestCoverage.typeName(calledBy: $0) })
      else { continue }
      if names.contains(base) { return true }
    }
    return false
  }
}

/// What a leak check's arguments mention: types constructed, variables and functions used.
final class ReferenceCollector: SyntaxVisitor {
  var typeNames = Set<String>()
  var valueNames = Set<String>()
  var functionNames = Set<String>()

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let type = LeakTestCoverage.typeName(calledBy: node.calledExpression) {
      typeNames.insert(type)
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isLowercase == true
    {
      functionNames.insert(reference.baseName.text)
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      functionNames.insert(member.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text.first?.isLowercase == true { valueNames.insert(node.baseName.text) }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // `self.sut`
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      valueNames.insert(node.declName.baseName.text)
      return .skipChildren
    }
    return .visitChildren
  }
}

extension StringLiteralExprSyntax {
  /// The text of a literal without interpolation; `nil` when it interpolates.
  var plainText: String? {
    var text = ""
    for segment in segments {
      guard let string = segment.as(StringSegmentSyntax.self) else { return nil }
      text += string.content.text
    }
    return text
  }
}
