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
    let evidence = Self.evidence(files)
    #expect(evidence.classViewModels == 3)
    #expect(evidence.boundViewModels == 3)
    let recommendation = PresetRecommendation(evidence)
    #expect(recommendation.evidence == ["3 view models, 3 of them bound with RxSwift → mvvm-bindings"])
  }

  static func evidence(_ files: [String: String]) -> ArchitectureEvidence {
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything, rules: [], rolePatterns: .default)
    let inputs = files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, content: .text($0.value)) }
    let summaries = Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries
    let index = ProjectIndex(files: summaries, rolePatterns: .default)
    return ArchitectureEvidence(summaries: summaries, index: index)
  }

  /// Three VIPER modules of a dialect: each layer file given by its folder and type name.
  static func modules(_ layers: [(folder: String, type: String)]) -> [String: String] {
    var files: [String: String] = [:]
    for name in ["Login", "Feed", "Profile"] {
      for (folder, type) in layers {
        let path = ["App", name + "Module", folder, name + type + ".swift"].filter { !$0.isEmpty }
        files[path.joined(separator: "/")] = "final class \(name)\(type) {}"
      }
    }
    return files
  }

  /// A dialect whose presenter folder holds the view controller that presents: the folder says
  /// which part it is, so the app is VIPER, not the MVVM-C its coordinators would suggest.
  @Test func aPresenterFolderIsAModulesPresenter() {
    var files = Self.modules([
      ("Presenter", "ViewController"), ("Interactor", "Interactor"), ("Assembly", "Assembly"),
      ("View", "View"),
    ])
    for name in ["Main", "Settings", "Onboarding"] {
      files["App/Coordinators/\(name)Coordinator.swift"] = "final class \(name)Coordinator { func start() {} }"
    }
    let recommendation = PresetRecommendation(Self.evidence(files))
    #expect(recommendation.presets == ["base", "viper"])
  }

  /// A view layer folder named `UI/` is the dialect's: the layout rules are told so. A module's
  /// own folder name (`Presenter/`) is never offered as another layer's.
  @Test func aDialectsOwnLayerFolderBecomesAnOption() {
    let files = Self.modules([
      ("Presenter", "Presenter"), ("Interactor", "Interactor"), ("Router", "Router"),
      ("UI", "ViewController"),
    ])
    let recommendation = PresetRecommendation(Self.evidence(files))
    #expect(recommendation.viperOptions.map(\.name) == ["view-folders"])
    #expect(recommendation.viperOptions.first?.values == ["View", "UI"])
  }

  /// Flat modules keep their files side by side; a `Components/` folder of subviews in them is
  /// no layer folder, and a `LoginModuleBuilder.swift` beside the files asks for no `Builder/`.
  @Test func flatModulesOfferNoFolderOptions() {
    var files = Self.modules([
      ("", "Presenter"), ("", "Interactor"), ("", "View"), ("Components", "HeaderView"),
    ])
    for name in ["Login", "Feed", "Profile"] {
      files["App/\(name)Module/\(name)ModuleBuilder.swift"] = "final class \(name)ModuleBuilder {}"
    }
    let recommendation = PresetRecommendation(Self.evidence(files))
    #expect(recommendation.presets == ["base", "viper"])
    #expect(recommendation.viperOptions.isEmpty)
  }
}
