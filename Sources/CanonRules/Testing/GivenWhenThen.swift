import CanonLint
import SwiftSyntax

/// Tests structured with `// Given`, `// When`, `// Then` comments.
struct GivenWhenThen: SyntaxRule {
  struct Options: RuleOptions {
    var allowCombined = false
    var uiTests = false
    static var fields: [OptionField<Options>] {
      [
        .option(
          "allow-combined", \.allowCombined,
          "Accept one `// When/Then` (or `When & Then`) or `// Expect` line in place of separate `// When` and `// Then`"
        ),
        .option(
          "ui-tests", \.uiTests,
          "Check UI tests too: the test methods of a type that drives `XCUIApplication`, left alone by default"
        ),
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
      `// when:`), in any case. A test marked with `// Arrange`, `// Act`, `// Assert` has the \
      structure under other words: it is told so, and the fix (safe: it only rewrites comments) \
      puts the guides' words in their place, keeping the indentation and the rest of each \
      comment. UI tests (the methods of a test type that drives `XCUIApplication`) are recorded \
      flows through the app, not one action and its checks: they are left alone unless option \
      `ui-tests` is `true`.
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
      // The structure is there, under other words than the guides'.
      Example(
        """
        final class CartViewModelTests: XCTestCase {
          func ↓testCheckout() {
            // Arrange
            let viewModel = CartViewModel(store: StoreStub())
            // Act
            viewModel.checkout()
            // Assert: the cart is done
            XCTAssertTrue(viewModel.isDone)
          }
        }
        """, path: "Tests/AppTests/CartViewModelTests.swift"),
      // With `ui-tests: true`, a UI test is checked like any other.
      Example(
        """
        final class LoginUITests: XCTestCase {
          let app = XCUIApplication()
          func ↓testSignIn() {
            app.launch()
            app.buttons["Sign in"].tap()
            XCTAssertTrue(app.staticTexts["Welcome"].exists)
          }
        }
        """, path: "AppUITests/LoginUITests.swift", options: "ui-tests: true"),
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
      // A UI test is a recorded flow through the app: left alone by default.
      Example(
        """
        final class LoginUITests: XCTestCase {
          let app = XCUIApplication()
          func testSignIn() {
            app.launch()
            app.buttons["Sign in"].tap()
            XCTAssertTrue(app.staticTexts["Welcome"].exists)
          }
        }
        """, path: "AppUITests/LoginUITests.swift"),
      Example(
        """
        final class OnboardingUITests: XCTestCase {
          func testSkip() {
            let app = XCUIApplication()
            app.launch()
            app.buttons["Skip"].tap()
          }
        }
        """, path: "AppUITests/OnboardingUITests.swift"),
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
    corrections: [
      Correction(
        Example(
          """
          final class CartViewModelTests: XCTestCase {
            func ↓testCheckout() {
              // Arrange
              let viewModel = CartViewModel(store: StoreStub())

              // Act
              viewModel.checkout()

              // Assert: the cart is done
              XCTAssertTrue(viewModel.isDone)
            }
          }
          """, path: "Tests/AppTests/CartViewModelTests.swift"),
        """
        final class CartViewModelTests: XCTestCase {
          func testCheckout() {
            // Given
            let viewModel = CartViewModel(store: StoreStub())

            // When
            viewModel.checkout()

            // Then: the cart is done
            XCTAssertTrue(viewModel.isDone)
          }
        }
        """),
      Correction(
        Example(
          """
          @Test func ↓clampsNegativeValues() {
            // ARRANGE
            let value = -1.0
            // act
            let clamped = Math.clamp(value)
            /* Assert */ #expect(clamped == 0)
          }
          """, path: "Tests/AppTests/MathTests.swift"),
        """
        @Test func clampsNegativeValues() {
          // GIVEN
          let value = -1.0
          // when
          let clamped = Math.clamp(value)
          /* Then */ #expect(clamped == 0)
        }
        """),
    ],
    fix: .safe,
    judges: .tests)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let allowCombined = options.allowCombined
    // Searched once per file: most test files drive no app.
    let drivesApp = !options.uiTests && file.mentions("XCUIApplication")
    walk.on(FunctionDeclSyntax.self) { node in
      guard let body = node.body else { return }
      let isSwiftTesting = Self.isSwiftTestingTest(node.attributes)
      var owner: String?
      if !isSwiftTesting {
        guard Self.isXCTestMethod(node), !body.statements.isEmpty,
          let typeName = node.enclosingTypeName,
          let typeDecl = node.enclosingTypeDeclaration, !typeDecl.is(ProtocolDeclSyntax.self),
          !(drivesApp && file.text(of: typeDecl).contains("XCUIApplication"))
        else { return }
        owner = typeName
      }
      guard !Self.isPlaceholder(body), !XcodeTemplateTest.isUntouched(body) else { return }
      let markers = Self.markers(in: body, allowCombined: allowCombined)
      guard let problem = Self.problem(markers.filter { !$0.isAlias }, in: body) else { return }
      var message = "test '\(node.name.text)' \(problem)"
      var corrections: [SourceEdit] = []
      let aliases = markers.filter(\.isAlias)
      if !aliases.isEmpty, Self.problem(markers, in: body) == nil {
        message = "test '\(node.name.text)' \(Self.renaming(aliases))"
        corrections = aliases.compactMap(\.edit)
      }
      if let owner {
        file.report(at: node.name, message, corrections: corrections, when: { $0.hasRole(.testCase, owner) })
      } else {
        file.report(at: node.name, message, corrections: corrections)
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

  /// A section comment: where it starts, the section it opens, and for `// Arrange`, `// Act`,
  /// `// Assert` the words of the guides that replace them.
  struct Marker {
    var section: Section
    var start: AbsolutePosition
    /// For `Arrange`/`Act`/`Assert`, the edit that puts the guides' words in their place.
    var edit: SourceEdit?
    /// The other words it is marked with (`Arrange`, or `Act` and `Assert`), lowercased.
    var aliases: [String] = []
    var isAlias: Bool { edit != nil }
  }

  /// The section comments of the body, in order.
  static func markers(in body: CodeBlockSyntax, allowCombined: Bool) -> [Marker] {
    var found: [Marker] = []
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
        let opener: Int
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment):
          text = String(comment.drop(while: { $0 == "/" }))
          opener = comment.utf8.count - text.utf8.count
        case .blockComment(let comment):
          text = String(comment.dropFirst(2).dropLast(2))
          opener = 2
        default:
          continue
        }
        if let section = section(of: text, allowCombined: allowCombined) {
          found.append(Marker(section: section, start: start))
        } else if let alias = alias(in: text, allowCombined: allowCombined) {
          let wordStart = start.advanced(by: opener + alias.offset)
          found.append(
            Marker(
              section: alias.section, start: start,
              edit: SourceEdit(
                range: wordStart..<wordStart.advanced(by: alias.length), replacement: alias.replacement),
              aliases: alias.words))
        }
      }
    }
    return found
  }

  /// What is wrong with the order of these section comments, or `nil` when they are in order.
  static func problem(_ markers: [Marker], in body: CodeBlockSyntax) -> String? {
    var given: AbsolutePosition?
    var when: AbsolutePosition?
    var then: AbsolutePosition?
    for marker in markers {
      switch marker.section {
      case .given: given = given ?? marker.start
      case .when: when = when ?? marker.start
      case .then: then = then ?? marker.start
      case .combined:
        when = when ?? marker.start
        then = then ?? marker.start
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

  /// "marks its sections with `// Arrange`, `// Act`: the guides' words are `// Given`, `// When`",
  /// each word once, in the order of the guides.
  static func renaming(_ markers: [Marker]) -> String {
    let used = Set(markers.flatMap(\.aliases))
    let words = ["arrange", "act", "assert"].filter(used.contains)
    let theirs = words.map { "`// \($0.prefix(1).uppercased() + $0.dropFirst())`" }
    let guides = words.compactMap { aliasWords[$0].map { "`// \($0.word)`" } }
    let sections = theirs.count == 1 ? "a section" : "its sections"
    let are = guides.count == 1 ? "word is" : "words are"
    return "marks \(sections) with \(theirs.joined(separator: ", ")): the guides' \(are) \(guides.joined(separator: ", "))"
  }

  /// The guides' word for each of Arrange, Act, Assert.
  static let aliasWords: [String: (section: Section, word: String)] = [
    "arrange": (.given, "Given"), "act": (.when, "When"), "assert": (.then, "Then"),
  ]

  /// A comment opened with `Arrange`, `Act` or `Assert`: the section, and where its first word
  /// is (in UTF-8 bytes after the comment's opener) with the guides' word in its case. `Act and
  /// assert` opens the combined section, both words replaced.
  static func alias(in comment: String, allowCombined: Bool)
    -> (section: Section, offset: Int, length: Int, replacement: String, words: [String])?
  {
    let text = comment.drop(while: { $0 == " " || $0 == "\t" || $0 == "-" || $0 == "*" })
    let word = text.prefix(while: { $0.isLetter })
    guard let (section, replacement) = aliasWords[word.lowercased()] else { return nil }
    let offset = comment.utf8.count - text.utf8.count
    let cased = inCase(of: word, replacement)
    if section == .when {
      // `Act & Assert`, `Act and assert`, `Act/Assert`: one combined section, two words.
      let rest = text.dropFirst(word.count)
      let gap = rest.prefix(while: { !$0.isLetter })
      var next = rest.dropFirst(gap.count)
      var between = String(gap)
      if next.prefix(while: { $0.isLetter }).lowercased() == "and" {
        next = next.dropFirst(3)
        let more = next.prefix(while: { !$0.isLetter })
        between += String(rest.dropFirst(gap.count).prefix(3)) + more
        next = next.dropFirst(more.count)
      }
      let second = next.prefix(while: { $0.isLetter })
      if second.lowercased() == "assert" {
        let length = word.utf8.count + between.utf8.count + second.utf8.count
        let combined = cased + between + inCase(of: second, "Then")
        return (allowCombined ? .combined : .when, offset, length, combined, ["act", "assert"])
      }
    }
    return (section, offset, word.utf8.count, cased, [word.lowercased()])
  }

  /// `replacement` in the case of `word`: `GIVEN` for `ARRANGE`, `when` for `act`.
  static func inCase(of word: Substring, _ replacement: String) -> String {
    if word.count > 1, word.allSatisfy(\.isUppercase) { return replacement.uppercased() }
    if word.first?.isLowercase == true { return replacement.lowercased() }
    return replacement
  }
}
