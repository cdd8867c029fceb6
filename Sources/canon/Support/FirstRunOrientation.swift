import CanonLint

/// What a run without a `.canon.yml` ends with: the presets the app looks like and the command
/// that writes a configuration for it. A team decides in its first minute whether Canon fits, and
/// `base` alone says nothing about its architecture.
struct FirstRunOrientation {
  let recommendation: PresetRecommendation
  /// The presets the run used (`--preset`, else base).
  let presets: [String]

  init(summaries: [FileSummary], index: ProjectIndex, presets: [String]) {
    recommendation = PresetRecommendation(ArchitectureEvidence(summaries: summaries, index: index))
    self.presets = presets
  }

  var text: String {
    var text = "No .canon.yml: linted with \(presets.joined(separator: ", "))."
    let missing = recommendation.presets.filter { !presets.contains($0) }
    if missing.isEmpty {
      text += " " + recommendation.evidence.joined(separator: "; ") + "."
    } else {
      text += " This app looks like \(missing.joined(separator: ", ")): "
        + recommendation.evidence.joined(separator: "; ") + "."
    }
    return text + "\n`canon config init` writes a .canon.yml with the presets and the evidence for them."
  }
}
