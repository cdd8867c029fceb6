/// A `.canon.yml` and the folder it configures, relative to the root configuration's folder
/// (empty for the root's own).
public struct ConfigurationFile: Sendable {
  public var source: YAMLSource
  public var folder: String

  public init(source: YAMLSource, folder: String) {
    self.source = source
    self.folder = folder
  }

  /// A glob written in this file, relative to the root configuration's folder.
  func relative(_ glob: String) -> String {
    guard !folder.isEmpty else { return glob }
    var glob = Substring(glob)
    while glob.hasPrefix("./") { glob = glob.dropFirst(2) }
    return folder + "/" + glob
  }
}
