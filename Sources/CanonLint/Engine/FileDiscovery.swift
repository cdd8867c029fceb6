import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Finds the files to lint: Swift sources and the non-Swift files rules ask for.
///
/// In a git work tree it asks git for the files (so whatever git ignores is skipped); elsewhere it
/// walks the folders itself, following symbolic links but never into a folder twice. A name that
/// is not UTF-8 is carried escaped (`EscapedPath`), and a folder that cannot be read is listed
/// with the files, so that the linter reports it as unreadable instead of skipping it silently.
public struct FileDiscovery: Sendable {
  /// Folders never linted: build products, dependency checkouts, version control.
  public static let skippedFolders: Set<String> = [
    ".build", ".swiftpm", "Pods", "Carthage", "DerivedData", "SourcePackages", ".git",
  ]

  public struct NotFound: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "no such file or folder: \(path)" }
  }

  /// Folder globs are matched relative to this folder (absolute).
  public let rootDirectory: String
  public let filter: PathFilter
  public let useGit: Bool

  public init(rootDirectory: String, filter: PathFilter, useGit: Bool = true) {
    self.rootDirectory = rootDirectory
    self.filter = filter
    self.useGit = useGit
  }

  /// Absolute paths of the files to lint under `paths`, sorted, without duplicates.
  public func files(in paths: [String]) throws -> [String] {
    var found = Set<String>()
    for path in paths {
      let absolute = PathUtilities.absolute(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw NotFound(path: path)
      }
      if !isDirectory.boolValue {
        // A file named explicitly is linted whatever the filters say.
        if Self.isLintable(absolute) { found.insert(absolute) }
        continue
      }
      let listed = (useGit ? GitFiles.list(in: absolute) : nil) ?? walk(absolute)
      for file in listed.files where Self.isLintable(file) && isIncluded(file) {
        found.insert(file)
      }
      // Discovery entered these folders, so the filters already let them in.
      found.formUnion(listed.unreadableFolders)
    }
    return found.sorted()
  }

  /// Whether `path` (through links) is a regular file.
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(EscapedPath.systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  public static func isLintable(_ path: String) -> Bool {
    path.hasSuffix(".swift") || ResourceKind(path: path) != nil
  }

  private func isIncluded(_ absolute: String) -> Bool {
    let relative = PathUtilities.relative(absolute, to: rootDirectory)
    let components = PathUtilities.components(relative)
    if components.dropLast().contains(where: { Self.skippedFolders.contains(String($0)) }) {
      return false
    }
    if let vendored = components.dropLast().firstIndex(where: { filter.vendored.contains(String($0)) }),
      !filter.namesInside(components[...vendored].joined(separator: "/"))
    {
      return false
    }
    return filter.contains(relative)
  }

  /// Walks with `readdir`, whose entry types spare a `stat` per file (Foundation's directory
  /// calls cost a tenth of a second on a large tree, all of it before linting can start).
  private func walk(_ folder: String) -> Listing {
    var listing = Listing()
    var visited = Set<FolderIdentity>()
    var pending = [folder]
    while let current = pending.popLast() {
      // Symbolic links may loop: enter each real folder once.
      guard let identity = FolderIdentity(current), visited.insert(identity).inserted else {
        continue
      }
      guard let directory = opendir(EscapedPath.systemPath(current)) else {
        listing.unreadableFolders.append(current)
        continue
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          EscapedPath.display(raw.prefix { $0 != 0 })
        }
        if name == "." || name == ".." { continue }
        let path = current + "/" + name
        var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
        if Int32(entry.pointee.d_type) == Int32(DT_LNK) || Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
          var status = stat()
          // A dangling link.
          guard stat(EscapedPath.systemPath(path), &status) == 0 else { continue }
          isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
        }
        if isDirectory {
          let relative = PathUtilities.relative(path, to: rootDirectory)
          // Asset catalogs hold images and JSON only, often hundreds of folders of them.
          // A folder with its own `.git` is someone else's checkout (a submodule, a cloned
          // library), as git itself treats it: not linted unless named on the command line.
          if !Self.skippedFolders.contains(name), !name.hasSuffix(".xcassets"),
            !filter.excludesFolder(relative),
            access(EscapedPath.systemPath(path + "/.git"), F_OK) != 0
          {
            pending.append(path)
          }
        } else if Int32(entry.pointee.d_type) == Int32(DT_REG) || Self.isRegularFile(path) {
          // Only regular files: a FIFO or socket named `x.swift` would block or fail the read.
          listing.files.append(path)
        }
      }
    }
    return listing
  }
}

/// What discovery found under a folder: files, and folders it could not read.
struct Listing {
  var files: [String] = []
  var unreadableFolders: [String] = []
}

/// A folder as the file system knows it, whatever links lead to it.
private struct FolderIdentity: Hashable {
  let device: UInt64
  let inode: UInt64

  init?(_ path: String) {
    var status = stat()
    guard stat(EscapedPath.systemPath(path), &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

/// Lists a folder's files through git, which knows what is ignored.
enum GitFiles {
  /// Absolute paths of the tracked and untracked-but-not-ignored files under `folder`, or `nil`
  /// when the folder is not in a git work tree (or git is not installed).
  static func list(in folder: String) -> Listing? {
    // Starting git costs milliseconds; a folder with no `.git` above it is not a work tree.
    // In the C locale, so that git's warnings about folders it cannot open read the same
    // everywhere (`env` is as sure to be there as git).
    guard let top = workTreeTop(folder),
      let result = Subprocess.run([
        "env", "LC_ALL=C", "git", "-C", folder, "ls-files", "-z", "--cached", "--others",
        "--exclude-standard",
      ]), result.status == 0
    else { return nil }
    let data = result.output
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    let files = data.split(separator: 0).compactMap { bytes -> String? in
      let path = base + EscapedPath.display(bytes)
      // The index may still list files deleted from the work tree; a file in a folder that
      // cannot be read stays, to be reported as unreadable.
      var status = stat()
      return stat(EscapedPath.systemPath(path), &status) == 0 || errno == EACCES ? path : nil
    }
    return Listing(files: files, unreadableFolders: unopened(result.errors, top: top, under: base))
  }

  /// The folders git warned it could not open (`warning: could not open directory 'Sub/X/':
  /// Permission denied`), named relative to the work tree's top whatever `-C` said; only those
  /// under `base` (which ends with `/`).
  static func unopened(_ errors: [UInt8], top: String, under base: String) -> [String] {
    let prefix = Array("warning: could not open directory '".utf8)
    var folders: [String] = []
    for line in errors.split(separator: UInt8(ascii: "\n")) where line.starts(with: prefix) {
      var name = Array(line.dropFirst(prefix.count))
      // The name is not quoted: it ends at the last `'`.
      guard let end = name.lastIndex(of: UInt8(ascii: "'")) else { continue }
      name.removeSubrange(end...)
      while name.last == UInt8(ascii: "/") { name.removeLast() }
      let path = (top.hasSuffix("/") ? top : top + "/") + EscapedPath.display(name)
      if path.hasPrefix(base) { folders.append(path) }
    }
    return folders
  }

  /// The folder holding `.git` at or above `folder`, or `folder` itself when `GIT_DIR` names the
  /// repository; `nil` outside a work tree.
  private static func workTreeTop(_ folder: String) -> String? {
    if getenv("GIT_DIR") != nil { return folder }
    var current = folder
    while true {
      if access(current + "/.git", F_OK) == 0 { return current }
      guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")), !current.isEmpty else {
        return nil
      }
      if slash == current.utf8.startIndex { return access("/.git", F_OK) == 0 ? "/" : nil }
      current = String(current[..<slash])
    }
  }
}
