/// Checkstyle XML, which Jenkins, GitLab and many CI dashboards import.
public struct CheckstyleReporter: Reporter {
  public static let name = "checkstyle"
  public static let summary = "Checkstyle 4.3 XML"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var byFile: [(String, [Violation])] = []
    for violation in result.violations {
      if byFile.last?.0 == violation.location.path {
        byFile[byFile.count - 1].1.append(violation)
      } else {
        byFile.append((violation.location.path, [violation]))
      }
    }
    for (path, violations) in byFile {
      xml += "  <file name=\"\(MarkupEscaping.xml(path))\">\n"
      for violation in violations {
        xml += "    <error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\""
        xml += " severity=\"\(violation.severity.rawValue)\" message=\"\(MarkupEscaping.xml(violation.message))\""
        xml += " source=\"canon.\(MarkupEscaping.xml(violation.ruleID))\"/>\n"
      }
      xml += "  </file>\n"
    }
    return xml + "</checkstyle>\n"
  }
}
