import Yams

/// Reads `.canon.yml` and resolves it against the rule registry into a `LintSetup`.
///
/// Rules come from the presets named (the first preset's option defaults are overridden by later
/// ones, and `.canon.yml` overrides both). A rule listed under `rules:` is enabled even if no
/// preset has it, unless its severity is `off`. The engine's own rules are always on.
public struct ConfigurationLoader {
  public static let topLevelKeys = [
    "presets", "included", "excluded", "generated", "vendored", "rules", "roles", "layers",
    "forbidden", "baseline", "max-file-size", "viper-dialect",
  ]
  /// Top-level sections that are also options of the rules that declare an option of that name
  /// (`layer-dependencies`; `viper-dialect` for the rules VIP builds differently): they apply
  /// after the presets' values and before the rule's own `rules:` entry.
  public static let sharedSections = ["layers", "forbidden", "viper-dialect"]
  /// Keys about the whole project, which a folder's configuration cannot set.
  public static let rootOnlyKeys: Set<String> = ["included", "vendored", "roles", "baseline"]

  /// A rule's entry under `rules:`, with the configuration it is in.
  struct RuleEntry {
    var id: String
    var value: Node
    var file: ConfigurationFile
  }

  /// A top-level section that is also a rule option (`layers`, `forbidden`).
  struct Section {
    var key: String
    var keyNode: Node
    var value: Node
    var source: YAMLSource
  }

  public let registry: RuleRegistry

  public init(registry: RuleRegistry) {
    self.registry = registry
  }

  /// - Parameters:
  ///   - source: the configuration file, `nil` for none (the `base` preset).
  ///   - presetOverride: presets given on the command line; they replace the file's.
  public func load(
    _ source: YAMLSource?, rootDirectory: String, presetOverride: [String] = []
  ) throws -> LintSetup {
    try load(
      chain: source.map { [ConfigurationFile(source: $0, folder: "")] } ?? [],
      rootDirectory: rootDirectory, presetOverride: presetOverride)
  }

  /// The configuration of a folder: the root's `.canon.yml`, refined by those of the folders
  /// below it, in order (each one's settings win over its parents').
  ///
  /// A folder's configuration can replace `presets`, `layers` and `forbidden`, set rules'
  /// severities and options, and add `excluded` and `generated` globs (relative to its folder).
  /// What concerns the whole project (`included`, `vendored`, `roles`, `baseline`) is set in the
  /// root's only.
  public func load(
    chain: [ConfigurationFile], rootDirectory: String, presetOverride: [String] = []
  ) throws -> LintSetup {
    var settings = ChainSettings()
    for file in chain {
      let source = file.source
      guard let root = try source.root() else { continue }
      for entry in try root.orderedEntries(in: source, what: "the configuration") {
        if !file.folder.isEmpty, Self.rootOnlyKeys.contains(entry.key) {
          throw source.error(
            "'\(entry.key)' concerns the whole project: set it in the root configuration only",
            at: entry.keyNode)
        }
        try read(entry, of: file, rootDirectory: rootDirectory, into: &settings)
      }
    }
    if !presetOverride.isEmpty {
      settings.presetNames = presetOverride
      settings.presetsOrigin = "--preset"
    }
    if let forbidden = settings.sections.first(where: { $0.key == "forbidden" }) {
      let layers =
        try settings.sections.first { $0.key == "layers" }
        .map { try LayerList(node: $0.value, option: "layers", in: $0.source).names }
        ?? presetLayerNames(settings.presetNames)
      try ForbiddenList.checkNames(in: forbidden.value, against: layers, in: forbidden.source)
    }

    var setup = LintSetup(
      rootDirectory: rootDirectory,
      presets: settings.presetNames,
      paths: settings.filter,
      rules: try resolveRules(
        presets: settings.presetNames, entries: settings.ruleEntries, sections: settings.sections,
        commandLine: chain.first?.source.path ?? "command line"),
      rolePatterns: settings.patterns,
      generated: settings.generated, maximumFileSize: settings.maximumFileSize)
    setup.baseline = settings.baseline
    setup.presetsOrigin = settings.presetsOrigin
    return setup
  }

  /// What the files of a chain set, the later over the earlier.
  private struct ChainSettings {
    var presetNames = ["base"]
    var filter = PathFilter()
    var ruleEntries: [RuleEntry] = []
    var patterns = RolePatterns.default
    var sections: [Section] = []
    var generated: [String] = []
    var baseline: String?
    var presetsOrigin: String?
    var maximumFileSize = LintSetup.defaultMaximumFileSize
  }

  /// Reads one top-level entry of `file` into `settings`.
  private func read(
    _ entry: (key: String, keyNode: Node, value: Node), of file: ConfigurationFile,
    rootDirectory: String, into settings: inout ChainSettings
  ) throws {
    let source = file.source
    switch entry.key {
    case "presets":
      settings.presetNames = try [String](node: entry.value, option: "presets", in: source)
      settings.presetsOrigin = source.place(of: entry.keyNode)
      try checkPresets(entry.value, in: source)
    case "included":
      settings.filter.included = try [String](node: entry.value, option: "included", in: source)
      // Globs match paths inside this folder: one that climbs out of it selects nothing.
      if let outside = settings.filter.included.first(where: {
        $0.hasPrefix("/") || $0.split(separator: "/").contains("..")
      }) {
        throw source.error(
          "'included' glob '\(outside)' points outside the configuration's folder; globs are "
            + "relative to it and select only files inside it (lint another folder by naming it: "
            + "canon lint PATH)",
          at: entry.value)
      }
    case "excluded":
      settings.filter.excluded +=
        try [String](node: entry.value, option: "excluded", in: source).map(file.relative)
    case "generated":
      settings.generated += try [String](node: entry.value, option: "generated", in: source).map(file.relative)
    case "max-file-size":
      guard let scalar = entry.value.scalar, let size = FileSize.parse(scalar.string), size > 0
      else {
        throw source.error(
          "'max-file-size' expects a size in bytes, or with KB or MB (8MB)", at: entry.value)
      }
      settings.maximumFileSize = size
    case "vendored":
      settings.filter.vendored = try [String](node: entry.value, option: "vendored", in: source)
    case "rules":
      for rule in try entry.value.orderedEntries(in: source, what: "'rules'") {
        guard registry.rule(rule.key) != nil else {
          throw source.error(
            "unknown rule '\(rule.key)'"
              + Suggestion.didYouMean(rule.key, among: registry.ruleIDs),
            at: rule.keyNode)
        }
        settings.ruleEntries.append(RuleEntry(id: rule.key, value: rule.value, file: file))
      }
    case "baseline":
      guard let file = entry.value.string, !file.isEmpty else {
        throw source.error("'baseline' must be a file name", at: entry.value)
      }
      settings.baseline = PathUtilities.absolute(file, from: rootDirectory)
    case "roles":
      settings.patterns.add(try RolePatternsReader.read(entry.value, in: source))
    case "layers":
      _ = try LayerList(node: entry.value, option: "layers", in: source)
      settings.sections.removeAll { $0.key == entry.key }
      settings.sections.append(Section(key: entry.key, keyNode: entry.keyNode, value: entry.value, source: source))
    case "forbidden":
      _ = try ForbiddenList(node: entry.value, option: "forbidden", in: source)
      settings.sections.removeAll { $0.key == entry.key }
      settings.sections.append(Section(key: entry.key, keyNode: entry.keyNode, value: entry.value, source: source))
    case "viper-dialect":
      // Its value is checked by the rules that take it, as an option of theirs.
      settings.sections.removeAll { $0.key == entry.key }
      settings.sections.append(Section(key: entry.key, keyNode: entry.keyNode, value: entry.value, source: source))
    default:
      throw source.error(
        "unknown key '\(entry.key)'"
          + Suggestion.didYouMean(entry.key, among: Self.topLevelKeys),
        at: entry.keyNode)
    }
  }

  private func checkPresets(_ node: Node, in source: YAMLSource) throws {
    let items = node.sequence.map(Array.init) ?? [node]
    for item in items {
      let name = item.string ?? ""
      guard registry.preset(name) != nil else {
        throw source.error(
          "unknown preset '\(name)'"
            + Suggestion.didYouMean(name, among: registry.presets.map(\.name)),
          at: item)
      }
    }
  }

  /// The layer names the presets' rule options define, for checking `forbidden:` alone.
  private func presetLayerNames(_ presets: [String]) throws -> [String] {
    var names: [String] = []
    for entry in presets.compactMap({ registry.preset($0) }).flatMap(\.entries) {
      guard let options = entry.options else { continue }
      let source = YAMLSource(path: "preset options (\(entry.ruleID))", text: options)
      guard let layers = try source.root()?.mapping?.first(where: { $0.key.string == "layers" })?.value
      else { continue }
      names += try LayerList(node: layers, option: "layers", in: source).names
    }
    return names
  }

  private func resolveRules(
    presets: [String], entries: [RuleEntry], sections: [Section], commandLine: String
  ) throws -> [ConfiguredRule] {
    var order: [String] = RuleRegistry.engineRules.map { $0.id }
    var presetOptions: [String: [YAMLSource]] = [:]
    for name in presets {
      guard let preset = registry.preset(name) else {
        throw ConfigurationError(
          path: commandLine, line: 1, column: 1,
          message: "unknown preset '\(name)'"
            + Suggestion.didYouMean(name, among: registry.presets.map(\.name)))
      }
      for entry in preset.entries {
        if !order.contains(entry.ruleID) { order.append(entry.ruleID) }
        if let options = entry.options {
          presetOptions[entry.ruleID, default: []].append(
            YAMLSource(path: "preset '\(name)' (\(entry.ruleID))", text: options))
        }
      }
    }
    for entry in entries where !order.contains(entry.id) { order.append(entry.id) }

    var configured: [ConfiguredRule] = []
    for id in order {
      guard let type = registry.rule(id) else {
        preconditionFailure("preset names unregistered rule '\(id)'")
      }
      if let made = try Self.configure(
        type, presetOptions: presetOptions[id] ?? [], sections: sections,
        user: entries.filter { $0.id == id })
      {
        configured.append(made)
      }
    }
    return configured
  }

  /// Applies preset and user settings to one rule; `nil` when the user turned it off.
  private static func configure(
    _ type: any Rule.Type, presetOptions: [YAMLSource], sections: [Section], user: [RuleEntry]
  ) throws -> ConfiguredRule? {
    var severity = type.description.defaultSeverity
    var paths = PathFilter()
    var optionEntries: [([(key: String, keyNode: Node, value: Node)], YAMLSource)] = []
    // Where each setting was made, for `canon config explain`.
    var origins: [String: String] = [:]
    for preset in presetOptions {
      if let root = try preset.root() {
        let entries = try root.orderedEntries(in: preset, what: "preset options")
        for entry in entries { origins[entry.key] = preset.path }
        optionEntries.append((entries, preset))
      }
    }
    // Options' key paths are instantiated on first use, which is slow: only when needed.
    let shared = sections.isEmpty ? [] : sections.filter { type.optionNames.contains($0.key) }
    for section in shared {
      origins[section.key] = section.source.place(of: section.keyNode)
      optionEntries.append(([(section.key, section.keyNode, section.value)], section.source))
    }
    // Each configuration's entry for the rule, the root's first: a later one wins, and may turn
    // on in a folder a rule its parent turned off.
    var isOff = false
    for ruleEntry in user {
      let value = ruleEntry.value
      let source = ruleEntry.file.source
      // `weak-delegate: error` is short for `weak-delegate: { severity: error }`.
      if value.scalar != nil {
        let setting = try SeveritySetting(node: value, option: "severity", in: source)
        isOff = setting.severity == nil
        severity = setting.severity ?? severity
        origins["severity"] = source.place(of: value)
      } else {
        var options: [(key: String, keyNode: Node, value: Node)] = []
        for entry in try value.orderedEntries(in: source, what: "rule '\(type.id)'") {
          origins[entry.key] = source.place(of: entry.keyNode)
          switch entry.key {
          case "severity":
            let setting = try SeveritySetting(node: entry.value, option: "severity", in: source)
            isOff = setting.severity == nil
            severity = setting.severity ?? severity
          case "included":
            paths.included =
              try [String](node: entry.value, option: "included", in: source)
              .map(ruleEntry.file.relative)
          case "excluded":
            paths.excluded =
              try [String](node: entry.value, option: "excluded", in: source)
              .map(ruleEntry.file.relative)
          default:
            options.append(entry)
          }
        }
        optionEntries.append((options, source))
      }
    }
    if isOff { return nil }
    let rule = try type.configured(with: optionEntries)
    var configured = ConfiguredRule(rule: rule, severity: severity, paths: paths)
    configured.origins = origins
    return configured
  }
}

extension Rule {
  /// The names of the rule's options.
  static var optionNames: [String] { Options.fields.map(\.name) }

  /// A rule with the given option mappings applied in order.
  static func configured(
    with mappings: [([(key: String, keyNode: Node, value: Node)], YAMLSource)]
  ) throws -> any Rule {
    var rule = Self()
    for (entries, source) in mappings {
      try rule.options.apply(entries, ruleID: id, in: source)
    }
    return rule
  }

  /// A rule with options given as YAML text (examples and tests use this).
  public static func configured(options yaml: String?) throws -> any Rule {
    guard let yaml else { return Self() }
    let source = YAMLSource(path: "options of \(id)", text: yaml)
    guard let root = try source.root() else { return Self() }
    return try configured(with: [(try root.orderedEntries(in: source, what: "options"), source)])
  }
}
