import CanonLint
import SwiftSyntax

/// One test, one check.
struct SingleAssertionTest: SyntaxRule {
  static let description = RuleDescription(
    id: "single-assertion-test",
    summary: "A test function with more than one assertion",
    rationale: """
      A test that checks one thing fails for one reason, and its name can say which. Counted \
      are the assertion calls written in the test's body: `XCTAssert…`, `#expect`, `#require` \
      and Nimble's `expect`; an assertion inside a loop counts once, and assertions in helper \
      functions the test calls are not seen. Test functions are `test…` methods of a test-case \
      class and `@Test` functions. Option `maximum` raises the limit.
      """,
    source: "G2 tests: one test, one check",
    triggering: [
      Example(
        """
        final class PostListPresenterTests: XCTestCase {
          func ↓testThatPresenterShowsPosts() {
            // Given
            let presenter = PostListPresenter()
            // When
            presenter.didObtainPosts([])
            // Then
            XCTAssertTrue(view.didShowPosts)
            XCTAssertEqual(view.posts.count, 0)
          }
        }
        """, path: "Tests/AppTests/PostListPresenterTests.swift"),
      Example(
        """
        @Test func ↓presenterShowsPosts() throws {
          let posts = try #require(view.posts)
          #expect(posts.isEmpty)
        }
        """, path: "Tests/AppTests/PostListPresenterTests.swift"),
      Example(
        """
        final class PostListRouterTests: XCTestCase {
          func ↓testOpen() {
            expect(router.opened).to(beTrue())
            expect(router.closed).to(beFalse())
          }
        }
        """, path: "Tests/AppTests/PostListPresenterTests.swift"),
    ],
    nonTriggering: [
      Example(
        """
        final class PostListPresenterTests: XCTestCase {
          func testThatPresenterShowsPosts() {
            presenter.didObtainPosts([])
            XCTAssertTrue(view.didShowPosts)
          }
          func assertShown(_ posts: [Post]) {
            XCTAssertEqual(view.posts, posts)
            XCTAssertTrue(view.didShowPosts)
          }
        }
        """, path: "Tests/AppTests/PostListPresenterTests.swift"),
      Example(
        """
        final class Checks {
          func testAll() {
            XCTAssertTrue(a)
            XCTAssertTrue(b)
          }
        }
        """, path: "Tests/AppTests/PostListPresenterTests.swift"),
      Example(
        """
        final class PostListPresenterTests: XCTestCase {
          func testThatPresenterShowsPosts() {
            XCTAssertTrue(view.didShowPosts)
            XCTAssertEqual(view.posts.count, 0)
          }
        }
        """, path: "Tests/AppTests/PostListPresenterTests.swift", options: "maximum: 2"),
    ],
    judges: .tests)

  struct Options: RuleOptions {
    var maximum = 1
    static var fields: [OptionField<Options>] {
      [.option("maximum", \.maximum, "The most assertions a test may make")]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    final class Counter {
      /// One entry per function being walked: its assertion count, `nil` for non-tests.
      var stack: [Int?] = []
      func count() {
        if let last = stack.last, let value = last { stack[stack.count - 1] = value + 1 }
      }
    }
    let counter = Counter()
    let maximum = options.maximum

    walk.on(FunctionDeclSyntax.self) { node in
      let isTest =
        node.attributes.containsPlain("Test")
        || (node.name.text.hasPrefix("test") && node.enclosingTypeDeclaration != nil)
      counter.stack.append(isTest ? 0 : nil)
    }
    walk.after(FunctionDeclSyntax.self) { node in
      guard let last = counter.stack.popLast(), let count = last, count > maximum else { return }
      let message =
        "'\(node.name.text)' makes \(count) assertions: one test should check one thing (at most \(maximum))"
      if node.attributes.containsPlain("Test") {
        file.report(at: node.name, message)
      } else if let className = node.enclosingTypeName {
        file.report(at: node.name, message, when: { $0.hasRole(.testCase, className) })
      }
    }
    walk.on(FunctionCallExprSyntax.self) { node in
      // Every call comes here: the callee's bytes decide, and no node or String is made.
      guard let name = node.calledReferenceBytes else { return }
      if name.hasPrefix("XCTAssert") || name == "expect" { counter.count() }
    }
    walk.on(MacroExpansionExprSyntax.self) { node in
      let name = node.macroName.text
      if name == "expect" || name == "require" { counter.count() }
    }
    walk.on(MacroExpansionDeclSyntax.self) { node in
      let name = node.macroName.text
      if name == "expect" || name == "require" { counter.count() }
    }
  }
}
