import CanonLint

/// What a run without a `.canon.yml` ends with when the app looks like an architecture the run
/// did not check: the presets, the evidence, and the command that writes a configuration. A team decides in its first minute whether Canon fits, and
/// `base` alone says nothing about its architecture.
struct FirstRunOrientation {
  let recommendation: PresetRecommendation
  /// The presets the run used (`--preset`, else base).
  let presets: [String]

  init(summaries: [FileSummary], index: ProjectIndex, presets: [String]) {
    recommendation = PresetRecommendation(ArchitectureEvidence(summaries: summaries, index: index))
    self.presets = presets
  }

  /// Nothing when the run used every preset the app looks like (or it looks like none).
  var text: String? {
    let missing = recommendation.presets.filter { !presets.contains($0) }
    guard !missing.isEmpty else { return nil }
    return "No .canon.yml: linted with \(presets.joined(separator: ", ")). This app looks like "
      + "\(missing.joined(separator: ", ")): " + recommendation.evidence.joined(separator: "; ") + ".\n"
      + "`canon config init` writes a .canon.yml with the presets and the evidence for them."
  }
}
