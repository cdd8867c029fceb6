/// Which module of the app each file belongs to, as `canon graph --level modules` and
/// `dependency-cycles` see it:
///
/// 1. a SwiftPM target, for a file under a linted package's `Sources/<Target>/`; else the Xcode
///    target or pod a linted `project.pbxproj` or `.podspec` compiles it in (the first declared,
///    when several do);
/// 2. a module folder someone who knows the architecture found (the VIPER rules' modules, passed
///    in by `ArchitectureGraph`), the innermost holding the file, named as they name it;
/// 3. a feature folder: the folder right under one named like a container of features
///    (`Scene/Profile/…`, `Features/Cart/…`, `Modules/Login/…` → `Profile`, `Cart`, `Login`),
///    which is where VIPER modules and feature folders live;
/// 4. otherwise the top folder of the file below the linted tree's common root (an app target,
///    an extension), or `.` for a file at the root.
public struct ProjectModules: Sendable {
  /// Folder names that hold one folder per feature.
  public static let containers: Set<String> = [
    "Scene", "Scenes", "Feature", "Features", "Module", "Modules", "Screen", "Screens", "Flow",
    "Flows",
  ]

  private let byPath: [String: String]
  /// The modules besides its own that compile a file, for the few that several do.
  private let others: [String: [String]]
  /// Every module, with its files.
  public let files: [String: [String]]

  /// `moduleFolders`: module names by folder path (as files are reported).
  public init(_ index: ProjectIndex, moduleFolders: [String: String] = [:]) {
    let paths = index.files.map(\.path)
    let root = Self.commonFolder(of: paths)
    var byPath: [String: String] = [:]
    var files: [String: [String]] = [:]
    var others: [String: [String]] = [:]
    for path in paths {
      let declared = index.modules(of: path)
      if declared.count > 1 { others[path] = Array(declared.dropFirst()) }
      let module =
        declared.first ?? Self.innermost(holding: path, in: moduleFolders)
        ?? Self.folderModule(of: path, below: root)
      byPath[path] = module
      files[module, default: []].append(path)
    }
    self.byPath = byPath
    self.others = others
    self.files = files
  }

  public func module(of path: String) -> String? {
    byPath[path]
  }

  /// Every module of the file: its own, and the other Xcode targets that compile it too.
  public func modules(of path: String) -> [String] {
    guard let own = byPath[path] else { return [] }
    return [own] + (others[path] ?? [])
  }

  /// The name of the deepest of `moduleFolders` that holds the file at `path`.
  static func innermost(holding path: String, in moduleFolders: [String: String]) -> String? {
    guard !moduleFolders.isEmpty else { return nil }
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if let name = moduleFolders[String(folder)] { return name }
    }
    return nil
  }

  static func folderModule(of path: String, below root: Int) -> String {
    let folders = PathUtilities.components(path).dropLast().dropFirst(root).map(String.init)
    if let container = folders.lastIndex(where: { containers.contains($0) }), container + 1 < folders.count {
      return folders[container + 1]
    }
    return folders.first ?? "."
  }

  /// How many leading folders every path shares.
  static func commonFolder(of paths: [String]) -> Int {
    guard let first = paths.first else { return 0 }
    var common = Array(PathUtilities.components(first).dropLast())
    for path in paths.dropFirst() {
      let folders = PathUtilities.components(path).dropLast()
      var shared = 0
      while shared < common.count, shared < folders.count, common[shared] == folders[folders.startIndex + shared] {
        shared += 1
      }
      common.removeLast(common.count - shared)
      if common.isEmpty { break }
    }
    return common.count
  }
}
