import Yams

/// The `.canon.yml` `canon config init` writes: the recommended presets with the evidence for
/// each as comments, the VIPER dialect's options, and the paths an existing `.swiftlint.yml`
/// includes and excludes.
public struct StarterConfiguration: Sendable {
  public var recommendation: PresetRecommendation
  /// `included:`/`excluded:` of the project's `.swiftlint.yml`, if it has them.
  public var included: [String] = []
  public var excluded: [String] = []
  /// Where the paths came from, for the comment above them.
  public var pathsSource: String?
  /// How many files were looked at, for the first comment.
  public var files: Int

  /// The rules that read a VIPER module's layout (`VIPERModuleConfigurable`): one set of dialect
  /// options serves them all, through a YAML anchor.
  static let moduleLayoutRules = [
    "viper-module-layout", "viper-type-naming", "viper-documentation", "viper-component-tests",
    "viper-state-plain",
  ]

  public init(recommendation: PresetRecommendation, files: Int) {
    self.recommendation = recommendation
    self.files = files
  }

  /// Takes `included:` and `excluded:` from a `.swiftlint.yml`'s text; anything else in it is
  /// SwiftLint's own. Paths that climb out of the project (`..`, absolute) are dropped: Canon
  /// lints nothing outside it.
  public mutating func adoptPaths(fromSwiftLint text: String, named name: String) throws {
    guard let root = try Yams.load(yaml: text) as? [String: Any] else { return }
    let inside = { (path: String) in !path.hasPrefix("/") && !path.split(separator: "/").contains("..") }
    included = ((root["included"] as? [String]) ?? []).filter(inside)
    excluded = ((root["excluded"] as? [String]) ?? []).filter(inside)
    if !included.isEmpty || !excluded.isEmpty { pathsSource = name }
  }

  public var text: String {
    var lines = [
      "# Written by `canon config init` from this app's code (\(Count.of(files, "Swift file")) of its own).",
      "# Presets: base holds the rules every team shares; the second is the architecture it looks like.",
    ]
    lines += recommendation.evidence.map { "#   \($0)" }
    lines.append("# `canon config explain <file>` shows what applies where; the README's Configuration section has the rest.")
    lines.append("presets: [\(recommendation.presets.joined(separator: ", "))]")
    if recommendation.vip {
      lines.append("# Clean Swift: the interactor holds the scene's data, view controllers build child scenes.")
      lines.append("viper-dialect: vip")
    }
    if let pathsSource {
      lines.append("")
      lines.append("# From \(pathsSource).")
      if !included.isEmpty { lines.append("included: \(Self.flow(included))") }
      if !excluded.isEmpty { lines.append("excluded: \(Self.flow(excluded))") }
    }
    if !recommendation.viperOptions.isEmpty {
      lines.append("")
      lines.append("# The VIPER dialect most modules use; every rule that reads a module's layout takes it.")
      lines.append("rules:")
      let options = recommendation.viperOptions.map { "\($0.name): \(Self.flow($0.values))" }
      lines.append("  \(Self.moduleLayoutRules[0]): &layout { \(options.joined(separator: ", ")) }")
      lines += Self.moduleLayoutRules.dropFirst().map { "  \($0): *layout" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `[a, "b c"]`: a YAML flow sequence, each item quoted when plain YAML would misread it.
  /// A quoted item escapes quotes, backslashes and control characters, so a path from a
  /// repository's `.swiftlint.yml` stays one item on one line whatever it holds.
  static func flow(_ items: [String]) -> String {
    "[" + items.map { item in
      let plain = item.allSatisfy { $0.isLetter || $0.isNumber || "/_.-*".contains($0) } && !item.hasPrefix("*")
      return plain ? item : "\"" + doubleQuoted(item) + "\""
    }.joined(separator: ", ") + "]"
  }

  static func doubleQuoted(_ item: String) -> String {
    var text = ""
    for scalar in item.unicodeScalars {
      switch scalar {
      case "\\": text += "\\\\"
      case "\"": text += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        text += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}

