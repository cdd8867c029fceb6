import CanonLint
import Testing

/// What `canon config init` counts in an app: its evidence sentence must be a possible count.
@Suite struct ArchitectureEvidenceTests {
  /// A view model class with its `Inputs`/`Outputs`/`Type` protocols in its RxSwift file, as
  /// bindings apps write them: three view models, three of them bound, never more bound ones
  /// than view models.
  @Test func boundViewModelsAreCountedAmongTheViewModelClasses() {
    var files: [String: String] = [:]
    for name in ["Home", "Login", "Search"] {
      files["App/\(name)/\(name)ViewModel.swift"] = """
        import RxSwift
        protocol \(name)ViewModelInput { func refresh() }
        protocol \(name)ViewModelOutput { var title: Observable<String> { get } }
        protocol \(name)ViewModelType {
          var inputs: \(name)ViewModelInput { get }
          var outputs: \(name)ViewModelOutput { get }
        }
        final class \(name)ViewModel: \(name)ViewModelType, \(name)ViewModelInput, \(name)ViewModelOutput {}
        """
    }
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything, rules: [], rolePatterns: .default)
    let inputs = files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, content: .text($0.value)) }
    let summaries = Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries
    let index = ProjectIndex(files: summaries, rolePatterns: .default)
    let evidence = ArchitectureEvidence(summaries: summaries, index: index)
    #expect(evidence.classViewModels == 3)
    #expect(evidence.boundViewModels == 3)
    let recommendation = PresetRecommendation(evidence)
    #expect(recommendation.evidence == ["3 view models, 3 of them bound with RxSwift → mvvm-bindings"])
  }
}
