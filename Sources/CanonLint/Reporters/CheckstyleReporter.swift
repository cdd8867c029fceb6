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
      xml += "  <file name=\"\(Self.escape(path))\">\n"
      for violation in violations {
        xml += "    <error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\""
        xml += " severity=\"\(violation.severity.rawValue)\" message=\"\(Self.escape(violation.message))\""
        xml += " source=\"canon.\(Self.escape(violation.ruleID))\"/>\n"
      }
      xml += "  </file>\n"
    }
    return xml + "</checkstyle>\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      default:
        // XML 1.0 cannot carry C0 controls other than tab and line breaks, not even as
        // references: they are written as text.
        if character.utf8.count == 1, let byte = character.utf8.first,
          ControlCharacters.isControl(byte), byte != 0x09, byte != 0x0D
        {
          var bytes: [UInt8] = []
          ControlCharacters.appendEscaped(String(character), to: &bytes)
          result += String(decoding: bytes, as: UTF8.self)
        } else {
          result.append(character)
        }
      }
    }
    return result
  }
}
