import CanonLint
import CanonRules
import Testing

/// `given-when-then` on the tests real apps write: sections marked with other words, and UI tests.
@Suite struct GivenWhenThenTests {
  static let arrangeActAssert = """
    import XCTest

    final class ContentWarningTests: XCTestCase {
        func testReason() {
            // Arrange
            let reports = [Report()]
            // Act
            let warning = ContentWarning(reports: reports)
            // Assert: one reason
            XCTAssertEqual(warning.reasons.count, 1)
        }
    }
    """

  /// nos marks 110 tests `// Arrange`, `// Act`, `// Assert`: the structure is there, under other
  /// words, and the finding says so and carries the fix that puts the guides' words in place.
  @Test func arrangeActAssertIsToldTheGuidesWordsWithAFix() throws {
    let found = try OneProblemOneFindingTests.violations(
      ["NosTests/ContentWarningTests.swift": Self.arrangeActAssert], presets: ["base", "mvvm"]
    ).filter { $0.ruleID == "given-when-then" }
    #expect(
      found.map(\.message) == [
        "test 'testReason' marks its sections with `// Arrange`, `// Act`, `// Assert`: the guides' words are `// Given`, `// When`, `// Then`"
      ])
    #expect(found.map(\.corrections.count) == [3])
  }

  static let uiTest = """
    import XCTest

    final class ScreenshotTests: XCTestCase {
        private var app: XCUIApplication!
        func testAppStoreScreenshots() {
            app = XCUIApplication()
            app.launch()
            app.buttons["Comments"].tap()
            snapshot("01-comments")
        }
    }
    """

  /// A UI test is a recorded flow through the app: left alone unless `ui-tests: true`.
  @Test func uiTestsAreLeftAloneUnlessAskedFor() throws {
    let files = ["AppUITests/ScreenshotTests.swift": Self.uiTest]
    let byDefault = try OneProblemOneFindingTests.violations(files, presets: ["base", "mvvm"])
      .filter { $0.ruleID == "given-when-then" }
    #expect(byDefault.isEmpty)
    let asked = try OneProblemOneFindingTests.violations(
      files, presets: ["base", "mvvm"], configuration: "rules:\n  given-when-then: { ui-tests: true }\n"
    ).filter { $0.ruleID == "given-when-then" }
    #expect(asked.map(\.location.line) == [5])
  }
}
