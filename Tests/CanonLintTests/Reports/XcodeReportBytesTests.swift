import Testing

@testable import CanonLint

/// The xcode report is gathered as bytes (`ReportBytes`) and written as they are: each line must
/// read as the interpolated line it replaced.
@Suite struct XcodeReportBytesTests {
  static let context = ReportContext(rules: [], toolVersion: "test")

  @Test func eachLineIsWhatInterpolationWrites() {
    let places = [
      0, 1, 9, 10, 99, 100, 12_345, 9_999_999_999, 10_000_000_000, Int.max, -1, Int.min,
    ]
    var violations: [Violation] = []
    for (index, number) in places.enumerated() {
      violations.append(
        Violation(
          ruleID: "rule-\(index)", severity: index.isMultiple(of: 2) ? .warning : .error,
          message: "m\u{E9}ssage \u{2014} \(index) \u{1F600} \u{1B}[0m",
          location: Location(
            path: "Sources/Caf\u{E9}/F\(index).swift", line: number,
            column: places[places.count - 1 - index])))
    }
    // A short path and message, held in the string itself rather than in storage of its own.
    violations.append(
      Violation(
        ruleID: "r", severity: .warning, message: "m",
        location: Location(path: "a", line: 3, column: 4)))
    let result = LintResult(violations: violations, fileCount: 1)
    let expected = result.violations.map { violation in
      let location = violation.location
      return
        "\(location.path):\(location.line):\(location.column): \(violation.severity.rawValue): "
        + "\(violation.message.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")) (\(violation.ruleID))\n"
    }.joined()
    let reporter = XcodeReporter()
    #expect(reporter.render(result, context: Self.context) == expected)
    #expect(reporter.renderBytes(result, context: Self.context) == Array(expected.utf8))
  }

  @Test func anotherReportsBytesAreItsText() {
    let result = LintResult(
      violations: [
        Violation(
          ruleID: "r", severity: .warning, message: "m\u{E9}",
          location: Location(path: "A.swift", line: 1, column: 2))
      ], fileCount: 1)
    let reporter = CheckstyleReporter()
    #expect(
      reporter.renderBytes(result, context: Self.context)
        == Array(reporter.render(result, context: Self.context).utf8))
  }
}

extension XcodeReportBytesTests {
  /// The scan that reads eight bytes at a time finds each control byte at each place, and no
  /// other byte (those of UTF-8 sequences included).
  @Test(arguments: [UInt8(ascii: "a"), 0x80, 0xFF, 0x20, 0x7E])
  func everyControlByteIsFoundWhereverItIs(_ background: UInt8) {
    for length in [1, 7, 8, 9, 16, 17] {
      for place in 0..<length {
        for byte in UInt8.min...UInt8.max {
          var bytes = [UInt8](repeating: background, count: length)
          bytes[place] = byte
          let found = bytes.withUnsafeBufferPointer { ControlCharacters.containsControl($0) }
          #expect(
            found == ControlCharacters.isControl(byte), "byte \(byte) at \(place) of \(length)")
        }
      }
    }
    let empty: [UInt8] = []
    #expect(!empty.withUnsafeBufferPointer { ControlCharacters.containsControl($0) })
  }
}
