/// Everything one run would write, computed before anything is written.
public struct ScaffoldPlan: Sendable, Equatable {
  /// A new file and its contents; the path is relative to the app's root.
  public struct NewFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
      self.path = path
      self.contents = contents
    }
  }

  /// An existing file edited in place (wiring), with the element that was added.
  public struct Edit: Sendable, Equatable {
    public var path: String
    public var contents: String
    public var summary: String

    public init(path: String, contents: String, summary: String) {
      self.path = path
      self.contents = contents
      self.summary = summary
    }
  }

  /// Files to create.
  public var files: [NewFile] = []
  /// Files to edit.
  public var edits: [Edit] = []
  /// Things the user should know (wiring skipped or already done).
  public var notes: [String] = []

  public init() {}

  /// What a dry run prints: one line per file, then the notes.
  public var lines: [String] {
    files.map { "create \($0.path)" } + edits.map { "edit   \($0.path) (\($0.summary))" }
      + notes.map { "note:  \($0)" }
  }
}
