import Yams

/// Roles named in configuration: one role or a list of them (`[view, view-controller]`).
public struct RoleList: OptionValue, Equatable {
  public var roles: [Role]

  public init(_ roles: [Role]) {
    self.roles = roles
  }

  public init(node: Node, option: String, in source: YAMLSource) throws {
    let items = node.sequence.map(Array.init) ?? [node]
    var roles: [Role] = []
    for item in items {
      guard let text = item.scalar?.string else {
        throw source.error("option '\(option)' expects a role or a list of roles", at: item)
      }
      guard let role = Role(rawValue: text) else {
        throw source.error(
          "unknown role '\(text)' in '\(option)'"
            + Suggestion.didYouMean(text, among: Role.allCases.map(\.rawValue)),
          at: item)
      }
      roles.append(role)
    }
    self.roles = roles
  }

  public var yamlText: String { "[" + roles.map(\.rawValue).joined(separator: ", ") + "]" }
}

/// One layer of the `layers:` section: the types of some roles, the files under some paths, and
/// the modules whose import means depending on it.
public struct Layer: Sendable, Equatable {
  public var name: String
  public var roles: Set<Role>
  /// Globs (as in `included`/`excluded`); a file matches when the glob matches its path or the
  /// end of it, so `Sources/Model/**` also matches `/abs/App/Sources/Model/User.swift`.
  public var paths: [String] {
    didSet { pathGlobs = GlobSet(paths) }
  }
  public var modules: [String]
  /// `paths` compiled once: a layer is asked about every file of the project.
  private var pathGlobs: GlobSet

  public init(name: String, roles: Set<Role> = [], paths: [String] = [], modules: [String] = []) {
    self.name = name
    self.roles = roles
    self.paths = paths
    self.modules = modules
    pathGlobs = GlobSet(paths)
  }

  /// Whether a file at `path` belongs to this layer by its place.
  public func contains(path: String) -> Bool {
    pathGlobs.matchesAtAnyDepth(path)
  }
}

/// The `layers:` section: named layers, in the order written.
///
/// ```yaml
/// layers:
///   exhaustive: true    # every linted file must belong to a layer
///   model:      { roles: [store, entity], paths: ["Sources/Model/**"], modules: [ModelKit] }
///   view-model: { roles: [view-model] }
///   view:       { roles: [view, view-controller, cell] }
/// ```
public struct LayerList: OptionValue, Equatable {
  public static let keys = ["roles", "paths", "modules"]

  public var layers: [Layer]
  /// Whether a linted file that belongs to no layer is reported (`exhaustive: true`), so that a
  /// new folder cannot escape the architecture by accident.
  public var exhaustive: Bool

  public init(_ layers: [Layer], exhaustive: Bool = false) {
    self.layers = layers
    self.exhaustive = exhaustive
  }

  public init(node: Node, option: String, in source: YAMLSource) throws {
    var layers: [Layer] = []
    var exhaustive = false
    for entry in try node.orderedEntries(in: source, what: "'\(option)'") {
      // A layer is a mapping; `exhaustive` with a scalar is the section's own switch.
      if entry.key == "exhaustive", entry.value.scalar != nil {
        exhaustive = try Bool(node: entry.value, option: "exhaustive", in: source)
        continue
      }
      guard !layers.contains(where: { $0.name == entry.key }) else {
        throw source.error("layer '\(entry.key)' is defined twice", at: entry.keyNode)
      }
      var layer = Layer(name: entry.key)
      for field in try entry.value.orderedEntries(in: source, what: "layer '\(entry.key)'") {
        switch field.key {
        case "roles":
          layer.roles = Set(try RoleList(node: field.value, option: "roles", in: source).roles)
        case "paths":
          layer.paths = try [String](node: field.value, option: "paths", in: source)
        case "modules":
          layer.modules = try [String](node: field.value, option: "modules", in: source)
        default:
          throw source.error(
            "unknown key '\(field.key)' for layer '\(entry.key)'"
              + Suggestion.didYouMean(field.key, among: Self.keys),
            at: field.keyNode)
        }
      }
      if layer.roles.isEmpty && layer.paths.isEmpty && layer.modules.isEmpty {
        throw source.error(
          "layer '\(entry.key)' needs at least one of roles, paths or modules", at: entry.value)
      }
      layers.append(layer)
    }
    self.layers = layers
    self.exhaustive = exhaustive
  }

  public var names: [String] { layers.map(\.name) }

  public var yamlText: String {
    "{ " + (exhaustive ? "exhaustive: true, " : "")
      + layers.map { layer in
        var fields: [String] = []
        if !layer.roles.isEmpty {
          fields.append("roles: [" + layer.roles.map(\.rawValue).sorted().joined(separator: ", ") + "]")
        }
        if !layer.paths.isEmpty { fields.append("paths: [" + layer.paths.joined(separator: ", ") + "]") }
        if !layer.modules.isEmpty {
          fields.append("modules: [" + layer.modules.joined(separator: ", ") + "]")
        }
        return layer.name + ": { " + fields.joined(separator: ", ") + " }"
      }.joined(separator: ", ") + " }"
  }
}

/// One entry of the `forbidden:` section: layer `from` must not reference the layers `to`.
public struct LayerBoundary: Sendable, Equatable {
  public var from: String
  public var to: [String]

  public init(from: String, to: [String]) {
    self.from = from
    self.to = to
  }
}

/// The `forbidden:` section: which layers may not reference which.
///
/// ```yaml
/// forbidden:
///   - { from: model, to: [view-model, view] }
///   - { from: view, to: model }
/// ```
public struct ForbiddenList: OptionValue, Equatable {
  public var boundaries: [LayerBoundary]

  public init(_ boundaries: [LayerBoundary]) {
    self.boundaries = boundaries
  }

  public init(node: Node, option: String, in source: YAMLSource) throws {
    guard let sequence = node.sequence else {
      throw source.error("'\(option)' expects a list of { from: layer, to: [layers] }", at: node)
    }
    var boundaries: [LayerBoundary] = []
    for item in sequence {
      var from: String?
      var to: [String]?
      for field in try item.orderedEntries(in: source, what: "an entry of '\(option)'") {
        switch field.key {
        case "from":
          guard let name = field.value.scalar?.string else {
            throw source.error("'from' expects a layer name", at: field.value)
          }
          from = name
        case "to":
          to = try [String](node: field.value, option: "to", in: source)
        default:
          throw source.error(
            "unknown key '\(field.key)' in an entry of '\(option)'"
              + Suggestion.didYouMean(field.key, among: ["from", "to"]),
            at: field.keyNode)
        }
      }
      guard let from, let to else {
        throw source.error("an entry of '\(option)' needs both 'from' and 'to'", at: item)
      }
      boundaries.append(LayerBoundary(from: from, to: to))
    }
    self.boundaries = boundaries
  }

  /// Throws at the first layer name in a `forbidden:` node (already decoded) that `layers` does
  /// not define.
  static func checkNames(in node: Node, against layers: [String], in source: YAMLSource) throws {
    for item in node.sequence.map(Array.init) ?? [] {
      guard let mapping = item.mapping else { continue }
      for (key, value) in mapping where key.string == "from" || key.string == "to" {
        for name in value.sequence.map(Array.init) ?? [value] {
          guard let text = name.string, !layers.contains(text) else { continue }
          throw source.error(
            "unknown layer '\(text)'" + Suggestion.didYouMean(text, among: layers), at: name)
        }
      }
    }
  }

  public var yamlText: String {
    "[" + boundaries.map { "{ from: \($0.from), to: [\($0.to.joined(separator: ", "))] }" }
      .joined(separator: ", ") + "]"
  }
}
