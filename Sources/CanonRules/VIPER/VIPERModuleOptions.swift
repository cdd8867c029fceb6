import CanonLint
import SwiftSyntax

/// The five layers of a VIPER module (G2 "module folder layout").
enum VIPERLayer: String, CaseIterable, Sendable {
  case assembly, interactor, presenter, router, view

  /// The type names (after the module name) the guide gives this layer's elements, and the
  /// variants real apps use (Generamba's `…ModuleConfigurator`/`…ModuleInitializer`).
  var elementNames: [String] {
    switch self {
    case .assembly:
      [
        "Assembly", "ModuleAssembly", "Configurator", "ModuleConfigurator", "Initializer",
        "ModuleInitializer",
      ]
    case .interactor: ["Interactor", "InteractorInput", "InteractorOutput"]
    case .presenter: ["Presenter", "ModuleInput", "ModuleOutput", "State"]
    case .router: ["Router", "RouterInput", "Route"]
    case .view:
      [
        "ViewController", "View", "ViewInput", "ViewOutput", "DataDisplayManager",
        "CellObjectFactory",
      ]
    }
  }

  /// The element names whose prefix names a module with little doubt: the names a helper type
  /// rarely ends with (not `View`, `State` or `Route`, which helpers share).
  static let telling: [String] = {
    let loose: Set<String> = ["View", "State", "Route"]
    return allCases.flatMap(\.elementNames).filter { !loose.contains($0) }
      // Longest first, so that `SignInModuleConfigurator` is read as `SignIn` + `ModuleConfigurator`.
      .sorted { $0.count > $1.count }
  }()
}

/// How a project lays out its VIPER modules: the folder names of each layer, and the extra
/// element names and suffixes its dialect uses. Every module-aware `viper` rule takes these
/// options under the same names, so a project sets them once with a YAML anchor:
///
/// ```yaml
/// rules:
///   viper-module-layout: &viper { router-folders: [Router, Wireframe], type-suffixes: [Impl] }
///   viper-type-naming: *viper
/// ```
struct VIPERModuleOptions: Sendable, Hashable, Codable {
  /// `Configurator` is Generamba's (Rambler's) name for the assembly folder.
  var assemblyFolders = ["Assembly", "Configurator"]
  var interactorFolders = ["Interactor"]
  var presenterFolders = ["Presenter"]
  var routerFolders = ["Router"]
  var viewFolders = ["View"]
  /// Suffixes a dialect appends to element names (`Impl`: `LoginInteractorImpl`).
  var typeSuffixes: [String] = ["Impl"]
  /// Extra element names allowed in any layer, after the module name (`Configurator`,
  /// `Initializer`, `Module`).
  var extraElements: [String] = []
  /// How many layer folders a folder must hold to be taken for a module (one alone is too
  /// common a folder name, `View/`, to mean anything).
  var minimumLayers = 2

  func folders(of layer: VIPERLayer) -> [String] {
    switch layer {
    case .assembly: assemblyFolders
    case .interactor: interactorFolders
    case .presenter: presenterFolders
    case .router: routerFolders
    case .view: viewFolders
    }
  }

  func layer(ofFolder name: String) -> VIPERLayer? {
    VIPERLayer.allCases.first { folders(of: $0).contains(name) }
  }

  /// Whether `layer(ofFolder:)` finds a layer for a folder name, without making a `String`.
  func isLayerFolder(_ name: Substring) -> Bool {
    // Lengths first: they rule out nearly every folder without comparing a byte.
    let length = name.utf8.count
    return VIPERLayer.allCases.contains { layer in
      folders(of: layer).contains { $0.utf8.count == length && name == $0 }
    }
  }

  /// Where a file may sit in a module, judged from its path alone: for each folder named like a
  /// layer, innermost first, that layer and the folder holding it. Which of them is really a
  /// module (holds enough layer folders) needs the project: see `place(among:in:)`.
  func candidatePlaces(ofFile path: String) -> [VIPERPlace] {
    // Many files sit in no layer folder: find one in the path's bytes before making a `String`
    // of each folder.
    let folders = PathUtilities.components(path, keepingEmpty: true)
    guard folders.count >= 3,
      folders[1..<(folders.count - 1)].contains(where: isLayerFolder)
    else { return [] }
    let components = folders.map(String.init)
    var places: [VIPERPlace] = []
    for index in stride(from: components.count - 2, through: 1, by: -1) {
      guard let layer = layer(ofFolder: components[index]) else { continue }
      let folderName = components[index - 1]
      guard !folderName.isEmpty else { break }
      places.append(
        VIPERPlace(
          modulePath: components[..<index].joined(separator: "/"),
          moduleName: Self.moduleName(ofFolder: folderName),
          layer: layer,
          helperFolders: Array(components[(index + 1)..<(components.count - 1)])))
    }
    return places
  }

  /// The name a module folder gives its module: `Sign In Benefits/` is `SignInBenefits`.
  static func moduleName(ofFolder folder: String) -> String {
    String(folder.filter { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// The innermost candidate place that belongs to a module of the project, with the module's
  /// path and name as the project shows them (a wrapper folder such as `Settings/Module/` is
  /// part of the module `Settings`).
  func place(among candidates: [VIPERPlace], in index: ProjectIndex) -> VIPERPlace? {
    module(among: candidates, in: index)?.place
  }

  /// The innermost candidate place that belongs to a module, and that module.
  func module(among candidates: [VIPERPlace], in index: ProjectIndex) -> (
    place: VIPERPlace, module: VIPERModule
  )? {
    for candidate in candidates {
      guard
        let module = index.ask(VIPERModuleQuestion(layout: self, holderPath: candidate.modulePath))
      else { continue }
      var place = candidate
      place.modulePath = module.path
      place.moduleName = module.name
      return (place, module)
    }
    return nil
  }

  /// The layers whose folder `modulePath` holds.
  func layers(in modulePath: String, _ index: ProjectIndex) -> [VIPERLayer] {
    VIPERLayer.allCases.filter { layer in
      folders(of: layer).contains { index.containsFolder(modulePath + "/" + $0) }
    }
  }

  /// Whether the folder at `modulePath` is a module, or a wrapper folder inside one.
  func isModule(_ modulePath: String, in index: ProjectIndex) -> Bool {
    index.ask(VIPERModuleQuestion(layout: self, holderPath: modulePath)) != nil
  }

  /// `name` without one of the dialect's suffixes (`LoginInteractorImpl` → `LoginInteractor`).
  func strippingSuffix(_ name: String) -> String {
    for suffix in typeSuffixes where !suffix.isEmpty && name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }
}

/// The options of a rule that needs to know the project's module layout.
protocol VIPERModuleConfigurable: RuleOptions {
  var module: VIPERModuleOptions { get set }
}

extension VIPERModuleConfigurable {
  static var moduleFields: [OptionField<Self>] {
    [
      .option(
        "assembly-folders", \Self.module.assemblyFolders,
        "Folder names of the assembly layer (`Configurator` for Generamba's swifty_viper)"),
      .option(
        "interactor-folders", \Self.module.interactorFolders,
        "Folder names of the interactor layer"),
      .option(
        "presenter-folders", \Self.module.presenterFolders, "Folder names of the presenter layer"),
      .option(
        "router-folders", \Self.module.routerFolders,
        "Folder names of the router layer (`Wireframe` in some dialects)"),
      .option("view-folders", \Self.module.viewFolders, "Folder names of the view layer"),
      .option(
        "type-suffixes", \Self.module.typeSuffixes,
        "Suffixes the project appends to element names, e.g. `Impl` for `LoginInteractorImpl`"),
      .option(
        "extra-elements", \Self.module.extraElements,
        "More element names allowed in any layer after the module name, e.g. `Configurator`, `Initializer`"
      ),
      .option(
        "minimum-layers", \Self.module.minimumLayers,
        "How many layer folders make a folder a VIPER module"),
    ]
  }
}

/// Options of a rule that only needs the module layout.
struct VIPERModuleRuleOptions: VIPERModuleConfigurable {
  var module = VIPERModuleOptions()
  static var fields: [OptionField<Self>] { moduleFields }
}

/// A file's place in a VIPER module.
struct VIPERPlace: Sendable, Equatable {
  /// The path of the folder holding the layer folder, as files are reported; once resolved by
  /// `place(among:in:)`, the module's path (which a wrapper folder is part of).
  var modulePath: String
  /// `M`, the module's name: the folder's name without spaces; once resolved, the name the
  /// module's elements agree on.
  var moduleName: String
  var layer: VIPERLayer
  /// Folders between the layer folder and the file (helper subfolders).
  var helperFolders: [String]
}

/// The protocols that close a module's elements, by name (G2: `MInteractorInput`, …), and the
/// names of the dialect Generamba's classic templates and their forks write
/// (`MInteractorInputProtocol`, `MViewProtocol` for the view's input, `MPresenterProtocol` for its
/// output, `MWireframeProtocol` for the router's input).
enum VIPERProtocols {
  static let inputs =
    ["InteractorInput", "ModuleInput", "RouterInput", "ViewInput"] + dialectInputs
  static let outputs = ["InteractorOutput", "ModuleOutput", "ViewOutput"] + dialectOutputs
  static let all = inputs + outputs
  static let routerInputs = ["RouterInput", "WireframeProtocol", "RouterProtocol"]

  static let dialectInputs = [
    "InteractorInputProtocol", "ModuleInputProtocol", "ViewProtocol", "WireframeProtocol",
    "RouterProtocol",
  ]
  static let dialectOutputs = [
    "InteractorOutputProtocol", "ModuleOutputProtocol", "PresenterProtocol",
  ]
  /// The outputs of the dialect that closes each element with an `…Interface` protocol
  /// (`WeekInteractorOutputInterface`, and `WeekPresenterInterface`, the view's output).
  static let interfaceOutputs = ["InteractorOutputInterface", "PresenterInterface"]

  /// The module-protocol suffix `name` ends with, among `suffixes`; `nil` when none or when the
  /// name is only the suffix.
  static func suffix(of name: String, among suffixes: [String]) -> String? {
    suffixes.first { name.hasSuffix($0) && name.count > $0.count }
  }

  /// What a finding in the protocol `name` (ending in `suffix`) needs of the project: nothing
  /// for the guide's names; for a suffix ending in `Protocol` or `Interface`, which helper
  /// protocols share (`LoadableViewProtocol`, `ErrorPresenterProtocol`), that the rest of the name is a module of
  /// the project (`VIPERModules.isModuleName`).
  static func condition(forProtocol name: String, suffix: String) -> (@Sendable (ProjectIndex) -> Bool)? {
    guard suffix.hasSuffix("Protocol") || suffix.hasSuffix("Interface") else { return nil }
    let module = String(name.dropLast(suffix.count))
    // In VIP (Clean Swift) scenes, `MInteractorProtocol` calls `MPresenterProtocol`
    // (`presentOrders(response:)`): that presenter protocol is the interactor's output, named
    // the VIP way, not the view's.
    let vipInteractor = suffix == "PresenterProtocol" ? module + "InteractorProtocol" : nil
    return { index in
      VIPERModules.of(index, VIPERModuleOptions()).isModuleName(module)
        && !(vipInteractor.map(index.declares) ?? false)
    }
  }
}

extension SyntaxProtocol {
  /// Whether the declaration's leading trivia holds a `///` or `/** */` comment.
  var hasDocumentationComment: Bool {
    leadingTrivia.contains { piece in
      switch piece {
      case .docLineComment, .docBlockComment: true
      default: false
      }
    }
  }
}

extension TypeSyntax {
  /// The name a property's type refers to, through optionals (`LoginViewInput?` → `LoginViewInput`).
  var unwrappedNominalName: String? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.unwrappedNominalName
    }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.unwrappedNominalName
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.unwrappedNominalName
    }
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let some = self.as(SomeOrAnyTypeSyntax.self) { return some.constraint.unwrappedNominalName }
    return nil
  }
}

extension String {
  /// The first word of a lowerCamelCase name: `obtainPosts` → `obtain`.
  var firstCamelWord: String {
    var word = ""
    for character in self {
      if character == "_" { if word.isEmpty { continue } else { break } }
      if !word.isEmpty && (character.isUppercase || character.isNumber) { break }
      word.append(character)
    }
    return word.lowercased()
  }

  /// Whether the name starts with `prefix` as a whole camel-case word (`didLoad`, `did`; not
  /// `didactic`).
  func startsWithWord(_ prefix: String) -> Bool {
    guard hasPrefix(prefix) else { return false }
    let rest = dropFirst(prefix.count)
    guard let next = rest.first else { return true }
    return next.isUppercase || next.isNumber || next == "_"
  }
}

extension LintedFile {
  /// `candidatePlaces(ofFile:)` of this file, worked out once for the VIPER rules that ask.
  func viperPlaces(_ layout: VIPERModuleOptions) -> [VIPERPlace] {
    // Test sources mirror the modules' folders (G2 tests) but are not modules themselves.
    guard kind != .tests else { return [] }
    return memo(VIPERPlacesKey(layout: layout)) { layout.candidatePlaces(ofFile: path) }
  }
}

private struct VIPERPlacesKey: Equatable {
  var layout: VIPERModuleOptions
}
