/// The modules the project's build files declare, compiled once (when the index is made) to
/// answer which of them a file belongs to.
struct DeclaredModules: Sendable {
  let modules: [DeclaredModule]
  /// Each module's glob groups, compiled (`GlobSet`), in `modules`' order; empty for a module
  /// without.
  private let globs: [[(included: GlobSet, excluded: GlobSet)]]
  /// The modules that list each file, by path.
  private let byFile: [String: [Int]]
  /// The modules that compile each folder, by path.
  private let byFolder: [String: [Int]]

  init(_ modules: [DeclaredModule]) {
    // Declared twice (one project read through two paths, two podspecs of one name): the
    // first is the module.
    self.modules = modules
    globs = modules.map { module in
      module.sources.map { (GlobSet($0.included), GlobSet($0.excluded)) }
    }
    var byFile: [String: [Int]] = [:]
    var byFolder: [String: [Int]] = [:]
    for (position, module) in modules.enumerated() {
      for file in module.files where byFile[file]?.last != position {
        byFile[file, default: []].append(position)
      }
      for folder in module.folders where byFolder[folder.path]?.last != position {
        byFolder[folder.path, default: []].append(position)
      }
    }
    self.byFile = byFile
    self.byFolder = byFolder
  }

  var isEmpty: Bool { modules.isEmpty }

  /// The modules the file at `path` belongs to, in the order they were declared: one it is
  /// listed in comes before one whose folder or glob takes it. A file several targets compile
  /// (an app's and its extension's) belongs to each.
  func modules(of path: String) -> [DeclaredModule] {
    guard !modules.isEmpty else { return [] }
    var found: [Int] = byFile[path] ?? []
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      for position in byFolder[String(folder)] ?? [] where !found.contains(position) {
        if modules[position].holdsListed(path) { found.append(position) }
      }
    }
    for (position, groups) in globs.enumerated() where !groups.isEmpty && !found.contains(position) {
      guard let relative = ModulePaths.below(modules[position].base, path) else { continue }
      if groups.contains(where: { $0.included.matches(relative) && !$0.excluded.matches(relative) }) {
        found.append(position)
      }
    }
    return found.map { modules[$0] }
  }

  /// Whether the file at `path` (a `project.pbxproj`, an XcodeGen `project.yml`, a `.podspec`
  /// or a `Podfile`) declares modules. (A `Package.swift` is Swift, and stays among the files.)
  static func isDeclaringFile(_ path: String) -> Bool {
    path.hasSuffix(".podspec") || path.hasSuffix("project.pbxproj")
      || ModulePaths.isNamed(path, "project.yml") || ModulePaths.isNamed(path, "Podfile")
  }

  /// The modules a project file's text declares.
  static func read(_ text: String, path: String) -> [DeclaredModule] {
    if path.hasSuffix(".podspec") { return PodspecModules.modules(in: text, path: path) }
    if path.hasSuffix("project.pbxproj") {
      return XcodeProjectModules.modules(in: text, path: path)
    }
    if ModulePaths.isNamed(path, "project.yml") {
      return XcodeGenModules.modules(in: text, path: path)
    }
    if ModulePaths.isNamed(path, "Podfile") { return PodfileModules.modules(in: text, path: path) }
    return []
  }
}

extension DeclaredModules {
  /// The folders (relative to `root`) that the modules declared by the project's own build
  /// files among `files` (absolute) compile, each with the build file that declares it (also
  /// relative): where a pod's globs start (`modules/Core` of `modules/Core/**/*.swift`), an
  /// Xcode target's synchronized folders and its listed files' folders, an XcodeGen target's
  /// source folders. For telling a team's own
  /// module that carries a licence of its own from a third party's code.
  static func sourceFolders(among files: [String], root: String) -> [(folder: String, declaredIn: String)] {
    var found: [(folder: String, declaredIn: String)] = []
    for file in files where isDeclaringFile(file) {
      let relative = PathUtilities.relative(file, to: root)
      guard !relative.hasPrefix("/"), !relative.hasPrefix("../"),
        case .bytes(let bytes) = FileBytes.contents(
          of: LintInput(path: relative, content: .file(absolutePath: file)), atMost: 16 << 20),
        let text = String(validating: bytes, as: UTF8.self)
      else { continue }
      var folders = Set<String>()
      for module in read(text, path: relative) {
        for glob in module.globs {
          let literal = glob.split(separator: "/").prefix {
            !$0.contains(where: { "*?[{".contains($0) })
          }
          // The last literal segment of `Core/Money.swift` is a file; an XcodeGen source path
          // (`Sources/App`) is a folder unless its name has an extension.
          let isFile =
            module.kind != .xcodeGenTarget || glob.split(separator: "/").last?.contains(".") == true
          let segments =
            glob.contains(where: { "*?[{".contains($0) }) || !isFile ? Array(literal) : literal.dropLast()
          folders.insert(ModulePaths.join(module.base, segments.joined(separator: "/")))
        }
        for folder in module.folders { folders.insert(folder.path) }
        for listed in module.files { folders.insert(ModulePaths.parent(listed)) }
      }
      for folder in folders.sorted() where !folder.isEmpty { found.append((folder, relative)) }
    }
    return found
  }
}
