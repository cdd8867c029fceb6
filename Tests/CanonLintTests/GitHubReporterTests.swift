@testable import CanonLint
import Testing

@Suite struct GitHubReporterTests {
  @Test func escapesWhatWorkflowCommandsReserve() {
    #expect(GitHubReporter.escapeData("50% of a\r\nb: c, d") == "50%25 of a%0D%0Ab: c, d")
    #expect(GitHubReporter.escapeProperty("dir:a,b/50%.swift") == "dir%3Aa%2Cb/50%25.swift")
    #expect(GitHubReporter.escapeProperty("Sources/é.swift") == "Sources/é.swift")
  }
}
