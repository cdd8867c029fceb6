import Testing

/// `canon lint --statistics`: a line per rule, most frequent first, with the correctable count
/// and the share of all findings.
@Suite struct StatisticsTests {
  @Test func oneLinePerRuleMostFrequentFirst() throws {
    let project = try Project([
      // Two correctable findings of one rule, one finding of a rule with no fix.
      "Sources/Protocols.swift": "protocol A: class {}\nprotocol B: class {}\n",
      "Sources/SessionManager.swift": "final class SessionManager {}\n",
    ])
    let lint = try project.canon("lint", "--statistics")
    #expect(lint.status == 0)
    #expect(
      lint.stdout == """
        COUNT  CORRECTABLE  SHARE  RULE
            2            2  66.7%  class-protocol-anyobject
            1            0  33.3%  no-manager-suffix

        """)
    // The findings themselves are not printed; the summary still is.
    #expect(!lint.stdout.contains("warning:"))
    #expect(lint.stderr.contains(": 3 warnings"))
  }

  @Test func aCleanRunPrintsNoTable() throws {
    let project = try Project(["A.swift": "protocol A: AnyObject {}\n"])
    let lint = try project.canon("lint", "--statistics")
    #expect(lint.status == 0)
    #expect(lint.stdout.isEmpty)
  }

  @Test func reportsNamedWithReporterAreStillWritten() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let lint = try project.canon("lint", "--statistics", "--reporter", "json:report.json")
    #expect(lint.stdout.hasSuffix("1            1  100.0%  class-protocol-anyobject\n"))
    #expect(try project.read("report.json").contains("class-protocol-anyobject"))
  }
}
