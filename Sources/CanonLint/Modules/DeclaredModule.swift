/// A module the project's own build files declare: an Xcode project's native target, an
/// XcodeGen spec's target, a CocoaPods podspec, or a SwiftPM target (whose files are known by
/// its `Sources/<Target>/` folder; its manifest gives its dependencies). Which files it compiles
/// is known from the declaring file alone; the paths it names are only compared with the linted
/// files' paths, never opened, so a project file cannot make Canon read anything outside the
/// project.
public struct DeclaredModule: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// A native target of an Xcode project (`project.pbxproj`).
    case xcodeTarget = "Xcode target"
    /// A target of an XcodeGen spec (`project.yml`), whose Xcode project is generated.
    case xcodeGenTarget = "project.yml target"
    /// A CocoaPods pod (`Name.podspec`).
    case pod
    /// A target of a `Podfile`: no files, only the pods it depends on (an app target that
    /// another build file declares).
    case podfileTarget = "Podfile target"
    /// A target of a `Package.swift`: its dependencies (its files are its `Sources/` folder's).
    case swiftPMTarget = "SwiftPM target"
  }

  /// The module's name as code imports it (`AlphaWalletCore`, `Hackers`).
  public var name: String
  public var kind: Kind
  /// The path of the file that declares it, as files are reported.
  public var declaredIn: String
  /// The modules it depends on, by name: target dependencies and Swift package products of an
  /// Xcode or XcodeGen target, `dependency` lines of a pod, `pod` lines of a Podfile target,
  /// target and product dependencies of a SwiftPM target.
  public var dependencies: [String]
  /// Whether it builds tests (an Xcode test bundle, a pod's test spec is not read).
  public var isTests: Bool
  /// Files listed one by one (an Xcode target's sources build phase), normalized.
  public var files: [String]
  /// Folders whose files it compiles (Xcode 16's file-system-synchronized groups), normalized,
  /// each with the files it leaves out (the group's membership exceptions for this target).
  public var folders: [Folder]
  /// Groups of globs relative to `base`, each selecting files and taking some out again: a pod's
  /// `source_files` less its `exclude_files` (one group), each `sources:` entry of an XcodeGen
  /// target less its `excludes` (one group each, so that one entry's excludes leave another's
  /// files alone).
  public var sources: [Globs]
  /// The folder the globs are relative to (the podspec's), `""` at the top.
  public var base: String

  /// The globs that select files, of every group.
  public var globs: [String] { sources.flatMap(\.included) }
  /// The globs that take files out again, of every group.
  public var excludedGlobs: [String] { sources.flatMap(\.excluded) }

  /// Files a build file selects by glob, less those its exclusions take out.
  public struct Globs: Sendable, Equatable {
    public var included: [String]
    public var excluded: [String]

    public init(included: [String], excluded: [String] = []) {
      self.included = included
      self.excluded = excluded
    }
  }

  public struct Folder: Sendable, Equatable {
    public var path: String
    public var excluded: Set<String>

    public init(path: String, excluded: Set<String> = []) {
      self.path = path
      self.excluded = excluded
    }
  }

  public init(
    name: String, kind: Kind, declaredIn: String, dependencies: [String] = [],
    isTests: Bool = false, files: [String] = [], folders: [Folder] = [], globs: [String] = [],
    excludedGlobs: [String] = [], sources: [Globs] = [], base: String = ""
  ) {
    self.name = name
    self.kind = kind
    self.declaredIn = declaredIn
    self.dependencies = dependencies
    self.isTests = isTests
    self.files = files
    self.folders = folders
    self.sources = (globs.isEmpty ? [] : [Globs(included: globs, excluded: excludedGlobs)]) + sources
    self.base = base
  }

  /// What a reader is told of where it comes from: `Xcode target 'Hackers' of
  /// Hackers.xcodeproj/project.pbxproj`.
  public var origin: String { "\(kind.rawValue) '\(name)' of \(declaredIn)" }

  /// Whether the file at `path` (as files are reported) belongs to the module directly: listed,
  /// or in one of its folders and not left out. Globs are matched by `DeclaredModules`, which
  /// compiles them once.
  func holdsListed(_ path: String) -> Bool {
    if files.contains(path) { return true }
    for folder in folders {
      guard let rest = ModulePaths.below(folder.path, path) else { continue }
      // An exception names a file or a folder below the group's.
      var excluded = folder.excluded.contains(rest)
      var above = Substring(rest)
      while !excluded, let slash = above.lastIndex(of: "/") {
        above = above[..<slash]
        excluded = folder.excluded.contains(String(above))
      }
      if !excluded { return true }
    }
    return false
  }

  /// A module name from a name written in a build file: Xcode makes one of a target's name by
  /// replacing what an identifier cannot hold with `_` (`My App-iOS` → `My_App_iOS`).
  static func moduleName(_ name: String) -> String {
    var result = String(
      name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }
}

/// Path arithmetic for the paths build files name, which are compared with the linted files'
/// paths and never opened.
enum ModulePaths {
  /// `a/b/../c/./d` → `a/c/d`; `nil` when `..` climbs above the start of a relative path (a
  /// name a build file gives for something outside the project), or the path is empty.
  static func normalize(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? nil : joined
  }

  /// `folder/path`, or `path` when the folder is the top (`""`).
  static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty ? path : folder + "/" + path
  }

  /// What follows `folder/` in `path`; `nil` when `path` is not below `folder` (`""`: the top,
  /// which holds every relative path).
  static func below(_ folder: String, _ path: String) -> String? {
    if folder.isEmpty { return path.hasPrefix("/") ? nil : path }
    guard path.count > folder.count, path.hasPrefix(folder),
      path[path.index(path.startIndex, offsetBy: folder.count)] == "/"
    else { return nil }
    return String(path.dropFirst(folder.count + 1))
  }

  /// Whether the file at `path` is named `name` (`App/project.yml` is named `project.yml`).
  static func isNamed(_ path: String, _ name: String) -> Bool {
    path == name || path.hasSuffix("/" + name)
  }

  /// The folder holding `path`, `""` at the top.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }
}
