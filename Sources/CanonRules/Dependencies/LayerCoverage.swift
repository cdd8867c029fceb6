import CanonLint

/// `layers: { exhaustive: true }`: every linted file of app code belongs to a layer, by its path
/// or by the roles of the types it declares or extends.
enum LayerCoverage {
  static func reportFilesOutsideLayers(_ project: LintedProject, layers: [Layer]) {
    let index = project.index
    let roleLayers = layers.filter { !$0.roles.isEmpty }
    func inLayerByRoles(_ name: String) -> Bool {
      let roles = index.roles(of: name)
      return !roles.isEmpty && roleLayers.contains { !$0.roles.isDisjoint(with: roles) }
    }
    for file in project.reportedFiles where file.kind == .production {
      // A package's manifest describes the build, not the app.
      guard !(file.path == "Package.swift" || file.path.hasSuffix("/Package.swift")) else { continue }
      if layers.contains(where: { $0.contains(path: file.path) }) { continue }
      if file.types.contains(where: { $0.parents.isEmpty && inLayerByRoles($0.name) }) { continue }
      if file.extensions.contains(where: { inLayerByRoles($0.extendedType) }) { continue }
      project.report(
        at: Location.start(of: file.path),
        "this file belongs to no layer, and `layers:` is exhaustive: add its folder to a layer's `paths`, or give its types a role a layer has"
      )
    }
  }
}
