/// `path:line:column: warning: message (rule-id)`, the form Xcode and most editors jump to.
public struct XcodeReporter: Reporter {
  public static let name = "xcode"
  public static let summary = "path:line:column: severity: message (rule-id), one per line"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    // Bytes into one buffer: interpolating a String per line, then joining them, cost more
    // than the rest of the report, and it runs after the lint, on one core.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(result.violations.count * 160)
    for violation in result.violations {
      let location = violation.location
      ControlCharacters.appendEscaped(location.path, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      bytes += String(location.line).utf8
      bytes.append(UInt8(ascii: ":"))
      bytes += String(location.column).utf8
      bytes += ": ".utf8
      bytes += violation.severity.rawValue.utf8
      bytes += ": ".utf8
      ControlCharacters.appendEscaped(violation.message, to: &bytes)
      bytes += " (".utf8
      bytes += violation.ruleID.utf8
      bytes += ")\n".utf8
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
