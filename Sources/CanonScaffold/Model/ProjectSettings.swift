import Foundation
import Yams

/// What `canon new` needs to know about an app made by `canon init`, kept in `.canon/project.yml`.
public struct ProjectSettings: Sendable, Equatable {
  /// Where the settings live, relative to the app's root.
  public static let path = ".canon/project.yml"

  /// The app's name, e.g. `Shop`.
  public var app: String
  /// The architecture new modules default to.
  public var architecture: Architecture
  /// The target with the platform-neutral layers.
  public var core: String
  /// The target with the UIKit code.
  public var ui: String
  /// The core target's tests.
  public var coreTests: String
  /// The UI target's tests.
  public var uiTests: String

  /// The settings `canon init` writes for `app`.
  public init(app: String, architecture: Architecture) {
    self.app = app
    self.architecture = architecture
    core = app + "Core"
    ui = app + "UI"
    coreTests = app + "CoreTests"
    uiTests = app + "UITests"
  }

  /// The composition root's file, relative to the app's root.
  public var rootFile: String { "Sources/\(ui)/App/CompositionRoot.swift" }

  /// The file listing the Quick specs that `QuickSpecRunner` runs.
  public var quickSpecsFile: String { "Tests/\(coreTests)/QuickSpecs.swift" }
  /// The UI tests' list of Quick specs (assemblies, view-controller leaks), in mvvm-di apps.
  public var uiQuickSpecsFile: String { "Tests/\(uiTests)/QuickSpecs.swift" }

  /// Reads the settings of the app at `root`.
  ///
  /// The default architecture is the one `.canon.yml` names among its presets (the lint
  /// configuration is what the team edits), else the one `canon init` recorded. An app with a
  /// `.canon.yml` but no `.canon/project.yml` is taken as `<folder name>Core`/`…UI` targets.
  public static func load(from root: URL) throws -> ProjectSettings {
    let lintArchitecture = lintConfigurationArchitecture(at: root)
    let file = root.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: file.path),
      let text = String(data: data, encoding: .utf8)
    else {
      if let lintArchitecture, let name = try? ScaffoldName(root.lastPathComponent) {
        return ProjectSettings(app: name.value, architecture: lintArchitecture)
      }
      throw ScaffoldError.notAProject(root.path)
    }
    guard let mapping = (try? Yams.load(yaml: text)) as? [String: Any],
      let app = mapping["app"] as? String,
      let architectureName = mapping["architecture"] as? String
    else {
      throw ScaffoldError.badTemplate(path, reason: "expected 'app' and 'architecture' keys")
    }
    guard let architecture = Architecture(rawValue: architectureName) else {
      throw ScaffoldError.badTemplate(
        path,
        reason: "unknown architecture '\(architectureName)'; architectures: \(Architecture.names)")
    }
    var settings = ProjectSettings(app: app, architecture: lintArchitecture ?? architecture)
    if let core = mapping["core"] as? String { settings.core = core }
    if let ui = mapping["ui"] as? String { settings.ui = ui }
    if let coreTests = mapping["coreTests"] as? String { settings.coreTests = coreTests }
    if let uiTests = mapping["uiTests"] as? String { settings.uiTests = uiTests }
    return settings
  }

  /// The architecture `.canon.yml` names among its presets, when it names exactly one.
  static func lintConfigurationArchitecture(at root: URL) -> Architecture? {
    guard
      let data = FileManager.default.contents(
        atPath: root.appendingPathComponent(".canon.yml").path),
      let mapping = (try? Yams.load(yaml: String(decoding: data, as: UTF8.self))) as? [String: Any]
    else { return nil }
    let presets =
      (mapping["presets"] as? [String]) ?? [(mapping["presets"] as? String)].compactMap { $0 }
    let architectures = presets.compactMap(Architecture.init(preset:))
    return architectures.count == 1 ? architectures[0] : nil
  }

  /// The runtime's traits the app enables, `nil` for all (the runtime's default).
  ///
  /// With the plugins' binary flavour, those of the libraries its targets list (mvvm-di's
  /// CanonInjection and CanonTestingQuick), so that it resolves no package it does not link.
  /// With the source flavour, all: Canon's own package depends on the runtime with every trait,
  /// and SwiftPM 6.3 fails to resolve a graph where the app enables fewer ("exhausted attempts to
  /// resolve the dependencies graph").
  public func runtimeTraits(binaryPlugins: Bool) -> [String]? {
    guard binaryPlugins else { return nil }
    return architecture == .mvvmDI ? ["Injection", "QuickNimble"] : []
  }

  /// The variables every template sees.
  ///
  /// - Parameter binaryPlugins: whether the app takes the plugins' binary flavour (a checkout's
  ///   `CanonPlugins/` with its artifact bundle made) rather than building `canon` from source.
  public func context(canon: CanonDependency, binaryPlugins: Bool = false) -> [String: Any] {
    let binary = binaryPlugins ? canon.binaryPluginsDeclaration : nil
    let traits = runtimeTraits(binaryPlugins: binary != nil)
    return [
      "app": app,
      "architecture": architecture.rawValue,
      "appArchitecture": architecture.rawValue,
      "preset": architecture.preset,
      "root": architecture.rootKind.rawValue,
      "core": core,
      "ui": ui,
      "coreTests": coreTests,
      "uiTests": uiTests,
      "rootFile": rootFile,
      "quickSpecsFile": quickSpecsFile,
      "uiQuickSpecsFile": uiQuickSpecsFile,
      // The libraries' package: `.product(name: "CanonKit", package: "{{ runtimeIdentity }}")`.
      "runtimePackage": canon.runtimePackageDeclaration(traits: traits),
      "runtimeIdentity": canon.runtimeIdentity,
      // The build-tool plugin's package, apart from the libraries': the only one that brings the
      // `canon` tool, prebuilt (CanonPlugins/) or built from source with swift-syntax (Canon's).
      "canonPluginPackage": binary ?? canon.packageDeclaration,
      "canonPluginIdentity": binary == nil ? canon.identity : CanonDependency.binaryPluginsFolder,
      "canonVersion": CanonDependency.version,
      "canonNote": canon.readmeNote(runtimeTraits: traits),
      "moduleKind": architecture == .viper ? "module" : "screen",
      // VIPER keeps each module in one folder (G2), so its platform-neutral layers live here too.
      "uiExtras": architecture == .viper ? ", VIPER modules" : "",
    ]
  }
}
