/// A rule ready to run: its options applied, its severity and the paths it applies to.
public struct ConfiguredRule: Sendable {
  public let rule: any Rule
  public let severity: Severity
  public let paths: PathFilter
  /// Stored: the rule type's `id` copies its whole description, and the engine asks for every
  /// file.
  public let id: String
  /// The kinds of code the rule reports on, and those it reads (its description's).
  public let judges: JudgedCode
  public let reads: JudgedCode
  /// Where each setting other than the rule's default was made, by key (`severity`, an option's
  /// name, `included`/`excluded`): `.canon.yml:12`, or the preset that set it.
  public var origins: [String: String] = [:]

  public init(rule: any Rule, severity: Severity, paths: PathFilter = .everything) {
    self.rule = rule
    self.severity = severity
    self.paths = paths
    let description = type(of: rule).description
    self.id = description.id
    self.judges = description.judges
    self.reads = description.reads
  }
}

/// Everything a lint run needs from configuration.
public struct LintSetup: Sendable {
  /// The folder configuration paths are relative to (absolute).
  public var rootDirectory: String
  public var presets: [String]
  public var paths: PathFilter
  public var rules: [ConfiguredRule]
  public var rolePatterns: RolePatterns
  /// Globs of files a tool wrote that carry no header saying so (`.canon.yml`'s `generated:`),
  /// compiled once for all files.
  public var generated: GlobSet
  /// The baseline file `.canon.yml` names (`baseline:`), absolute.
  public var baseline: String?
  /// Whether findings carry the declaration they are in (`Violation.declaration`): a baseline
  /// needs it, and it costs a pass over each file's declarations.
  public var recordsDeclarations = false
  /// Where the presets were chosen (`.canon.yml:1`, `--preset`); `nil` for the default.
  public var presetsOrigin: String?
  /// Files larger than this many bytes are reported as `too-large-file` rather than linted
  /// (`.canon.yml`'s `max-file-size`).
  public var maximumFileSize: Int

  /// 8 MB: a syntax tree takes about a hundred times its file's size (an 8 MB file, 0.8 GB), and
  /// the largest source file of eight public apps (generated mocks) is 2.4 MB.
  public static let defaultMaximumFileSize = 8 << 20

  public init(
    rootDirectory: String, presets: [String], paths: PathFilter, rules: [ConfiguredRule],
    rolePatterns: RolePatterns, generated: [String] = [],
    maximumFileSize: Int = LintSetup.defaultMaximumFileSize
  ) {
    self.rootDirectory = rootDirectory
    self.presets = presets
    self.paths = paths
    self.rules = rules
    self.rolePatterns = rolePatterns
    self.generated = GlobSet(generated)
    self.maximumFileSize = maximumFileSize
  }

  public var ruleIDs: Set<String> { Set(rules.map(\.id)) }

  /// Folders below the root whose own `.canon.yml` refines this configuration, deepest first.
  public var folders: [FolderSetup] = [] {
    didSet { folders.sort { $0.folder.utf8.count > $1.folder.utf8.count } }
  }

  /// Which configuration applies to a file: the index of the deepest folder in `folders` that
  /// holds it, or `nil` for this one.
  public func folderIndex(of relativePath: String) -> Int? {
    guard !folders.isEmpty else { return nil }
    return folders.firstIndex { relativePath.hasPrefix($0.folder + "/") }
  }

  /// The configuration that applies to a file.
  public func setup(for relativePath: String) -> LintSetup {
    folderIndex(of: relativePath).map { folders[$0].setup } ?? self
  }
}

/// A folder with its own `.canon.yml`, and the configuration of the files below it.
public struct FolderSetup: Sendable {
  /// Relative to the root configuration's folder.
  public var folder: String
  public var setup: LintSetup

  public init(folder: String, setup: LintSetup) {
    self.folder = folder
    self.setup = setup
  }
}
