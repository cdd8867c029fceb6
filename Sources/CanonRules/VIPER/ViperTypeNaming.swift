import CanonLint
import SwiftSyntax

/// Each layer folder holds only that layer's elements, named after the module.
struct ViperTypeNaming: SyntaxRule {
  /// Its findings ask which module holds the file's folder.
  static let indexQuestions: [any IndexQuestion.Type] = [VIPERModuleQuestion.self]
  static let description = RuleDescription(
    id: "viper-type-naming",
    summary:
      "A type in a VIPER layer folder that is not one of that layer's elements for the module",
    rationale: """
      Every element of a module is named `<Module><Element>` (`PostListInteractor`, \
      `PostListRouterInput`, `PostListViewController`, `PostListCell`, …; a qualified cell such \
      as `PostListAuthorCell` is accepted too), so the name alone says which module \
      and which layer a type belongs to. Anything else in a layer folder is a helper, and \
      helpers live in a subfolder of their layer named after them \
      (`Interactor/UserInputValidator/UserInputValidator.swift`). Facades (`…Facade`) may live \
      anywhere. Only top-level types are checked; nested types, extensions and `private` types \
      (details of their file) are not, nor structs and enums declared in an element's own file \
      (data its interface uses, like the item type beside `PostListInteractorInput`). Dialects \
      add suffixes (`type-suffixes: [Impl]`) and elements (`extra-elements: [Configurator]`).
      """,
    source:
      "G2 general module rules (helpers in their layer's subfolder); naming of each layer's elements",
    triggering: [
      Example(
        "final class ↓PostsInteractor {}", path: "App/PostList/Interactor/PostsInteractor.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        "struct ↓PostFormatter {}", path: "App/PostList/Presenter/PostFormatter.swift",
        context: ["App/PostList/View/PostListView.swift": "final class PostListView {}"]),
      // An interactor element in the view folder.
      Example(
        "protocol ↓PostListInteractorInput {}",
        path: "App/PostList/View/PostListInteractorInput.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      // A class beside an element is a helper all the same.
      Example(
        "final class PostListView {}\nfinal class ↓ShimmerView {}",
        path: "App/PostList/View/PostListView.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      // A helper subfolder named after something else.
      Example(
        "final class ↓DateMapper {}", path: "App/PostList/Interactor/Mappers/DateMapper.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      // A folder named with spaces: the module is `SignIn`, and `SignInVC` is none of its names.
      Example(
        "final class ↓SignInVC: UIViewController {}", path: "App/Sign In/View/SignInVC.swift",
        context: [
          "App/Sign In/Presenter/SignInPresenter.swift": "final class SignInPresenter {}",
          "App/Sign In/Router/SignInRouter.swift": "final class SignInRouter {}",
        ]),
      // In a wrapper folder, the module is still the one its elements name.
      Example(
        "final class ↓ProfileFormatter {}",
        path: "App/Settings/Module/Presenter/ProfileFormatter.swift",
        context: [
          "App/Settings/Module/Presenter/SettingsPresenter.swift":
            "final class SettingsPresenter {}",
          "App/Settings/Module/View/SettingsViewController.swift":
            "final class SettingsViewController {}",
        ]),
    ],
    nonTriggering: [
      Example(
        """
        protocol PostListInteractorInput: AnyObject {}
        protocol PostListInteractorOutput: AnyObject {}
        final class PostListInteractor: PostListInteractorInput {
          struct Page {}
        }
        extension String {}
        """, path: "App/PostList/Interactor/PostListInteractor.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        "final class PostListCell {}\nfinal class PostListCellObject {}\nfinal class PostListDataDisplayManager {}\nfinal class PostListAuthorCell {}",
        path: "App/PostList/View/PostListCell.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        "final class UserInputValidator {}\nfinal class UserInputValidatorImplementation {}",
        path: "App/PostList/Interactor/UserInputValidator/UserInputValidator.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        "final class PagingFacade {}", path: "App/PostList/Interactor/PagingFacade.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        """
        protocol PostListViewInput: AnyObject {
          func update(with items: [PostListItem])
        }
        struct PostListItem {}
        enum PostListViewMode { case list, grid }
        private final class Spacer {}
        """, path: "App/PostList/View/PostListViewInput.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        "struct Filter {}", path: "App/PostList/Interactor/Filters/Filter.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ]),
      Example(
        "final class ShutterButton {}", path: "App/Camera/View/Controls/ShutterButton.swift",
        context: ["App/Camera/Presenter/CameraPresenter.swift": "final class CameraPresenter {}"],
        options: "strict-helper-folders: false"),
      // Not a module: a lone `View` folder.
      Example("final class Badge {}", path: "App/Common/View/Badge.swift"),
      // A folder named with spaces names the module without them.
      Example(
        "final class SignInBenefitsPresenter {}",
        path: "App/Sign In Benefits/Presenter/SignInBenefitsPresenter.swift",
        context: [
          "App/Sign In Benefits/View/SignInBenefitsViewController.swift":
            "final class SignInBenefitsViewController {}"
        ]),
      // Wrapper folders: `Settings/Module/`, a target's `Sources/`, `User Interface/`.
      Example(
        "final class SettingsPresenter {}",
        path: "App/Settings/Module/Presenter/SettingsPresenter.swift",
        context: [
          "App/Settings/Module/View/SettingsViewController.swift":
            "final class SettingsViewController {}",
          "App/Settings/Module/Router/SettingsRouter.swift": "final class SettingsRouter {}",
        ]),
      Example(
        "final class DiscoverPresenter {}",
        path: "Discover/Sources/Presenter/DiscoverPresenter.swift",
        context: [
          "Discover/Sources/View/DiscoverViewController.swift":
            "final class DiscoverViewController {}"
        ]),
      Example(
        "final class AddPresenter {}", path: "Add/User Interface/Presenter/AddPresenter.swift",
        context: [
          "Add/User Interface/View/AddViewController.swift": "final class AddViewController {}",
          "Add/Application Logic/Interactor/AddInteractor.swift": "final class AddInteractor {}",
        ]),
      // Elements in a subfolder of their layer are elements, not helpers.
      Example(
        "final class SignInViewController {}",
        path: "App/SignIn/View/UI/SignInViewController.swift",
        context: ["App/SignIn/Presenter/SignInPresenter.swift": "final class SignInPresenter {}"]),
      Example(
        "final class SignInDataDisplayManager {}",
        path: "App/SignIn/View/DataDisplayManager/SignInDataDisplayManager.swift",
        context: ["App/SignIn/Presenter/SignInPresenter.swift": "final class SignInPresenter {}"]),
      // Module protocols gathered in an `…IO.swift` file or an `IO` folder of a layer.
      Example(
        "protocol SignInViewInput: AnyObject {}\nprotocol SignInModuleInput: AnyObject {}",
        path: "App/SignIn/Presenter/SignInPresenterIO.swift",
        context: [
          "App/SignIn/View/SignInViewController.swift": "final class SignInViewController {}"
        ]),
      Example(
        "protocol SignInRouterInput: AnyObject {}",
        path: "App/SignIn/Presenter/IO/SignInRouterInput.swift",
        context: [
          "App/SignIn/View/SignInViewController.swift": "final class SignInViewController {}"
        ]),
      // Generamba's names, and `Impl` suffixes, without options.
      Example(
        "final class SignInModuleConfigurator {}\nfinal class SignInModuleInitializer {}",
        path: "App/SignIn/Assembly/SignInModuleConfigurator.swift",
        context: [
          "App/SignIn/View/SignInViewController.swift": "final class SignInViewController {}"
        ]),
      Example(
        "final class SignInInteractorImpl {}",
        path: "App/SignIn/Interactor/SignInInteractorImpl.swift",
        context: [
          "App/SignIn/View/SignInViewController.swift": "final class SignInViewController {}"
        ]),
      // A folder whose elements agree on no module name is no module.
      Example(
        "final class ListPresenter {}", path: "App/UI/Presenter/ListPresenter.swift",
        context: ["App/UI/View/CardViewOutput.swift": "protocol CardViewOutput {}"]),
      // Dialect options.
      Example(
        "final class PostListInteractorImpl {}\nfinal class PostListConfigurator {}",
        path: "App/PostList/Interactor/PostListInteractorImpl.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"
        ],
        options: "type-suffixes: [Impl]\nextra-elements: [Configurator]"),
    ])

  struct Options: VIPERModuleConfigurable {
    var module = VIPERModuleOptions()
    var strictHelperFolders = true
    static var fields: [OptionField<Options>] {
      moduleFields + [
        .option(
          "strict-helper-folders", \.strictHelperFolders,
          "A helper subfolder must be named after its types (`false`: any subfolder of a layer may group helpers)"
        )
      ]
    }
  }
  var options = Options()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let layout = options.module
    let strict = options.strictHelperFolders
    let candidates = file.viperPlaces(layout)
    guard !candidates.isEmpty else { return }

    struct Declared {
      var name: TokenSyntax
      /// A struct or enum: data an element's interface uses.
      var isValue: Bool
      var isPrivate: Bool
    }
    final class Declarations { var value: [Declared] = [] }
    let declarations = Declarations()

    func collect(_ name: TokenSyntax, _ decl: some DeclGroupSyntax, isValue: Bool) {
      guard decl.enclosingTypeDeclaration == nil else { return }
      let modifiers = decl.modifiers.names
      declarations.value.append(
        Declared(
          name: name, isValue: isValue,
          isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate")))
    }

    walk.on(ClassDeclSyntax.self) { collect($0.name, $0, isValue: false) }
    walk.on(StructDeclSyntax.self) { collect($0.name, $0, isValue: true) }
    walk.on(EnumDeclSyntax.self) { collect($0.name, $0, isValue: true) }
    walk.on(ActorDeclSyntax.self) { collect($0.name, $0, isValue: false) }
    walk.on(ProtocolDeclSyntax.self) { collect($0.name, $0, isValue: false) }
    walk.atEnd {
      // The module's name is the project's to tell (a wrapper folder, a folder named with
      // spaces): the types are judged once every file is indexed, from names and offsets.
      let declared = declarations.value.map {
        (
          name: $0.name.text, offset: $0.name.positionAfterSkippingLeadingTrivia.utf8Offset,
          isValue: $0.isValue, isPrivate: $0.isPrivate
        )
      }
      guard !declared.isEmpty else { return }
      let ioFile = file.fileName.hasSuffix("IO.swift")
      file.report(later: { index in
        guard let (place, module) = layout.module(among: candidates, in: index) else { return [] }
        let io = ioFile || place.helperFolders.contains("IO")
        let allowed = declared.map {
          Self.isAllowed($0.name, at: place, layout, strict: strict, io: io)
        }
        // Data types beside an element, in its file, belong to its interface.
        let besideElement = allowed.contains(true) && place.helperFolders.isEmpty
        var findings: [LaterFinding] = []
        for (type, isAllowed) in zip(declared, allowed) {
          if isAllowed || type.name.hasSuffix("Facade") || type.isPrivate { continue }
          if type.isValue && besideElement { continue }
          findings.append(
            LaterFinding(
              offset: type.offset,
              Self.message(type.name, at: place, module, layout)))
        }
        return findings
      })
    }
  }

  static func message(
    _ typeName: String, at place: VIPERPlace, _ module: VIPERModule, _ layout: VIPERModuleOptions
  ) -> String {
    let layerFolder = layout.folders(of: place.layer).first ?? place.layer.rawValue
    if !place.helperFolders.isEmpty {
      return
        "\(module.described): '\(typeName)' is a helper in `\(layerFolder)/\(place.helperFolders.joined(separator: "/"))/`, a folder not named after it; move it to a subfolder named `\(typeName)/` (or set `strict-helper-folders: false` to let any subfolder group helpers)"
    }
    let names = place.layer.elementNames.map { module.name + $0 }
    let expected = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
    return
      "\(module.described): '\(typeName)' is not an element of its \(layerFolder) layer; expected one of \(expected), or a helper in a subfolder named after it"
  }

  /// Whether `typeName` may be declared at `place`: an element of the module's layer (in the
  /// layer folder or a subfolder of it), a helper in a subfolder named after it, or, in an `IO`
  /// file or folder, any of the module's protocols.
  static func isAllowed(
    _ typeName: String, at place: VIPERPlace, _ layout: VIPERModuleOptions, strict: Bool,
    io: Bool = false
  ) -> Bool {
    if isElement(typeName, of: place.moduleName, in: place.layer, layout) { return true }
    if io, let element = element(of: typeName, module: place.moduleName, layout),
      VIPERProtocols.all.contains(element)
    {
      return true
    }
    guard !place.helperFolders.isEmpty else { return false }
    if !strict { return true }
    // A helper subfolder holds the helper and its implementation types.
    // Named after the folder, or the folder after it (`Filters/Filter.swift`).
    return place.helperFolders.contains { typeName.hasPrefix($0) || $0.hasPrefix(typeName) }
  }

  /// Whether `typeName` is one of the module's elements of `layer` (with the dialect's suffixes
  /// and extra elements).
  static func isElement(
    _ typeName: String, of module: String, in layer: VIPERLayer, _ layout: VIPERModuleOptions
  ) -> Bool {
    guard let element = element(of: typeName, module: module, layout) else { return false }
    if layer.elementNames.contains(element) || layout.extraElements.contains(element) {
      return true
    }
    // Cells: `PostListCell`, `PostListCellObject`, and qualified ones (`PostListAuthorCell`).
    return layer == .view && (element.hasPrefix("Cell") || element.hasSuffix("Cell"))
  }

  /// What follows the module's name in `typeName`, without the dialect's suffix.
  static func element(of typeName: String, module: String, _ layout: VIPERModuleOptions)
    -> String?
  {
    let name = layout.strippingSuffix(typeName)
    guard name.hasPrefix(module) else { return nil }
    return String(name.dropFirst(module.count))
  }
}
