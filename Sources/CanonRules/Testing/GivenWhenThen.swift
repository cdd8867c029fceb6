import CanonLint
import SwiftSyntax

/// Tests structured with `// Given`, `// When`, `// Then` comments.
struct GivenWhenThen: SyntaxRule {
  struct Options: RuleOptions {
    var allowCombined = false
    static var fields: [OptionField<Options>] {
      [
        .option(
          "allow-combined", \.allowCombined,
          "Accept one `// When/Then` (or `When & Then`) or `// Expect` line in place of separate `// When` and `// Then`"
        )
      ]
    }
  }
  var options = Options()

  static let description = RuleDescription(
    id: "given-when-then",
    summary: "A test function without `// Given`, `// When`, `// Then` comments in that order",
    rationale: """
      Every test has the same three parts: the setup, the one action under test, and the checks. \
      Marking them with `// Given`, `// When` and `// Then` makes a test readable at a glance and \
      shows when a test does too much. `// Given` may be left out when there is nothing to set \
      up (a test without it that runs code before `// When` is flagged). Tests are `test…` methods of `XCTestCase` subclasses (also through the project's own \
      base test classes) and `@Test` functions; empty test methods, and a template's placeholder \
      that only calls `XCTFail`, are left alone (they lack a test, not comments), and so are \
      Xcode's project-template stubs left as Xcode wrote them: a `measure { }` with nothing to \
      measure, and the UI-test template's launch and launch-performance tests with Xcode's \
      comments (they are to be deleted or replaced, not structured). A comment \
      counts when its first word is the section name (`// Given a signed-in user`, \
      `// when:`), in any case.
      """,
    source: "G0 unit testing guidelines (test structure), G2 tests (given/when/then)",
    triggering: [
      Example(
        """
        final class MathTests: XCTestCase {
          func ↓testClamp() {
            let clamped = Math.clamp(-1, between: 0, and: 1)
            XCTAssertEqual(clamped, 0)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class MathTests: XCTestCase {
          func ↓testClamp() {
            // Given
            let value = -1.0
            // Then
            XCTAssertEqual(Math.clamp(value), 0)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class MathTests: XCTestCase {
          func ↓testClamp() {
            // When
            let clamped = Math.clamp(-1)
            // Given
            let expected = 0.0
            // Then
            XCTAssertEqual(clamped, expected)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class LoginViewModelTests: BaseTestCase {
          func ↓testLogin() async throws {
            // Then
            XCTAssertTrue(viewModel.isLoggedIn)
            // When
            try await viewModel.login()
          }
        }
        """, path: "Tests/AppTests/LoginViewModelTests.swift",
        context: ["Tests/AppTests/BaseTestCase.swift": "class BaseTestCase: XCTestCase {}"]),
      Example(
        """
        final class CartViewModelTests: XCTestCase {
          func ↓testCheckout() {
            let viewModel = CartViewModel(store: StoreStub())
            // When
            viewModel.checkout()
            // Then
            XCTAssertTrue(viewModel.isDone)
          }
        }
        """, path: "Tests/AppTests/CartViewModelTests.swift"),
      // A performance test with code to measure is a test someone wrote.
      Example(
        """
        final class ParserTests: XCTestCase {
          func ↓testParsingSpeed() {
            measure {
              _ = Parser().parse(fixture)
            }
          }
        }
        """, path: "Tests/AppTests/ParserTests.swift"),
      Example(
        """
        @Test func ↓clampsNegativeValues() {
          #expect(Math.clamp(-1) == 0)
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class MathTests: XCTestCase {
          func ↓testClamp() {
            // When/Then
            XCTAssertEqual(Math.clamp(-1), 0)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
    ],
    nonTriggering: [
      Example(
        """
        final class MathTests: XCTestCase {
          func testClamp() {
            // Given
            let value = Float(-1.0)

            // When
            let clamped = Math.clamp(value, between: 0, and: 1)

            // Then
            XCTAssertEqual(clamped, 0)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class CartViewModelTests: XCTestCase {
          func testCheckout() {
            // When
            viewModel.checkout()

            // Then
            XCTAssertTrue(viewModel.isDone) // Then: done
          }
        }
        """, path: "Tests/AppTests/CartViewModelTests.swift"),
      Example(
        """
        final class MathTests: XCTestCase {
          func testReset() {
            // when: the counter is reset
            counter.reset()
            // then it is zero
            XCTAssertEqual(counter.value, 0)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        @Test func clampsNegativeValues() {
          /* Given */ let value = -1.0
          // When
          let clamped = Math.clamp(value)
          // Then
          #expect(clamped == 0)
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class MathTests: XCTestCase {
          func testClamp() {
            // When/Then
            XCTAssertEqual(Math.clamp(-1), 0)
          }
          func testRound() {
            // Expect
            XCTAssertEqual(Math.round(0.6), 1)
          }
        }
        """, path: "Tests/AppTests/MathTests.swift", options: "allow-combined: true"),
      Example(
        """
        final class MathTests: XCTestCase {
          func testExample() {}
          func testData(named name: String) -> Data { Data() }
          private func testHelper() { XCTFail() }
          static func testSuite() -> XCTestSuite { XCTestSuite(name: "x") }
          func makeSubject() -> Math { Math() }
        }
        """, path: "Tests/AppTests/MathTests.swift"),
      Example(
        """
        final class Parser {
          func testInput() { validate() }
        }
        """, path: "Sources/App/Parser.swift"),
      // Xcode's project-template stubs, untouched: a reviewer asks for real tests, not
      // comments, in their place.
      Example(
        """
        final class AppTests: XCTestCase {
          func testPerformanceExample() throws {
            // This is an example of a performance test case.
            self.measure {
              // Put the code you want to measure the time of here.
            }
          }
        }
        """, path: "AppTests/AppTests.swift"),
      Example(
        """
        final class AppUITests: XCTestCase {
          func testExample() throws {
            // UI tests must launch the application that they test.
            let app = XCUIApplication()
            app.launch()

            // Use XCTAssert and related functions to verify your tests produce the correct results.
          }
          func testLaunchPerformance() throws {
            if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 7.0, *) {
              // This measures how long it takes to launch your application.
              measure(metrics: [XCTApplicationLaunchMetric()]) {
                XCUIApplication().launch()
              }
            }
          }
        }
        """, path: "AppUITests/AppUITests.swift"),
      // A module template's placeholder: it wants a real test, not comments.
      Example(
        """
        final class SettingsTests: XCTestCase {
          func testExample() {
            XCTFail("Did you forget to add tests?")
          }
        }
        """, path: "Tests/AppTests/SettingsTests.swift"),
    ],
    judges: .tests)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let allowCombined = options.allowCombined
    walk.on(FunctionDeclSyntax.self) { node in
      guard let body = node.body else { return }
      let isSwiftTesting = Self.isSwiftTestingTest(node.attributes)
      var owner: String?
      if !isSwiftTesting {
        guard Self.isXCTestMethod(node), !body.statements.isEmpty,
          let typeName = node.enclosingTypeName,
          node.enclosingTypeDeclaration?.is(ProtocolDeclSyntax.self) == false
        else { return }
        owner = typeName
      }
      guard !Self.isPlaceholder(body), !XcodeTemplateTest.isUntouched(body),
        let problem = Self.problem(in: body, allowCombined: allowCombined)
      else { return }
      let message = "test '\(node.name.text)' \(problem)"
      if let owner {
        file.report(at: node.name, message, when: { $0.hasRole(.testCase, owner) })
      } else {
        file.report(at: node.name, message)
      }
    }
  }

  /// A module template's empty test, `XCTFail("Did you forget to add tests?")` and nothing
  /// else: what it lacks is a test, not section comments.
  static func isPlaceholder(_ body: CodeBlockSyntax) -> Bool {
    guard body.statements.count == 1,
      let call = body.statements.first?.item.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.calledReferenceName == "XCTFail"
  }

  /// `@Test` or `@Testing.Test` (`AttributeListSyntax.names` contains either), without building
  /// a set of every function's attribute names.
  static func isSwiftTestingTest(_ attributes: AttributeListSyntax) -> Bool {
    if attributes.isEmpty { return false }
    if attributes.containsPlain("Test") { return true }
    return attributes.contains { element in
      element.as(AttributeSyntax.self)?.attributeName.is(MemberTypeSyntax.self) == true
        && element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Testing.Test"
    }
  }

  /// A method XCTest would run: `test…`, no parameters, no result, not static or private.
  static func isXCTestMethod(_ node: FunctionDeclSyntax) -> Bool {
    guard node.name.text.hasPrefix("test"),
      node.signature.parameterClause.parameters.isEmpty,
      node.genericParameterClause == nil
    else { return false }
    if let result = node.signature.returnClause?.type,
      !(result.nominalName == "Void" || result.as(TupleTypeSyntax.self)?.elements.isEmpty == true)
    {
      return false
    }
    let modifiers = node.modifiers
    return !modifiers.contains(.static) && !modifiers.contains(.class)
      && !modifiers.contains(.private) && !modifiers.contains(.fileprivate)
  }

  enum Section { case given, when, then, combined }

  /// What is wrong with the body's section comments, or `nil` when they are in order.
  static func problem(in body: CodeBlockSyntax, allowCombined: Bool) -> String? {
    var given: AbsolutePosition?
    var when: AbsolutePosition?
    var then: AbsolutePosition?
    for token in body.tokens(viewMode: .sourceAccurate) {
      var offset = token.position
      for piece in Array(token.leadingTrivia) + [nil] + Array(token.trailingTrivia) {
        guard let piece else {
          // Between the leading and the trailing trivia: the token's own text.
          offset = token.endPositionBeforeTrailingTrivia
          continue
        }
        let start = offset
        offset += piece.sourceLength
        let text: String
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment):
          text = String(comment.drop(while: { $0 == "/" }))
        case .blockComment(let comment):
          text = String(comment.dropFirst(2).dropLast(2))
        default:
          continue
        }
        guard let section = section(of: text, allowCombined: allowCombined) else { continue }
        switch section {
        case .given: given = given ?? start
        case .when: when = when ?? start
        case .then: then = then ?? start
        case .combined:
          when = when ?? start
          then = then ?? start
        }
      }
    }
    switch (given, when, then) {
    case (nil, nil, nil):
      return "has no `// Given`, `// When`, `// Then` comments"
    case (_, nil, nil):
      return "has no `// When` and `// Then` comments"
    case (_, nil, _):
      return "has no `// When` comment"
    case (_, _, nil):
      return "has no `// Then` comment"
    case (_, .some(let when), .some(let then)) where then < when:
      return "has `// Then` before `// When`"
    case (.some(let given), .some(let when), _) where when < given:
      return "has `// Given` after `// When`"
    case (nil, .some(let when), _):
      // `// Given` may be left out only when nothing is set up before `// When`.
      if let first = body.statements.first, first.positionAfterSkippingLeadingTrivia < when {
        return "sets up before `// When` without a `// Given` comment"
      }
      return nil
    default:
      return nil
    }
  }

  /// The section a comment opens, from its first word.
  static func section(of comment: String, allowCombined: Bool) -> Section? {
    let text = comment.drop(while: { $0 == " " || $0 == "\t" || $0 == "-" || $0 == "*" })
    let word = text.prefix(while: { $0.isLetter }).lowercased()
    switch word {
    case "given": return .given
    case "then": return .then
    case "expect": return allowCombined ? .combined : nil
    case "when":
      let words = text.dropFirst(4).lowercased().split(whereSeparator: { !$0.isLetter })
      let isCombined =
        words.first == "then" || (words.first == "and" && words.dropFirst().first == "then")
      return isCombined && allowCombined ? .combined : .when
    default: return nil
    }
  }
}
