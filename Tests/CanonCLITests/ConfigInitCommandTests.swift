import Foundation
import Testing

/// `canon config init` and the first run without a configuration: the presets an app looks like,
/// from its own code, with the evidence (issue 39).
@Suite struct ConfigInitCommandTests {
  /// Three of each named type, one per file, under `folder`.
  static func files(_ names: [String], in folder: String = "App", imports: String = "") -> [String: String] {
    var files: [String: String] = [:]
    for name in names {
      // A coordinator that navigates has `start()` (G3); other types are empty.
      let body = name.hasSuffix("Coordinator") ? " func start() {} " : ""
      files["\(folder)/\(name).swift"] = imports + "final class \(name) {\(body)}\n"
    }
    return files
  }

  static func viperModule(_ name: String, configurator: Bool = false) -> [String: String] {
    let assembly = configurator ? "Configurator" : "Assembly"
    return [
      "App/Modules/\(name)/Presenter/\(name)Presenter.swift": "final class \(name)Presenter {}\n",
      "App/Modules/\(name)/Interactor/\(name)Interactor.swift": "final class \(name)Interactor {}\n",
      "App/Modules/\(name)/Router/\(name)Router.swift": "final class \(name)Router {}\n",
      "App/Modules/\(name)/\(assembly)/\(name)\(assembly).swift": "final class \(name)\(assembly) {}\n",
    ]
  }

  func recommended(_ files: [String: String]) throws -> String {
    let output = try Project(files).canon("config", "init", "--dry-run")
    #expect(output.status == 0, "\(output.stderr)")
    return output.stdout
  }

  @Test func eachArchitectureGetsItsPresetWithTheEvidence() throws {
    let viewModels = ["HomeViewModel", "CartViewModel", "ProfileViewModel"]
    let viper = try recommended(
      Self.viperModule("Login").merging(Self.viperModule("Cart")) { $1 }.merging(Self.viperModule("Feed")) { $1 })
    #expect(viper.contains("presets: [base, viper]"))
    #expect(viper.contains("3 VIPER modules (folders with a presenter and an interactor)"))

    let coordinated = try recommended(
      Self.files(viewModels).merging(Self.files(["HomeCoordinator", "CartCoordinator", "AppCoordinator"])) { $1 })
    #expect(coordinated.contains("presets: [base, mvvm-c]"))
    #expect(coordinated.contains("3 coordinators that navigate (a `start` method or a navigation controller) and 3 view models → mvvm-c"))
    // Types named …Coordinator that do not navigate (a refresh, a database's tasks) are not G3's.
    let busy = try recommended(
      Self.files(viewModels).merging(["App/Sync.swift": "final class SyncCoordinator {}\nfinal class TaskCoordinator {}\nfinal class RefreshCoordinator {}\n"]) { $1 })
    #expect(busy.contains("presets: [base, mvvm]"))

    let injected = try recommended(Self.files(viewModels).merging(["App/Container.swift": "import Swinject\nlet container = Container()\n"]) { $1 })
    #expect(injected.contains("presets: [base, mvvm-di]"))

    // A container decides even where the screens have no view models (G4's system is the container).
    let registrants = try recommended(
      Self.files(["ApiAssembly", "StoreAssembly", "ScreenAssembly"], imports: "import Swinject\n"))
    #expect(registrants.contains("presets: [base, mvvm-di]"))
    #expect(registrants.contains("0 view models and Swinject (imported by 3 files) → mvvm-di"))

    let bound = try recommended(Self.files(viewModels, imports: "import RxSwift\n"))
    #expect(bound.contains("presets: [base, mvvm-bindings]"))
    #expect(bound.contains("3 of them bound with RxSwift"))

    #expect(try recommended(Self.files(viewModels)).contains("presets: [base, mvvm]"))
    let none = try recommended(Self.files(["Helper", "Formatter"]))
    #expect(none.contains("presets: [base]\n"))
    #expect(none.contains("no architecture found"))
  }

  @Test func theVIPERDialectMostModulesUseBecomesTheLayoutOptions() throws {
    var files: [String: String] = [:]
    for name in ["Login", "Cart", "Feed"] { files.merge(Self.viperModule(name, configurator: true)) { $1 } }
    let text = try recommended(files)
    #expect(text.contains("viper-module-layout: &layout { assembly-folders: [Assembly, Configurator] }"))
    #expect(text.contains("  viper-type-naming: *layout\n"))
    // What it writes is a configuration Canon reads.
    let project = try Project(files)
    #expect(try project.canon("config", "init").status == 0)
    let lint = try project.canon("lint")
    #expect(lint.status == 0 || lint.status == 1, "\(lint.stderr)")
    #expect(!lint.stderr.contains("No .canon.yml"))
  }

  @Test func aCleanSwiftAppIsVIPERInItsVIPDialectAndItsDisplayStructsAreNotViewModels() throws {
    var files: [String: String] = [:]
    for scene in ["Login", "Cart", "Feed", "Profile"] {
      files["App/Scenes/\(scene)/\(scene)Interactor.swift"] = "final class \(scene)Interactor {}\n"
      files["App/Scenes/\(scene)/\(scene)Presenter.swift"] = "final class \(scene)Presenter {}\n"
      files["App/Scenes/\(scene)/\(scene)Router.swift"] = "final class \(scene)Router {}\n"
      // VIP's display models: one struct named ViewModel per use case, more of them than scenes.
      files["App/Scenes/\(scene)/\(scene)Models.swift"] = """
        enum \(scene) {
          enum Load { struct Request {}; struct Response {}; struct ViewModel {} }
          enum Save { struct Request {}; struct Response {}; struct ViewModel {} }
          enum Share { struct Request {}; struct Response {}; struct ViewModel {} }
        }

        """
    }
    let text = try recommended(files)
    #expect(text.contains("presets: [base, viper]"))
    #expect(text.contains("4 scenes with Clean Swift's Request/Response models → viper-dialect: vip"))
    #expect(text.contains("\nviper-dialect: vip\n"))
  }

  @Test func swiftLintPathsAreCarriedOverButNeverFromOutsideTheProject() throws {
    var files = Self.files(["HomeViewModel"])
    files[".swiftlint.yml"] = "included: [App]\nexcluded: [App/Generated, ../Elsewhere, /etc]\nline_length: 120\n"
    let text = try recommended(files)
    #expect(text.contains("# From .swiftlint.yml.\nincluded: [App]\nexcluded: [App/Generated]\n"))

    // A .swiftlint.yml that is a link is not read: it could lead anywhere on the machine.
    let outside = try Project(["swiftlint.yml": "excluded: [Secret]\n"])
    let linked = try Project(Self.files(["HomeViewModel"]))
    try FileManager.default.createSymbolicLink(
      atPath: linked.path + "/.swiftlint.yml", withDestinationPath: outside.path + "/swiftlint.yml")
    #expect(try !linked.canon("config", "init", "--dry-run").stdout.contains("Secret"))
  }

  /// A repository's `.swiftlint.yml` can hold any text: a path with a line break and a key after
  /// it stays one quoted item, and the written configuration loads.
  @Test func aSwiftLintPathWithControlCharactersStaysOneQuotedItem() throws {
    var files = Self.files(["HomeViewModel", "CartViewModel", "ListViewModel"])
    files[".swiftlint.yml"] = #"excluded: ["App/Gen\nrules: { weak-delegate: off }", "A \"B\""]"# + "\n"
    let project = try Project(files)
    let written = try project.canon("config", "init")
    #expect(written.status == 0, "\(written.stderr)")
    let text = try project.read(".canon.yml")
    #expect(text.contains(#"excluded: ["App/Gen\x0arules: { weak-delegate: off }", "A \"B\""]"#))
    #expect(!text.contains("\nrules:"))
    let lint = try project.canon("lint")
    #expect(lint.status == 0 || lint.status == 1, "\(lint.stderr)")
  }

  @Test func anExistingConfigurationIsNeverReplaced() throws {
    let project = try Project(Self.files(["HomeViewModel"]).merging([".canon.yml": "presets: [base]\n"]) { $1 })
    let output = try project.canon("config", "init")
    #expect(output.status == 2)
    #expect(output.stderr.contains("already exists; canon config init never replaces it"))
    #expect(try project.read(".canon.yml") == "presets: [base]\n")
  }

  @Test func aFirstRunWithoutConfigurationSaysWhatTheAppLooksLike() throws {
    let project = try Project(
      Self.files(["HomeViewModel", "CartViewModel", "ProfileViewModel", "HomeCoordinator", "CartCoordinator", "AppCoordinator"]))
    let output = try project.canon("lint")
    #expect(output.stderr.contains("No .canon.yml: linted with base. This app looks like mvvm-c: 3 coordinators that navigate (a `start` method or a navigation controller) and 3 view models → mvvm-c."))
    #expect(output.stderr.contains("`canon config init` writes a .canon.yml"))
    // A second run, answered by the cache, says it again.
    #expect(try project.canon("lint").stderr.contains("This app looks like mvvm-c"))
    #expect(try !project.canon("lint", "--quiet").stderr.contains("No .canon.yml"))
  }

  /// 60 findings of one rule and 1 of another: the first run says which rules gave them and how
  /// to set them aside; a run with a configuration does not.
  @Test func aFirstRunWithManyFindingsSaysWhereTheyComeFrom() throws {
    let protocols = (1...60).map { "protocol Legacy\($0): class {}" }.joined(separator: "\n")
    var files = [
      "App/Legacy.swift": protocols + "\n",
      "App/Screen.swift": "protocol Delegate: AnyObject {}\nfinal class Screen {\n  var delegate: Delegate?\n}\n",
    ]
    let project = try Project(files)
    let output = try project.canon("lint")
    #expect(output.stderr.contains("Where the 61 findings come from:"), "\(output.stderr)")
    #expect(output.stderr.contains("   60           60  98.4%  class-protocol-anyobject"), "\(output.stderr)")
    #expect(output.stderr.contains("    1            1   1.6%  weak-delegate"), "\(output.stderr)")
    #expect(output.stderr.contains("`canon baseline write` records the findings of today"))
    files[".canon.yml"] = "presets: [base]\n"
    let configured = try Project(files)
    #expect(try !configured.canon("lint").stderr.contains("Where the"))
  }
}
