/// Where a rule's documentation is: its section of `docs/rules.md`, whose headings are the rule
/// ids (GitHub makes each heading an anchor of the same name).
public struct RuleLinks: Sendable {
  /// The published rule documentation (the package's address, as docs/scaffolding.md gives it).
  public static let defaultBase = "https://github.com/canon-ios/Canon/blob/main/docs/rules.md"

  public var base: String

  public init(base: String = RuleLinks.defaultBase) {
    self.base = base
  }

  public func link(to ruleID: String) -> String { base + "#" + ruleID }
}
