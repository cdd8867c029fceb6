import Testing

@Suite struct RulesCommandTests {
  @Test func listsEveryRuleWithPresetsSeverityAndCorrectability() throws {
    let project = try Project([:])
    let output = try project.canon("rules")
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("RULE") == true)
    let row = try #require(lines.first { $0.hasPrefix("class-protocol-anyobject ") })
    #expect(row.split(separator: " ", omittingEmptySubsequences: true) == ["class-protocol-anyobject", "base", "warning", "safe", "fix"])
    let weak = try #require(lines.first { $0.hasPrefix("weak-delegate ") })
    #expect(weak.hasSuffix(" unsafe fix"))
    #expect(lines.contains { $0.hasPrefix("unreadable-file ") && $0.contains("(always on)") })
  }

  @Test func describesOneRuleWithExamples() throws {
    let project = try Project([:])
    let output = try project.canon("rules", "class-protocol-anyobject")
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("# class-protocol-anyobject\n"))
    #expect(output.stdout.contains("## Triggering examples"))
    #expect(output.stdout.contains("## Corrections"))
  }

  @Test func unknownRuleSuggestsTheClosest() throws {
    let project = try Project([:])
    let output = try project.canon("rules", "class-protocol-anyobjct")
    #expect(output.status == 2)
    #expect(output.stderr.contains("did you mean 'class-protocol-anyobject'"))
  }
}
