/// The non-Swift files rules can ask for.
public enum ResourceKind: String, Sendable, CaseIterable {
  case storyboard
  case xib
  case xcodeProject = "pbxproj"
  case xcconfig
  /// A CocoaPods podspec: read for the module it declares (no rule asks for it yet).
  case podspec

  /// The kind of the file at `path`, if rules can ask for it.
  public init?(path: String) {
    if path.hasSuffix(".storyboard") {
      self = .storyboard
    } else if path.hasSuffix(".xib") {
      self = .xib
    } else if path.hasSuffix("project.pbxproj") {
      self = .xcodeProject
    } else if path.hasSuffix(".xcconfig") {
      self = .xcconfig
    } else if path.hasSuffix(".podspec") {
      self = .podspec
    } else {
      return nil
    }
  }
}
