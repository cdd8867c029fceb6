/// A named set of rules, with the option defaults its guide implies.
public struct Preset: Sendable {
  public struct Entry: Sendable {
    public var ruleID: String
    /// Options this preset sets for the rule, as the YAML mapping `.canon.yml` would hold.
    public var options: String?

    public init(_ ruleID: String, options: String? = nil) {
      self.ruleID = ruleID
      self.options = options
    }
  }

  public var name: String
  public var summary: String
  public var entries: [Entry]

  public init(name: String, summary: String, entries: [Entry]) {
    self.name = name
    self.summary = summary
    self.entries = entries
  }

  public var ruleIDs: [String] { entries.map(\.ruleID) }
}
