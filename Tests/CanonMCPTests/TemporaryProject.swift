import Foundation

/// A project folder for one test, removed when the test is done with it.
final class TemporaryProject {
  let root: String

  init(_ files: [String: String]) throws {
    root = NSTemporaryDirectory() + "canon-mcp-tests-" + UUID().uuidString
    for (path, text) in files { try write(path, text) }
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + path) }
}
