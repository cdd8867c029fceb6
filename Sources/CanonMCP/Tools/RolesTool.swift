import CanonLint

/// `roles`: `canon roles` for the project, or for one type or some paths of it.
struct RolesTool {
  let tools: CanonTools

  struct Entry: Encodable {
    var type: String
    var path: String
    var line: Int
    var roles: [String]
    /// `view-model (named …ViewModel)`, as `canon roles` says it.
    var because: String
  }

  struct Output: Encodable {
    var types: [Entry]
  }

  func run(_ arguments: ToolArguments) throws -> CallTool.Result {
    let wantedType = try arguments.string("type")
    let prefixes = try arguments.strings("paths").map { argument in
      let path = try ProjectPath.resolve(argument, root: tools.root)
      return path == tools.root ? "" : path
    }
    let snapshot = try tools.snapshot()
    let index = ProjectIndex(
      files: snapshot.index.files, rolePatterns: snapshot.index.rolePatterns, explainingRoles: true)
    var entries: [Entry] = []
    for file in index.files
    where prefixes.isEmpty || prefixes.contains(where: { file.path == $0 || file.path.hasPrefix($0 + "/") }) {
      for type in file.types {
        if let wantedType, type.name != wantedType, RoleExplanation.qualifiedName(type) != wantedType {
          continue
        }
        let roles = index.roles(of: type.name)
        // Like `canon roles`: types with no role only when asked for by name.
        if roles.isEmpty && wantedType == nil { continue }
        entries.append(
          Entry(
            type: RoleExplanation.qualifiedName(type), path: tools.relative(type.location.path),
            line: type.location.line, roles: roles.map(\.rawValue).sorted(),
            because: RoleExplanation.describe(
              roles: roles, reasons: index.reasons(forRolesOf: type.name), kind: file.kind)))
      }
    }
    if let wantedType, entries.isEmpty {
      throw MCPError.invalidParams("the project declares no type named \(wantedType)")
    }
    return try ToolResult.make(Output(types: entries))
  }
}
