/// Every rule Canon knows and the presets that group them.
public struct RuleRegistry: Sendable {
  /// The engine's own rules, active whatever the presets.
  public static let engineRules: [any Rule.Type] = [
    UnreadableFile.self, InvalidSuppression.self, SyntaxErrorRule.self, TooComplexFile.self,
    TooLargeFile.self,
  ]

  public let rules: [any Rule.Type]
  public let presets: [Preset]
  private let rulesByID: [String: any Rule.Type]

  /// - Parameter rules: the lint rules; the engine's own are added.
  public init(rules: [any Rule.Type], presets: [Preset]) {
    let all = RuleRegistry.engineRules + rules
    self.rules = all.sorted { $0.id < $1.id }
    self.presets = presets
    self.rulesByID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public func rule(_ id: String) -> (any Rule.Type)? { rulesByID[id] }

  public func preset(_ name: String) -> Preset? { presets.first { $0.name == name } }

  public var ruleIDs: [String] { rules.map { $0.id } }

  /// Names of the presets that contain the rule.
  public func presets(containing id: String) -> [String] {
    presets.filter { $0.ruleIDs.contains(id) }.map(\.name)
  }

  public func isEngineRule(_ id: String) -> Bool {
    RuleRegistry.engineRules.contains { $0.id == id }
  }
}
