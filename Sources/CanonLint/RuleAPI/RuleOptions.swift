import Yams

/// A rule's typed options. Each option is declared once, with its name, summary and default,
/// and that declaration serves configuration decoding, error messages and the docs alike.
public protocol RuleOptions: Sendable {
  init()
  static var fields: [OptionField<Self>] { get }
}

/// The options of a rule that has none.
public struct NoOptions: RuleOptions {
  public init() {}
  public static var fields: [OptionField<NoOptions>] { [] }
}

/// One option of a rule.
public struct OptionField<Root>: Sendable {
  public let name: String
  public let summary: String
  let decode: @Sendable (inout Root, Node, YAMLSource) throws -> Void
  let render: @Sendable (Root) -> String

  /// The option's value in `options`, as YAML.
  public func value(in options: Root) -> String { render(options) }

  public static func option<Value: OptionValue>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ summary: String
  ) -> OptionField {
    OptionField(
      name: name, summary: summary,
      decode: { (root: inout Root, node: Node, source: YAMLSource) throws in
        root[keyPath: keyPath] = try Value(node: node, option: name, in: source)
      },
      render: { $0[keyPath: keyPath].yamlText })
  }
}

extension RuleOptions {
  /// Applies a YAML mapping of option values, rejecting unknown names and ill-typed values.
  mutating func apply(
    _ entries: [(key: String, keyNode: Node, value: Node)], ruleID: String, in source: YAMLSource
  ) throws {
    let fields = Self.fields
    for entry in entries {
      guard let field = fields.first(where: { $0.name == entry.key }) else {
        let known = fields.map(\.name) + RuleSettings.commonKeys
        throw source.error(
          "unknown option '\(entry.key)' for rule '\(ruleID)'"
            + Suggestion.didYouMean(entry.key, among: known),
          at: entry.keyNode)
      }
      try field.decode(&self, entry.value, source)
    }
  }
}

/// A type an option can have.
public protocol OptionValue: Sendable {
  init(node: Node, option: String, in source: YAMLSource) throws
  var yamlText: String { get }
}

extension String: OptionValue {
  public init(node: Node, option: String, in source: YAMLSource) throws {
    guard let scalar = node.scalar else {
      throw source.error("option '\(option)' expects a string", at: node)
    }
    self = scalar.string
  }
  public var yamlText: String { self }
}

extension Int: OptionValue {
  public init(node: Node, option: String, in source: YAMLSource) throws {
    // A plain scalar: `"3"` is a string, as YAML's own resolution says.
    guard let scalar = node.scalar, scalar.style == .plain, let value = Int(scalar.string) else {
      throw source.error("option '\(option)' expects an integer", at: node)
    }
    self = value
  }
  public var yamlText: String { String(self) }
}

extension Bool: OptionValue {
  public init(node: Node, option: String, in source: YAMLSource) throws {
    // The YAML 1.1 booleans, plain as in `Yams.Bool.construct`; `"true"` is a string.
    guard let scalar = node.scalar, scalar.style == .plain,
      let value = ["true": true, "yes": true, "on": true, "false": false, "no": false, "off": false][
        scalar.string.lowercased()]
    else {
      throw source.error("option '\(option)' expects true or false", at: node)
    }
    self = value
  }
  public var yamlText: String { String(self) }
}

extension Array: OptionValue where Element == String {
  /// A list of strings; a single string is taken as a list of one.
  public init(node: Node, option: String, in source: YAMLSource) throws {
    if let scalar = node.scalar {
      self = [scalar.string]
      return
    }
    guard let sequence = node.sequence else {
      throw source.error("option '\(option)' expects a list of strings", at: node)
    }
    var values: [String] = []
    for item in sequence {
      guard let scalar = item.scalar else {
        throw source.error("option '\(option)' expects a list of strings", at: item)
      }
      values.append(scalar.string)
    }
    self = values
  }
  public var yamlText: String { "[" + joined(separator: ", ") + "]" }
}

/// Enumerations of fixed choices decode from their raw values and list them in errors.
extension OptionValue where Self: RawRepresentable & CaseIterable, RawValue == String {
  public init(node: Node, option: String, in source: YAMLSource) throws {
    let choices = Self.allCases.map(\.rawValue)
    guard let text = node.scalar?.string, let value = Self(rawValue: text) else {
      throw source.error(
        "option '\(option)' expects one of: \(choices.joined(separator: ", "))", at: node)
    }
    self = value
  }
  public var yamlText: String { rawValue }
}
