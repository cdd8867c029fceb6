import CanonLint
import SwiftSyntax

/// Each layer folder holds only that layer's elements, named after the module.
struct ViperTypeNaming: SyntaxRule {
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
      for declared in declarations.value {
        let typeName = declared.name.text
        if typeName.hasSuffix("Facade") || declared.isPrivate { continue }
        // Decide per candidate now; the project says later which candidate is the module.
        let wrong = candidates.filter { place in
          if Self.isAllowed(typeName, at: place, layout, strict: strict) { return false }
          // Data types beside an element, in its file, belong to its interface.
          let besideElement = declarations.value.contains {
            Self.isAllowed($0.name.text, at: place, layout, strict: strict)
          }
          return !(declared.isValue && besideElement && place.helperFolders.isEmpty)
        }
        guard !wrong.isEmpty else { continue }
        let wrongPaths = Set(wrong.map(\.modulePath))
        file.report(
          at: declared.name,
          "'\(typeName)' is not an element of the module's layer; name it after the module or move it to a helper subfolder named after it",
          when: { index in
            guard let place = layout.place(among: candidates, in: index) else { return false }
            return wrongPaths.contains(place.modulePath)
          })
      }
    }
  }

  static func isAllowed(
    _ typeName: String, at place: VIPERPlace, _ layout: VIPERModuleOptions, strict: Bool
  ) -> Bool {
    if !place.helperFolders.isEmpty {
      if !strict { return true }
      // A helper subfolder holds the helper and its implementation types.
      // Named after the folder, or the folder after it (`Filters/Filter.swift`).
      return place.helperFolders.contains { typeName.hasPrefix($0) || $0.hasPrefix(typeName) }
    }
    let module = place.moduleName
    let name = layout.strippingSuffix(typeName)
    guard name.hasPrefix(module) else { return false }
    let element = String(name.dropFirst(module.count))
    if place.layer.elementNames.contains(element) || layout.extraElements.contains(element) {
      return true
    }
    // Cells: `PostListCell`, `PostListCellObject`, and qualified ones (`PostListAuthorCell`).
    return place.layer == .view && (element.hasPrefix("Cell") || element.hasSuffix("Cell"))
  }
}
