/// The non-Swift files rules can ask for.
public enum ResourceKind: String, Sendable, CaseIterable {
  case storyboard
  case xib
  case xcodeProject = "pbxproj"
  case xcconfig
  /// A CocoaPods podspec: read for the module it declares (no rule asks for it yet).
  case podspec
  /// An XcodeGen spec (`project.yml`): read for the targets it declares.
  case xcodeGenSpec = "project.yml"
  /// A CocoaPods `Podfile`: read for the pods each target depends on.
  case podfile = "Podfile"

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
    } else if ModulePaths.isNamed(path, "project.yml") {
      self = .xcodeGenSpec
    } else if ModulePaths.isNamed(path, "Podfile") {
      self = .podfile
    } else {
      return nil
    }
  }
}
