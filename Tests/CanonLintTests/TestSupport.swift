import Foundation
import SwiftSyntax

/// A folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "canon-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func write(_ relativePath: String, _ text: String) throws {
    try write(relativePath, bytes: Array(text.utf8))
  }

  func write(_ relativePath: String, bytes: [UInt8]) throws {
    let full = path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: full))
  }
}

enum SourceEditFactory {
  static func replace(_ range: Range<Int>, _ text: String) -> SourceEdit {
    SourceEdit(
      range: AbsolutePosition(utf8Offset: range.lowerBound)..<AbsolutePosition(utf8Offset: range.upperBound),
      replacement: text)
  }
}
