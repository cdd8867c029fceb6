import Foundation

/// Writes a ``ScaffoldPlan``: all or nothing, never over an existing file.
///
/// 1. Every new file's path is checked first; if any exists, or any path leads outside the app
///    through a symbolic link, the run stops before writing.
/// 2. Each file is written to a temporary file beside its destination, then renamed into place
///    (a reader never sees half a file).
/// 3. If any step fails, the files this run created are removed and edited files get their
///    previous text back.
///
/// An edited file keeps its mode and, where the process may, its owner.
public struct PlanWriter {
  /// The app's root; plan paths are relative to it.
  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// The plan's new files that already exist, relative paths, sorted.
  public func existingFiles(in plan: ScaffoldPlan) -> [String] {
    plan.files.map(\.path).filter { FileManager.default.fileExists(atPath: url($0).path) }.sorted()
  }

  /// Writes `plan`; throws ``ScaffoldError/wouldOverwrite(_:)`` without writing anything when a
  /// new file already exists.
  public func write(_ plan: ScaffoldPlan) throws {
    try AppBoundary(root: root).check(plan.files.map(\.path) + plan.edits.map(\.path))
    let existing = existingFiles(in: plan)
    guard existing.isEmpty else { throw ScaffoldError.wouldOverwrite(existing) }
    let duplicates = Dictionary(grouping: plan.files.map(\.path), by: { $0 }).filter {
      $0.value.count > 1
    }.keys
    if let duplicate = duplicates.sorted().first {
      throw ScaffoldError.badTemplate(duplicate, reason: "two templates generate the same file")
    }

    let manager = FileManager.default
    var created: [URL] = []
    var createdDirectories: [URL] = []
    var restored: [(URL, Data)] = []
    var temporaries: [URL] = []
    do {
      // Stage every file first: nothing is in place until all of them could be written.
      var staged: [(temporary: URL, destination: URL, isNew: Bool)] = []
      let writes =
        plan.files.map { ($0.path, $0.contents, true) }
        + plan.edits.map { ($0.path, $0.contents, false) }
      for (path, contents, isNew) in writes {
        let destination = url(path)
        let directory = destination.deletingLastPathComponent()
        createdDirectories += try makeDirectories(directory)
        let temporary = directory.appendingPathComponent(
          ".\(destination.lastPathComponent).canon-\(UUID().uuidString)")
        do {
          try Data(contents.utf8).write(to: temporary)
        } catch {
          throw ScaffoldError.writeFailed(path, reason: error.localizedDescription)
        }
        temporaries.append(temporary)
        staged.append((temporary, destination, isNew))
      }
      for item in staged {
        if item.isNew {
          // Checked again: a file that appeared since the first check is not replaced.
          guard !manager.fileExists(atPath: item.destination.path) else {
            throw ScaffoldError.wouldOverwrite([relative(item.destination)])
          }
          if item.destination.pathExtension == "sh" {
            // Scripts (the app's CI script) are generated executable.
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: item.temporary.path)
          }
          try manager.moveItem(at: item.temporary, to: item.destination)
          created.append(item.destination)
        } else {
          if let previous = manager.contents(atPath: item.destination.path) {
            restored.append((item.destination, previous))
          }
          // The temporary file has the default mode: give it the edited file's (an executable
          // or read-only composition root stays so) and, where allowed, its owner.
          var status = stat()
          if stat(item.destination.path, &status) == 0 {
            guard chmod(item.temporary.path, status.st_mode & 0o7777) == 0 else {
              throw ScaffoldError.writeFailed(
                relative(item.destination), reason: String(cString: strerror(errno)))
            }
            _ = chown(item.temporary.path, status.st_uid, status.st_gid)
          }
          guard rename(item.temporary.path, item.destination.path) == 0 else {
            throw ScaffoldError.writeFailed(
              relative(item.destination), reason: String(cString: strerror(errno)))
          }
        }
        temporaries.removeAll { $0 == item.temporary }
      }
    } catch {
      for temporary in temporaries { try? manager.removeItem(at: temporary) }
      for file in created { try? manager.removeItem(at: file) }
      for (file, data) in restored { try? data.write(to: file, options: .atomic) }
      for directory in createdDirectories.reversed() { try? manager.removeItem(at: directory) }
      if let scaffoldError = error as? ScaffoldError { throw scaffoldError }
      throw ScaffoldError.writeFailed(root.path, reason: error.localizedDescription)
    }
  }

  private func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  private func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
  }

  /// Creates `directory` and missing parents; returns the ones it created, outermost first.
  private func makeDirectories(_ directory: URL) throws -> [URL] {
    var missing: [URL] = []
    var current = directory
    while !FileManager.default.fileExists(atPath: current.path) {
      missing.insert(current, at: 0)
      current.deleteLastPathComponent()
    }
    do {
      for item in missing {
        try FileManager.default.createDirectory(at: item, withIntermediateDirectories: false)
      }
    } catch {
      throw ScaffoldError.writeFailed(relative(directory), reason: error.localizedDescription)
    }
    return missing
  }
}
