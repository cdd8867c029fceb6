import CanonLint

/// Rules about project settings: build files and Xcode projects.
enum ProjectSettingsRules {
  static let all: [any Rule.Type] = [
    WarningsAsErrors.self,
  ]
}
