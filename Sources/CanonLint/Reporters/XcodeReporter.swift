/// `path:line:column: warning: message (rule-id)`, the form Xcode and most editors jump to.
public struct XcodeReporter: Reporter {
  public static let name = "xcode"
  public static let summary = "path:line:column: severity: message (rule-id), one per line"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    String(decoding: renderBytes(result, context: context), as: UTF8.self)
  }

  public func renderBytes(_ result: LintResult, context: ReportContext) -> [UInt8] {
    // Bytes into one buffer: interpolating a String per line, then joining them, cost more
    // than the rest of the report, and it runs after the lint, on one core. Each piece is
    // copied whole from its string (`ReportBytes`): appending a string's `utf8` went byte by
    // byte, 170 instructions a piece, and `String.append` twice that.
    var bytes = ReportBytes(capacity: result.violations.count * 160)
    for violation in result.violations {
      let location = violation.location
      bytes.appendEscaped(location.path)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(location.line)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(location.column)
      bytes.append(UInt8(ascii: ":"), UInt8(ascii: " "))
      bytes.append(violation.severity.rawValue)
      bytes.append(UInt8(ascii: ":"), UInt8(ascii: " "))
      bytes.appendEscaped(violation.message)
      bytes.append(UInt8(ascii: " "), UInt8(ascii: "("))
      bytes.append(violation.ruleID)
      bytes.append(UInt8(ascii: ")"), UInt8(ascii: "\n"))
    }
    return bytes.bytes
  }
}
