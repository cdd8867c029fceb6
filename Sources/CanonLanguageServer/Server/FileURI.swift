import Foundation

/// `file://` URIs and paths. Canon lints files on disk, so only `file` URIs name documents it
/// lints; others (`untitled:`) get no diagnostics.
enum FileURI {
  static func path(of uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    return url.standardizedFileURL.path
  }

  static func uri(of path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }
}
