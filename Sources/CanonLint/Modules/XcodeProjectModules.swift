/// The native targets of an Xcode project (`project.pbxproj`) as modules: the files of each
/// target's sources build phase, the folders of its file-system-synchronized groups (Xcode 16)
/// less their membership exceptions, and the targets, Swift package products and frameworks (its
/// frameworks build phase's) it depends on. A target's module is named by its
/// `PRODUCT_MODULE_NAME` build setting, else its `PRODUCT_NAME`, else its own name.
///
/// The file is an old-style (OpenStep) property list (`OpenStepPropertyList` reads it); no package
/// that parses `project.pbxproj` in Swift can be resolved here, and the object graph is small
/// enough to follow by hand once it is read. (`warnings-as-errors` reads build settings by byte search,
/// which suits settings and not this graph of references.)
enum XcodeProjectModules {
  /// The modules the project at `path` (as files are reported) declares; none when the text is
  /// no property list Foundation can read.
  static func modules(in text: String, path: String) -> [DeclaredModule] {
    guard
      let top = OpenStepPropertyList.parse(text) as? [String: Any],
      let objects = top["objects"] as? [String: Any],
      let rootID = top["rootObject"] as? String,
      let project = objects[rootID] as? [String: Any]
    else { return [] }
    let graph = ObjectGraph(objects: objects)
    // `App/App.xcodeproj/project.pbxproj` builds what is named relative to `App/`.
    let root = ModulePaths.parent(ModulePaths.parent(path))
    let projectDir = project["projectDirPath"] as? String ?? ""
    let sourceRoot =
      projectDir.isEmpty ? root : ModulePaths.normalize(ModulePaths.join(root, projectDir)) ?? root
    var paths: [String: String] = [:]
    if let main = project["mainGroup"] as? String {
      graph.resolvePaths(from: main, sourceRoot: sourceRoot, into: &paths)
    }
    let targetIDs = graph.strings(project["targets"])
    var namesByID: [String: String] = [:]
    // The module each target's product is (a framework another target links).
    var productModules: [String: String] = [:]
    for id in targetIDs {
      if let target = graph.object(id), let name = target["name"] as? String {
        namesByID[id] = DeclaredModule.moduleName(graph.moduleName(of: target) ?? name)
        if let product = target["productReference"] as? String { productModules[product] = namesByID[id] }
      }
    }
    var modules: [DeclaredModule] = []
    for id in targetIDs {
      guard let target = graph.object(id), target["isa"] as? String == "PBXNativeTarget",
        let name = namesByID[id]
      else { continue }
      var module = DeclaredModule(name: name, kind: .xcodeTarget, declaredIn: path)
      let productType = target["productType"] as? String ?? ""
      module.isTests = productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing")
      for phaseID in graph.strings(target["buildPhases"]) {
        guard let phase = graph.object(phaseID) else { continue }
        if phase["isa"] as? String == "PBXFrameworksBuildPhase" {
          module.dependencies += graph.linkedFrameworks(of: phase, productModules: productModules)
          continue
        }
        guard phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
        for buildFileID in graph.strings(phase["files"]) {
          guard let reference = graph.object(buildFileID)?["fileRef"] as? String,
            let filePath = paths[reference]
          else { continue }
          module.files.append(filePath)
        }
      }
      for groupID in graph.strings(target["fileSystemSynchronizedGroups"]) {
        guard let folder = paths[groupID] else { continue }
        var excluded = Set<String>()
        for exceptionID in graph.strings(graph.object(groupID)?["exceptions"]) {
          guard let exception = graph.object(exceptionID),
            exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            exception["target"] as? String == id
          else { continue }
          excluded.formUnion(graph.strings(exception["membershipExceptions"]))
        }
        module.folders.append(DeclaredModule.Folder(path: folder, excluded: excluded))
      }
      for dependencyID in graph.strings(target["dependencies"]) {
        guard let dependency = graph.object(dependencyID) else { continue }
        if let targetID = dependency["target"] as? String, let name = namesByID[targetID] {
          module.dependencies.append(name)
        } else if let name = dependency["name"] as? String {
          module.dependencies.append(DeclaredModule.moduleName(name))
        }
      }
      for productID in graph.strings(target["packageProductDependencies"]) {
        if let product = graph.object(productID)?["productName"] as? String {
          module.dependencies.append(DeclaredModule.moduleName(product))
        }
      }
      var seen = Set<String>()
      module.dependencies = module.dependencies.filter { $0 != module.name && seen.insert($0).inserted }
      modules.append(module)
    }
    return modules
  }

  /// The project's objects by id.
  private struct ObjectGraph {
    let objects: [String: Any]

    func object(_ id: String) -> [String: Any]? {
      objects[id] as? [String: Any]
    }

    func strings(_ value: Any?) -> [String] {
      (value as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// The frameworks a target links (`Core.framework` of a workspace's other project, a
    /// vendored `Kit.xcframework`, another target's product), as module names: how a
    /// workspace's targets depend on each other with no target dependency.
    func linkedFrameworks(of phase: [String: Any], productModules: [String: String]) -> [String] {
      strings(phase["files"]).compactMap { buildFileID in
        guard let reference = object(buildFileID)?["fileRef"] as? String else { return nil }
        if let module = productModules[reference] { return module }
        guard let file = object(reference),
          let name = (file["path"] as? String ?? file["name"] as? String)?.split(separator: "/").last,
          name.hasSuffix(".framework") || name.hasSuffix(".xcframework"),
          let stem = name.split(separator: ".").first
        else { return nil }
        return DeclaredModule.moduleName(String(stem))
      }
    }

    /// The module name a target's build settings give: `PRODUCT_MODULE_NAME`, else
    /// `PRODUCT_NAME`, as the first of its configurations that sets it writes it; `nil` when
    /// none does, or only through another setting (`$(TARGET_NAME)`: the target's name).
    func moduleName(of target: [String: Any]) -> String? {
      let configurations = strings(object(target["buildConfigurationList"] as? String ?? "")?["buildConfigurations"])
      for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
        for id in configurations {
          guard let settings = object(id)?["buildSettings"] as? [String: Any],
            let value = settings[key] as? String, !value.isEmpty, !value.contains("$")
          else { continue }
          return value
        }
      }
      return nil
    }

    /// The path of every file reference and group below `main`, as files are reported: each
    /// child's `path` is relative to its group's (`<group>`) or to the project's folder
    /// (`SOURCE_ROOT`). What is absolute, relative to the SDK or to build products, or climbs
    /// out of the project's folder has no path here. Walked with a list, not recursion, and
    /// each group once: the file may be anything a repository holds.
    func resolvePaths(from main: String, sourceRoot: String, into paths: inout [String: String]) {
      var pending: [(id: String, parent: String)] = [(main, sourceRoot)]
      var visited = Set<String>()
      while let (id, parent) = pending.popLast() {
        guard visited.insert(id).inserted, let item = object(id) else { continue }
        let own = item["path"] as? String
        let base: String?
        switch item["sourceTree"] as? String ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT": base = sourceRoot
        default: base = nil
        }
        guard let base else { continue }
        var resolved = base
        if let own, !own.isEmpty {
          guard !own.hasPrefix("/"), let normal = ModulePaths.normalize(ModulePaths.join(base, own))
          else { continue }
          resolved = normal
        }
        paths[id] = resolved
        for child in strings(item["children"]) { pending.append((child, resolved)) }
      }
    }
  }
}
