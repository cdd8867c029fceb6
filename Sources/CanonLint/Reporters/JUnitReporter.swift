/// JUnit XML: a test case per linted file, a failure per finding in it, for the CI systems that
/// show test reports (GitLab, Jenkins, Bitrise, CircleCI). Clean files are passing test cases, so
/// a dashboard shows what was checked, not only what failed.
public struct JUnitReporter: Reporter {
  public static let name = "junit"
  public static let summary = "JUnit XML: a test case per file, a failure per finding (GitLab, Jenkins, Bitrise, CircleCI)"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    var byFile: [String: [Violation]] = [:]
    var order: [String] = []
    for violation in result.violations {
      if byFile[violation.location.path] == nil { order.append(violation.location.path) }
      byFile[violation.location.path, default: []].append(violation)
    }
    // Clean files too: those the run linted and which have no finding.
    for path in result.lintedFiles where byFile[path] == nil {
      byFile[path] = []
      order.append(path)
    }
    let escape = CheckstyleReporter.escape
    let failures = result.violations.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"Canon\" tests=\"\(order.count)\" failures=\"\(failures)\" errors=\"0\">\n"
    xml += "  <testsuite name=\"canon lint\" tests=\"\(order.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for path in order {
      let violations = byFile[path] ?? []
      xml += "    <testcase classname=\"canon\" name=\"\(escape(path))\" file=\"\(escape(path))\""
      guard !violations.isEmpty else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      for violation in violations {
        let location = violation.location
        xml += "      <failure type=\"\(escape(violation.ruleID))\" message=\"\(escape(violation.message))\">"
        xml += escape("\(location.path):\(location.line):\(location.column): \(violation.severity.rawValue): \(violation.message) (\(violation.ruleID))")
        xml += "</failure>\n"
      }
      xml += "    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }
}
