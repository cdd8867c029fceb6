import CanonScaffold
import Foundation

/// A fresh temporary folder, removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "canon-scaffold-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Every regular file under the folder, relative paths, sorted.
  func files() -> [String] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: url.path) else { return [] }
    var result: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if manager.fileExists(
        atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(path)
      }
    }
    return result.sorted()
  }

  func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}

/// A scaffolder whose apps depend on Canon by URL, so tests never depend on where Canon is.
let scaffolder = Scaffolder(
  canon: .url(CanonDependency.repositoryURL, version: CanonDependency.version))

/// Creates the app `name` in `folder` and returns its root.
func makeApp(_ name: String, _ architecture: Architecture, in folder: TemporaryFolder) throws -> URL
{
  let (root, plan) = try scaffolder.planApp(name: name, architecture: architecture, in: folder.url)
  try scaffolder.write(plan, to: root)
  return root
}
