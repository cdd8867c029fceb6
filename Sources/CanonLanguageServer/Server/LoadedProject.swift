import CanonLint

/// A project ready to lint documents in: its configuration, the linter made from it, the
/// baseline it names and the index of its files (while the first indexing runs, only what has
/// been indexed so far). A value, so that a lint runs off the server with a copy of it.
struct LoadedProject: Sendable {
  var project: DiscoveredProject
  var linter: Linter
  var baseline: ProjectBaseline?
  var index: ProjectIndex
  /// Which installation this is: a lint made with an earlier one is not applied.
  var generation: Int
}

/// A baseline and the folder its paths are relative to.
struct ProjectBaseline: Sendable {
  var folder: String
  var baseline: Baseline
}
