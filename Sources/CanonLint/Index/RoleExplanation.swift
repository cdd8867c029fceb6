/// How `canon roles` (and `canon mcp`'s `roles` tool) say what Canon takes a type for and why.
public enum RoleExplanation {
  /// `Profile.ViewModel`: the type's name with the types it is nested in.
  public static func qualifiedName(_ type: TypeSummary) -> String {
    (type.parents + [type.name]).joined(separator: ".")
  }

  /// `view-model (named …ViewModel); entity (declared in a folder named Models)`.
  public static func describe(roles: Set<Role>, reasons: [RoleReason], kind: JudgedCode) -> String {
    guard !roles.isEmpty else {
      return kind == .production ? "no role" : "no role (\(kind.names.joined()))"
    }
    return roles.sorted { $0.rawValue < $1.rawValue }.map { role in
      let why = reasons.filter { $0.role == role }.map(\.because)
      return why.isEmpty ? role.rawValue : "\(role.rawValue) (\(why.joined(separator: "; ")))"
    }.joined(separator: "; ")
  }
}
