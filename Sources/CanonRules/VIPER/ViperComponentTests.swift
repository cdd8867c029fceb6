import CanonLint
import SwiftSyntax

/// Each module component has its own test case.
struct ViperComponentTests: SyntaxRule {
  /// Its findings ask which module holds the file's folder.
  static let indexQuestions: [any IndexQuestion.Type] = [VIPERModuleQuestion.self]
  static let description = RuleDescription(
    id: "viper-component-tests",
    summary: "A module component with no test file `<Module><Component>Tests.swift`",
    rationale: """
      Each component of a module (interactor, presenter, router, view controller, assembly) \
      gets its own test case, named `<Module><Component>Tests` (`PostListPresenterTests.swift`). \
      The file is looked for anywhere among the linted files, so lint the test sources along \
      with the app. When the linted files hold no test file at all (no `…Tests.swift`), the \
      rule stays silent: the tests were simply not linted. With a dialect suffix \
      (`type-suffixes: [Impl]`) both `LoginInteractorTests.swift` and \
      `LoginInteractorImplTests.swift` count.
      """,
    source: "G2 tests: a test case for each module component",
    triggering: [
      Example(
        """
        final class ↓PostListInteractor {}
        final class PostListPresenter {}
        """, path: "App/PostList/Interactor/PostListInteractor.swift",
        context: [
          "App/PostList/View/PostListViewController.swift": "final class PostListViewController {}",
          "Tests/PostList/PostListPresenterTests.swift": "final class PostListPresenterTests {}",
          "Tests/PostList/PostListViewControllerTests.swift":
            "final class PostListViewControllerTests {}",
        ])
    ],
    nonTriggering: [
      Example(
        "final class PostListInteractorImpl {}\nfinal class PostListCell {}",
        path: "App/PostList/Interactor/PostListInteractorImpl.swift",
        context: [
          "App/PostList/View/PostListView.swift": "final class PostListView {}",
          "Tests/PostListInteractorTests.swift": "final class PostListInteractorTests {}",
        ], options: "type-suffixes: [Impl]"),
      // No test sources linted at all.
      Example(
        "final class PostListInteractor {}",
        path: "App/PostList/Interactor/PostListInteractor.swift",
        context: ["App/PostList/View/PostListView.swift": "final class PostListView {}"]),
    ])

  struct Options: VIPERModuleConfigurable {
    var module = VIPERModuleOptions()
    var components = ["Interactor", "Presenter", "Router", "ViewController", "Assembly"]
    static var fields: [OptionField<Options>] {
      moduleFields + [
        .option("components", \.components, "The element names that need their own test case")
      ]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let layout = options.module
    let components = options.components
    let candidates = file.viperPlaces(layout)
    guard !candidates.isEmpty else { return }
    walk.on(ClassDeclSyntax.self) { node in
      guard node.enclosingTypeDeclaration == nil else { return }
      let typeName = node.name.text
      let baseName = layout.strippingSuffix(typeName)
      guard components.contains(where: { baseName.hasSuffix($0) && baseName.count > $0.count })
      else { return }
      let testFiles = Set([baseName + "Tests.swift", typeName + "Tests.swift"])
      file.report(
        at: node.name, "'\(typeName)' has no test case: add \(baseName)Tests.swift",
        when: { index in
          guard let place = layout.place(among: candidates, in: index),
            components.contains(where: { place.moduleName + $0 == baseName }),
            !testFiles.contains(where: { index.containsFile(named: $0) })
          else { return false }
          return index.containsFile(nameEndingWith: "Tests.swift")
        })
    }
  }
}
