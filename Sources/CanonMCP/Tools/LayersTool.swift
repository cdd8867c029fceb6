import CanonLint
import CanonRules

/// `layers`: the project's layer policy, and where a file or type stands in it.
struct LayersTool {
  let tools: CanonTools

  struct LayerEntry: Encodable {
    var name: String
    var roles: [String]?
    var paths: [String]?
    var modules: [String]?
  }

  struct Boundary: Encodable {
    var from: String
    var to: [String]
  }

  struct Placement: Encodable {
    var name: String
    var layers: [String]
  }

  struct Reference: Encodable {
    var from: String
    var to: String
    var fromLayers: [String]
    var toLayers: [String]
    var allowed: Bool
    /// The boundary it crosses, when it is not allowed.
    var forbiddenBy: Boundary?
    var reason: String
  }

  struct Output: Encodable {
    /// Whether the project runs `layer-dependencies`; when not, its defaults are shown and no
    /// reference is reported.
    var enforced: Bool
    var layers: [LayerEntry]
    var forbidden: [Boundary]
    var file: Placement?
    var type: Placement?
    var reference: Reference?
  }

  func run(_ arguments: ToolArguments) throws -> CallTool.Result {
    let pathArgument = try arguments.string("path")
    let typeName = try arguments.string("type")
    let from = try arguments.string("from")
    let to = try arguments.string("to")
    if (from == nil) != (to == nil) {
      throw MCPError.invalidParams("'from' and 'to' go together: the type that would refer, and the type it would refer to")
    }
    let path = try pathArgument.map { try ProjectPath.resolve($0, root: tools.root) }
    let snapshot = try tools.snapshot()
    let policy = LayerPolicy(index: snapshot.index, rules: snapshot.project.setup.rules)
    func known(_ name: String) throws -> String {
      guard policy.declares(type: name) else {
        throw MCPError.invalidParams(
          "the project declares no top-level type named \(name) (a nested type belongs to the type it is in)")
      }
      return name
    }
    var output = Output(
      enforced: policy.isConfigured,
      layers: policy.layers.map { layer in
        LayerEntry(
          name: layer.name, roles: nonEmpty(layer.roles.map(\.rawValue).sorted()),
          paths: nonEmpty(layer.paths), modules: nonEmpty(layer.modules))
      },
      forbidden: policy.boundaries.map { Boundary(from: $0.from, to: $0.to) })
    if let path {
      output.file = Placement(
        name: tools.relative(path), layers: policy.layers(ofPath: tools.relative(path)))
    }
    if let typeName {
      output.type = Placement(name: typeName, layers: policy.layers(ofType: try known(typeName)))
    }
    if let from, let to {
      let verdict = policy.reference(from: try known(from), to: try known(to))
      let reason: String
      if let boundary = verdict.forbidden {
        reason = "\(boundary.from) must not reference \(boundary.to[0]) (forbidden: of .canon.yml or the preset)"
      } else if verdict.allowedAsSwiftUIView {
        reason = "\(from) is a SwiftUI view, which binds to these layers itself (swiftui-views-may-reference)"
      } else if verdict.fromLayers.isEmpty || verdict.toLayers.isEmpty {
        reason = "\(verdict.fromLayers.isEmpty ? from : to) is in no layer: no boundary applies"
      } else {
        reason = "no forbidden: boundary from \(verdict.fromLayers.joined(separator: ", ")) to \(verdict.toLayers.joined(separator: ", "))"
      }
      output.reference = Reference(
        from: from, to: to, fromLayers: verdict.fromLayers, toLayers: verdict.toLayers,
        allowed: verdict.forbidden == nil,
        forbiddenBy: verdict.forbidden.map { Boundary(from: $0.from, to: $0.to) }, reason: reason)
    }
    return try ToolResult.make(output)
  }

  private func nonEmpty(_ items: [String]) -> [String]? { items.isEmpty ? nil : items }
}
