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

  private let skippedNames = FolderNames(FileDiscovery.skippedFolders)
  private let vendoredNames: FolderNames

  public init(rootDirectory: String, filter: PathFilter, useGit: Bool = true) {
    self.rootDirectory = rootDirectory
    self.filter = filter
    self.useGit = useGit
    vendoredNames = FolderNames(filter.vendored)
  }

  /// The folders under `folder` (absolute) that are git checkouts of their own and hold Swift
  /// files, relative to `folder`, at most `limit`: what discovery skipped when it found nothing
  /// to lint there. Walked only then, so a plain `FileManager` walk; it does not follow
  /// symbolic links, so a link to a folder above cannot make it walk forever.
  public static func checkoutsHoldingSwiftFiles(under folder: String, limit: Int = 3) -> [String] {
    let manager = FileManager.default
    var checkouts: [String] = []
    var pending = [folder]
    while let current = pending.popLast(), checkouts.count < limit {
      let names = ((try? manager.contentsOfDirectory(atPath: current)) ?? []).sorted().reversed()
      for name in names where !skippedFolders.contains(name) {
        let path = current + "/" + name
        guard (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
          == .typeDirectory
        else { continue }
        guard manager.fileExists(atPath: path + "/.git") else {
          pending.append(path)
          continue
        }
        let holdsSwift = manager.enumerator(atPath: path)?.contains {
          ($0 as? String)?.hasSuffix(".swift") == true
        }
        if holdsSwift == true { checkouts.append(PathUtilities.relative(path, to: folder)) }
      }
    }
    return checkouts.sorted()
  }

  /// Absolute paths of the files to lint under `paths`, sorted, without duplicates.
  public func files(in paths: [String]) throws -> [String] {
    // Gathered in an array and sorted, then equal neighbours dropped: what a `Set` gave, without
    // hashing every path (the sort is stable, so the first of two equal paths stays, as the set
    // kept the first inserted).
    var found: [String] = []
    // Whether a folder's files may be linted, by the folder's relative path.
    var folders: [String: Bool] = [:]
    for path in paths {
      let absolute = PathUtilities.absolute(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw NotFound(path: path)
      }
      if !isDirectory.boolValue {
        // A file named explicitly is linted whatever the filters say.
        if Self.isLintable(absolute) { found.append(absolute) }
        continue
      }
      let listed = (useGit ? GitFiles.list(in: absolute) : nil) ?? walk(absolute)
      found.reserveCapacity(found.count + listed.files.count)
      for file in listed.files where Self.isLintable(file) && isIncluded(file, folders: &folders) {
        found.append(file)
      }
      // Discovery entered these folders, so the filters already let them in.
      found.append(contentsOf: listed.unreadableFolders)
    }
    found.sort()
    var unique: [String] = []
    unique.reserveCapacity(found.count)
    for file in found where file != unique.last { unique.append(file) }
    return unique
  }

  /// Whether `path` (through links) is a regular file.
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(EscapedPath.systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  public static func isLintable(_ path: String) -> Bool {
    path.hasSuffix(".swift") || ResourceKind(path: path) != nil
  }

  private func isIncluded(_ absolute: String, folders: inout [String: Bool]) -> Bool {
    let relative = PathUtilities.relative(absolute, to: rootDirectory)
    // Skipped and vendored folders depend on the folder alone: decided once for all its files.
    let folder = PathUtilities.parent(of: relative)
    let admitted: Bool
    if let known = folders[folder] {
      admitted = known
    } else {
      admitted = admitsFiles(inFolder: folder)
      folders[folder] = admitted
    }
    return admitted && filter.contains(relative)
  }

  /// Whether files in `folder` (relative, the part of a path before its last `/`) may be linted:
  /// none of its folders is a skipped one, nor a vendored one that `included` does not ask for.
  private func admitsFiles(inFolder folder: String) -> Bool {
    // Most folders hold neither: their bytes answer without a string made of each component.
    // A vendored one is decided the full way, below.
    let quick: Bool?? = folder.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var start = 0
      var vendored = false
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
        if end > start {
          let component = UnsafeBufferPointer(rebasing: bytes[start..<end])
          if skippedNames.contains(component) { return false }
          vendored = vendored || vendoredNames.contains(component)
        }
        start = end + 1
      }
      return vendored ? nil : true
    }
    if let quick, let answer = quick { return answer }
    let components = PathUtilities.components(folder)
    if components.contains(where: { skippedNames.contains($0) }) {
      return false
    }
    if let vendored = components.firstIndex(where: { vendoredNames.contains($0) }),
      !filter.namesInside(components[...vendored].joined(separator: "/"))
    {
      return false
    }
    return true
  }

  /// Walks with `readdir`, whose entry types spare a `stat` per file (Foundation's directory
  /// calls cost a tenth of a second on a large tree, all of it before linting can start).
  /// Paths are built from the entry's bytes after the folder's once-made prefix: a `String`
  /// made of each name, then joined, cost 2,500 instructions an entry.
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
      let prefix = Array((current + "/").utf8)
      while let entry = readdir(directory) {
        let type = Int32(entry.pointee.d_type)
        let found = withUnsafeBytes(of: entry.pointee.d_name) {
          raw -> (path: String, name: String?)? in
          let name = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
          if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            // `.` and `..` (and an empty name, which no folder holds).
            return nil
          }
          // Only a folder's name is looked at (`admitsFolder`); a file's is only in its path.
          let isFolderLike = type != Int32(DT_REG)
          guard name.allSatisfy({ $0 < 0x80 }) else {
            // Not ASCII: maybe not UTF-8 either, so the name is escaped as it always was.
            let text = EscapedPath.display(name)
            return (current + "/" + text, isFolderLike ? text : nil)
          }
          let path = String(unsafeUninitializedCapacity: prefix.count + name.count) { buffer in
            let tail = buffer.initialize(fromContentsOf: prefix)
            _ = buffer[tail...].initialize(fromContentsOf: name)
            return prefix.count + name.count
          }
          return (path, isFolderLike ? String(decoding: name, as: UTF8.self) : nil)
        }
        guard let (path, name) = found else { continue }
        var isDirectory = type == Int32(DT_DIR)
        if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
          var status = stat()
          // A dangling link.
          guard stat(EscapedPath.systemPath(path), &status) == 0 else { continue }
          isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
        }
        if isDirectory, let name {
          if admitsFolder(path, named: name) { pending.append(path) }
        } else if type == Int32(DT_REG) || Self.isRegularFile(path) {
          // Only regular files: a FIFO or socket named `x.swift` would block or fail the read.
          listing.files.append(path)
        }
      }
    }
    return listing
  }

  /// Whether the walk enters the folder at `path`.
  private func admitsFolder(_ path: String, named name: String) -> Bool {
    // Asset catalogs hold images and JSON only, often hundreds of folders of them.
    // A folder with its own `.git` is someone else's checkout (a submodule, a cloned
    // library), as git itself treats it: not linted unless named on the command line.
    !skippedNames.contains(Substring(name)) && !name.hasSuffix(".xcassets")
      && !filter.excludesFolder(PathUtilities.relative(path, to: rootDirectory))
      && access(EscapedPath.systemPath(path + "/.git"), F_OK) != 0
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
