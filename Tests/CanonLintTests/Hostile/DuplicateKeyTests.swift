import Testing

@testable import CanonLint

/// Issue 14: a duplicated key in `.canon.yml` was reported at 1:1, not where it is written again.
@Suite struct DuplicateKeyTests {
  func error(_ text: String) -> ConfigurationError? {
    do {
      _ = try YAMLSource(path: ".canon.yml", text: text).root()
      return nil
    } catch let error as ConfigurationError {
      return error
    } catch {
      return nil
    }
  }

  @Test func aTopLevelDuplicateIsReportedOnItsOwnLine() {
    let found = error("presets: [base]\nincluded: [Sources]\n# a comment\n\nincluded: [App]\n")
    #expect(found?.line == 5)
    #expect(found?.column == 1)
    #expect(found?.message == "duplicate key 'included' (first at line 2)")
  }

  @Test func aNestedDuplicateIsReportedOnItsOwnLine() {
    let text = """
      rules:
        every-struct: warning
        configurable:
          suffix: ing
        configurable: error
      excluded: [Legacy]

      """
    let found = error(text)
    #expect(found?.line == 5)
    #expect(found?.column == 3)
  }

  @Test func aDuplicateInAFlowMappingIsReportedAtItsColumn() {
    let found = error("rules:\n  configurable: { suffix: ing, suffix: ed }\n")
    #expect(found?.line == 2)
    #expect(found?.column == 32)
  }

  @Test func crlfLinesAreCountedAlike() {
    let found = error("included: [A]\r\nexcluded: [B]\r\nincluded: [C]\r\n")
    #expect(found?.line == 3)
    #expect(found?.column == 1)
  }
}
