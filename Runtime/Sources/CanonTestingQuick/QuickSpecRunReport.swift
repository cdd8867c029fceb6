/// What happened when ``QuickSpecRunner`` ran a list of specs.
public struct QuickSpecRunReport: Sendable {
  /// The names of the examples that ran, in order.
  public let executedExamples: [String]
  /// One readable line per recorded failure.
  public let failures: [String]

  /// Whether every example ran without a failure.
  public var succeeded: Bool { failures.isEmpty }
}
