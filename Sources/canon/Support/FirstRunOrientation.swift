import CanonLint

/// What a run without a `.canon.yml` ends with: the presets the app looks like when the run did
/// not check them (with the evidence and the command that writes a configuration), and, on an
/// app with many findings, where they come from. A team decides in its first minute whether
/// Canon fits: `base` alone says nothing about its architecture, and a bare count of hundreds of
/// findings does not say which few rules make most of them or what to do with the rest.
struct FirstRunOrientation {
  let recommendation: PresetRecommendation
  /// The presets the run used (`--preset`, else base).
  let presets: [String]
  let statistics: LintStatistics

  /// From this many findings on, the first run closes with the rules that gave them.
  static let findingsWorthATable = 50
  /// The table's rows: the rules that give most findings; the rest are summed in one line.
  static let rulesShown = 8

  init(result: LintResult, index: ProjectIndex, presets: [String]) {
    recommendation = PresetRecommendation(
      ArchitectureEvidence(summaries: result.summaries, index: index))
    self.presets = presets
    statistics = LintStatistics(result.violations)
  }

  /// Nothing when the run used every preset the app looks like and found few things.
  var text: String? {
    let parts = [findingsText, presetsText].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }

  private var presetsText: String? {
    let missing = recommendation.presets.filter { !presets.contains($0) }
    guard !missing.isEmpty else { return nil }
    return "No .canon.yml: linted with \(presets.joined(separator: ", ")). This app looks like "
      + "\(missing.joined(separator: ", ")): " + recommendation.evidence.joined(separator: "; ") + ".\n"
      + "`canon config init` writes a .canon.yml with the presets and the evidence for them."
  }

  private var findingsText: String? {
    guard statistics.total >= Self.findingsWorthATable else { return nil }
    let shown = LintStatistics(rows: Array(statistics.rows.prefix(Self.rulesShown)), total: statistics.total)
    let others = statistics.rows.dropFirst(Self.rulesShown)
    var text = "Where the \(statistics.total) findings come from:\n" + shown.text
    if !others.isEmpty {
      text += "and \(others.reduce(0) { $0 + $1.count }) more from \(others.count) other rules "
        + "(`canon lint --statistics` lists them all).\n"
    }
    // What `canon fix` corrects is on the summary line above.
    return text + "`canon baseline write` records the findings of today, so that the next runs "
      + "report only new ones while the team works through these."
  }
}
