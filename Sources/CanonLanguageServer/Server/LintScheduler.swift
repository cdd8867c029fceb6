/// When the server lints and indexes: the one place that decides it.
///
/// Messages only say what is wanted (a document changed, files changed on disk, the project
/// must be loaded again). Work starts when the server has handled every message it has read, so
/// a burst of edits costs one lint, of the last text; at most one lint runs at a time, and one
/// load, each off the server, so neither delays the answer to a request. A lint's findings for a
/// text edited since it started are dropped (`Workspace.apply(_:)`): the edit wanted another
/// lint, which starts when this one ends.
struct LintScheduler {
  /// What to do now.
  enum Start: Equatable {
    /// Lint the open documents, with these files read again from disk.
    case lint(fromDisk: [String])
    /// No project could be loaded: the open documents are shown without findings.
    case withoutProject
  }

  private(set) var isLinting = false
  private(set) var isLoading = false
  private var wantsLint = false
  private var wantsLoad = false
  private var fromDisk: Set<String> = []

  mutating func documentsChanged() { wantsLint = true }

  mutating func filesChanged(_ paths: [String]) {
    fromDisk.formUnion(paths)
    wantsLint = true
  }

  mutating func projectChanged() { wantsLoad = true }

  /// Whether the open documents will be linted again without another message: a request about
  /// one can wait for its findings.
  var lintIsComing: Bool { isLinting || wantsLint }

  var isIdle: Bool { !isLinting && !isLoading && !wantsLint && !wantsLoad }

  /// Whether to start loading the project now.
  mutating func startLoad() -> Bool {
    guard wantsLoad, !isLoading else { return false }
    wantsLoad = false
    isLoading = true
    return true
  }

  mutating func loadFinished() { isLoading = false }

  /// The lint to start now, if any. `hasProject`: whether a project is installed to lint in.
  mutating func startLint(hasProject: Bool) -> Start? {
    guard wantsLint, !isLinting else { return nil }
    guard hasProject else {
      // A load under way will install one; else there is none to wait for.
      guard !isLoading, !wantsLoad else { return nil }
      wantsLint = false
      fromDisk = []
      return .withoutProject
    }
    wantsLint = false
    isLinting = true
    defer { fromDisk = [] }
    return .lint(fromDisk: fromDisk.sorted())
  }

  mutating func lintFinished() { isLinting = false }
}
