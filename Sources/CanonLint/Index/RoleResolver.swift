/// Assigns roles to every declared type once: by its own name, its folder, and what it inherits
/// from, followed through the classes and protocols the project declares.
struct RoleResolver {
  let declarations: [String: [TypeSummary]]
  let inherited: [String: Set<String>]
  let folderRoles: [String: Set<Role>]
  let patterns: RolePatterns

  /// Conformances that mark a type as decoded data.
  static let dataProtocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "Mappable", "ImmutableMappable", "StaticMappable",
  ]

  func resolveAll() -> [String: Set<Role>] {
    var resolved: [String: Set<Role>] = [:]
    var inProgress = Set<String>()
    for name in declarations.keys {
      _ = roles(of: name, resolved: &resolved, inProgress: &inProgress)
    }
    return resolved
  }

  private func roles(
    of name: String, resolved: inout [String: Set<Role>], inProgress: inout Set<String>
  ) -> Set<Role> {
    if let known = resolved[name] { return known }
    guard let decls = declarations[name] else {
      return patterns.roles(forOutsideBase: name)
    }
    // An inheritance cycle (invalid code) must not recurse forever.
    guard inProgress.insert(name).inserted else { return [] }
    defer { inProgress.remove(name) }

    let isProtocol = decls.allSatisfy { $0.kind == .protocol }
    var roles = patterns.roles(forName: name, isProtocol: isProtocol)
    // SwiftUI's `UIViewRepresentable` nests a class named `Coordinator` (a delegate, not a flow
    // controller): a nested type named exactly so is a coordinator only by what it inherits.
    if name == "Coordinator", decls.allSatisfy({ !$0.parents.isEmpty }) {
      roles.remove(.coordinator)
    }
    var inheritedRoles = Set<Role>()
    for supertype in inherited[name] ?? [] where supertype != name {
      inheritedRoles.formUnion(self.roles(of: supertype, resolved: &resolved, inProgress: &inProgress))
    }
    // Decodable data in a model folder is an entity even when its name reads like a store
    // (GitHub's `struct Repository: Codable`); conforming to a store protocol still makes a store.
    if let folder = folderRoles[name], folder.contains(.entity), !inheritedRoles.contains(.store),
      !(inherited[name] ?? []).isDisjoint(with: Self.dataProtocols)
    {
      roles.remove(.store)
    }
    roles.formUnion(inheritedRoles)
    if decls.contains(where: { $0.attributes.contains("Suite") }) {
      roles.insert(.testCase)
    }
    if let folder = folderRoles[name], roles.isDisjoint(with: [.store]) {
      roles.formUnion(folder)
    }
    roles = narrowed(roles)
    resolved[name] = roles
    return roles
  }

  /// A cell or view controller is not also a plain view; a store is not an entity.
  private func narrowed(_ roles: Set<Role>) -> Set<Role> {
    var roles = roles
    if roles.contains(.cell) || roles.contains(.viewController) { roles.remove(.view) }
    if roles.contains(.store) { roles.remove(.entity) }
    return roles
  }
}
