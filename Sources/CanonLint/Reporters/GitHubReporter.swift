/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
  public static let name = "github"
  public static let summary = "GitHub Actions annotations (::warning file=…,line=…,col=…::…)"

  public init() {}

  public func render(_ result: LintResult, context: ReportContext) -> String {
    result.violations.map { violation in
      let properties = [
        "file=" + Self.escapeProperty(violation.location.path),
        "line=\(violation.location.line)",
        "col=\(violation.location.column)",
        "title=" + Self.escapeProperty(violation.ruleID),
      ].joined(separator: ",")
      return "::\(violation.severity.rawValue) \(properties)::\(Self.escapeData(violation.message))\n"
    }.joined()
  }

  // The escaping GitHub's toolkit applies to command data and properties, in one pass over the
  // bytes (Foundation's `replacingOccurrences` costs a tenth of a second on a few thousand
  // violations on Linux).
  static func escapeData(_ text: String) -> String {
    escape(text, also: [])
  }

  static func escapeProperty(_ text: String) -> String {
    escape(text, also: [UInt8(ascii: ":"), UInt8(ascii: ",")])
  }

  private static func escape(_ text: String, also extra: [UInt8]) -> String {
    func needsEscape(_ byte: UInt8) -> Bool {
      // Every control character, not only the line breaks GitHub's toolkit encodes: an escape
      // sequence from a file name must not reach the log raw.
      byte == UInt8(ascii: "%") || ControlCharacters.isControl(byte) || extra.contains(byte)
    }
    guard text.utf8.contains(where: needsEscape) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      if needsEscape(byte) {
        let hex = Array("0123456789ABCDEF".utf8)
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
