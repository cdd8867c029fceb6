import CanonScaffold
import Foundation

/// `scaffold`: the plan of `canon new KIND NAME` in the app at the root, written only with
/// `write` (by the same writer as `canon new`, which keeps every file inside the app and
/// overwrites nothing).
struct ScaffoldTool {
  let root: String

  struct Edit: Encodable {
    var path: String
    var summary: String
  }

  struct Output: Encodable {
    var create: [String]
    var edit: [Edit]
    var notes: [String]
    var written: Bool
  }

  func run(_ arguments: ToolArguments) throws -> CallTool.Result {
    let kind = try arguments.requiredString("kind")
    let name = try arguments.requiredString("name")
    let architecture = try arguments.string("architecture").map { name in
      guard let known = Architecture(rawValue: name) else {
        throw MCPError.invalidParams(
          "unknown architecture '\(name)'; architectures: \(Architecture.names)")
      }
      return known
    }
    var parameters = try arguments.stringMap("parameters")
    if let purpose = try arguments.string("purpose") { parameters["purpose"] = purpose }
    if let openedFrom = try arguments.string("opened_from") {
      parameters[Scaffolder.openedFrom] = openedFrom
    }
    let write = try arguments.bool("write")
    let app = URL(fileURLWithPath: root)
    do {
      let scaffolder = Scaffolder()
      let plan = try scaffolder.planNew(
        kind: kind, name: name, architecture: architecture, parameters: parameters, in: app)
      if write { try scaffolder.write(plan, to: app) }
      return try ToolResult.make(
        Output(
          create: plan.files.map(\.path),
          edit: plan.edits.map { Edit(path: $0.path, summary: $0.summary) }, notes: plan.notes,
          written: write))
    } catch let error as ScaffoldError {
      throw MCPError.invalidParams(error.description)
    }
  }
}
