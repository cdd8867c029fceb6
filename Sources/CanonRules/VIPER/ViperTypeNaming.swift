import CanonLint
import SwiftSyntax

/// Each layer folder holds only that layer's elements, named after the module.
struct ViperTypeNaming: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-type-naming",
    summary: "A type in a VIPER layer folder that is not one of that layer's elements for the module",
    rationale: """
      Every element of a module is named `<Module><Element>` (`PostListInteractor`, \
      `PostListRouterInput`, `PostListViewController`, …), so the name alone says which module \
      and which layer a type belongs to. Anything else in a layer folder is a helper, and \
      helpers live in a subfolder of their layer named after them \
      (`Interactor/UserInputValidator/UserInputValidator.swift`). Facades (`…Facade`) may live \
      anywhere. Only top-level types are checked; nested types and extensions are not. Dialects \
      add suffixes (`type-suffixes: [Impl]`) and elements (`extra-elements: [Configurator]`).
      """,
    source: "G2 general module rules (helpers in their layer's subfolder); naming of each layer's elements",
    triggering: [
      Example(
        "final class ↓PostsInteractor {}", path: "App/PostList/Interactor/PostsInteractor.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
      Example(
        "struct ↓PostFormatter {}", path: "App/PostList/Presenter/PostFormatter.swift",
        context: ["App/PostList/View/PostListView.swift": "final class PostListView {}"]),
      // An interactor element in the view folder.
      Example(
        "protocol ↓PostListInteractorInput {}", path: "App/PostList/View/PostListInteractorInput.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
      // A helper subfolder named after something else.
      Example(
        "final class ↓DateMapper {}", path: "App/PostList/Interactor/Mappers/DateMapper.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
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
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
      Example(
        "final class PostListCell {}\nfinal class PostListCellObject {}\nfinal class PostListDataDisplayManager {}",
        path: "App/PostList/View/PostListCell.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
      Example(
        "final class UserInputValidator {}\nfinal class UserInputValidatorImplementation {}",
        path: "App/PostList/Interactor/UserInputValidator/UserInputValidator.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
      Example(
        "final class PagingFacade {}", path: "App/PostList/Interactor/PagingFacade.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"]),
      // Not a module: a lone `View` folder.
      Example("final class Badge {}", path: "App/Common/View/Badge.swift"),
      // Dialect options.
      Example(
        "final class PostListInteractorImpl {}\nfinal class PostListConfigurator {}",
        path: "App/PostList/Interactor/PostListInteractorImpl.swift",
        context: ["App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}"],
        options: "type-suffixes: [Impl]\nextra-elements: [Configurator]"),
    ])

  var options = VIPERModuleRuleOptions()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let layout = options.module
    let candidates = layout.candidatePlaces(ofFile: file.path)
    guard !candidates.isEmpty else { return }

    func check(_ name: TokenSyntax, _ decl: some SyntaxProtocol) {
      guard decl.enclosingTypeDeclaration == nil else { return }
      let typeName = name.text
      if typeName.hasSuffix("Facade") { return }
      // Decide per candidate now; the project says later which candidate is the module.
      let wrong = candidates.filter { !Self.isAllowed(typeName, at: $0, layout) }
      guard !wrong.isEmpty else { return }
      let wrongPaths = Set(wrong.map(\.modulePath))
      file.report(
        at: name,
        "'\(typeName)' is not an element of the module's layer; name it after the module or move it to a helper subfolder named after it",
        when: { index in
          guard let place = layout.place(among: candidates, in: index) else { return false }
          return wrongPaths.contains(place.modulePath)
        })
    }

    walk.on(ClassDeclSyntax.self) { check($0.name, $0) }
    walk.on(StructDeclSyntax.self) { check($0.name, $0) }
    walk.on(EnumDeclSyntax.self) { check($0.name, $0) }
    walk.on(ActorDeclSyntax.self) { check($0.name, $0) }
    walk.on(ProtocolDeclSyntax.self) { check($0.name, $0) }
  }

  static func isAllowed(_ typeName: String, at place: VIPERPlace, _ layout: VIPERModuleOptions)
    -> Bool
  {
    if let helper = place.helperFolders.first {
      // A helper subfolder holds the helper and its implementation types.
      return typeName.hasPrefix(helper) || place.helperFolders.contains { typeName.hasPrefix($0) }
    }
    let module = place.moduleName
    let name = layout.strippingSuffix(typeName)
    guard name.hasPrefix(module) else { return false }
    let element = String(name.dropFirst(module.count))
    if place.layer.elementNames.contains(element) || layout.extraElements.contains(element) {
      return true
    }
    return place.layer == .view && element.hasPrefix("Cell")
  }
}
