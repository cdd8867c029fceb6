import CanonLint
import Testing

@testable import CanonRules

/// Module recognition, which every module-aware `viper` rule shares.
@Suite struct VIPERModuleTests {
  let layout = VIPERModuleOptions()

  @Test func placeComesFromTheInnermostLayerFolder() {
    let places = layout.candidatePlaces(
      ofFile: "App/Feed/PostList/Interactor/UserInputValidator/UserInputValidator.swift")
    #expect(places.map(\.moduleName) == ["PostList"])
    #expect(places.first?.layer == .interactor)
    #expect(places.first?.helperFolders == ["UserInputValidator"])
    #expect(places.first?.modulePath == "App/Feed/PostList")
  }

  @Test func nestedLayerNamesGiveSeveralCandidates() {
    let places = layout.candidatePlaces(ofFile: "App/PostList/Presenter/View/Thing.swift")
    #expect(places.map(\.moduleName) == ["Presenter", "PostList"])
  }

  /// Test sources mirror the modules' folders (G2 tests) but are not modules themselves.
  @Test func testSourcesAreNoModules() throws {
    let mirror = Example(
      "final class PostListPresenterTests: XCTestCase {}",
      path: "AppTests/PostList/Presenter/PostListPresenterTests.swift",
      context: ["AppTests/PostList/Interactor/PostListInteractorTests.swift": "final class PostListInteractorTests {}"])
    #expect(try ExampleVerifier.violations(of: ViperModuleLayout.self, in: mirror).isEmpty)
  }

  @Test func aModuleNeedsTwoLayerFolders() {
    let index = ProjectIndex(files: [
      FileSummary(path: "App/PostList/Interactor/PostListInteractor.swift"),
      FileSummary(path: "App/PostList/View/PostListView.swift"),
      FileSummary(path: "App/Common/View/Badge.swift"),
    ])
    #expect(layout.isModule("App/PostList", in: index))
    #expect(!layout.isModule("App/Common", in: index))
    let candidates = layout.candidatePlaces(ofFile: "App/PostList/View/PostListView.swift")
    #expect(layout.place(among: candidates, in: index)?.moduleName == "PostList")
  }

  @Test func folderNamesWithSpacesNameTheirModuleWithout() {
    #expect(VIPERModuleOptions.moduleName(ofFolder: "Sign In Benefits") == "SignInBenefits")
    let places = layout.candidatePlaces(
      ofFile: "App/Sign In Benefits/View/UI/SignInBenefitsViewController.swift")
    #expect(places.map(\.moduleName) == ["SignInBenefits"])
    #expect(places.first?.modulePath == "App/Sign In Benefits")
    #expect(
      resolve("App/Sign In", ["SignInPresenter", "SignInRouter"])! == ("App/Sign In", "SignIn"))
  }

  private func resolve(_ folder: String, _ types: [String]) -> (String, String)? {
    VIPERModules.resolve(folder, typeNames: types, layout)
      .map { ($0.path, $0.name) }
  }

  @Test func aFolderAgreeingWithItsElementsIsTheModule() {
    // Half the element-like names are enough; helpers (`PostFormatter`) do not vote.
    #expect(
      resolve("App/PostList", ["PostListPresenter", "PostsInteractor", "PostFormatter"])!
        == ("App/PostList", "PostList"))
    // No element-like names at all: the folder names the module, as the guide has it.
    #expect(resolve("App/PostList", ["Formatter"])! == ("App/PostList", "PostList"))
  }

  @Test func wrapperFoldersBelongToTheModuleTheirElementsName() {
    let settings = ["SettingsPresenter", "SettingsViewController", "SettingsModuleConfigurator"]
    #expect(resolve("App/Settings/Module", settings)! == ("App/Settings", "Settings"))
    #expect(
      resolve("Discover/VMP", ["DiscoverPresenter", "DiscoverInteractor"])!
        == ("Discover", "Discover"))
    #expect(
      resolve("Features/SignIn/Sources", ["SignInPresenter", "SignInRouterInput"])!
        == ("Features/SignIn", "SignIn"))
    // Two levels up: `Add/User Interface/…`, and one element is enough when a folder agrees.
    #expect(resolve("Add/Application Logic", ["AddInteractor"])! == ("Add", "Add"))
    #expect(
      resolve("/work/App/Settings/Module", settings)! == ("/work/App/Settings", "Settings"))
    // No enclosing folder of that name: the folder is the module, named by its elements.
    #expect(
      resolve("App/Screens/Login", ["SignInPresenter", "SignInRouter", "SignInViewController"])!
        == ("App/Screens/Login", "SignIn"))
  }

  @Test func aFolderWhoseElementsAgreeOnNoNameIsNoModule() {
    #expect(resolve("App/UI", ["ListPresenter", "CardViewOutput", "ButtonView"]) == nil)
    #expect(resolve("App/Common", ["RatingViewOutput"]) == nil)
  }

  @Test func elementNamesGiveTheirModulesName() {
    #expect(VIPERModules.elementPrefix(of: "SignInModuleConfigurator", layout) == "SignIn")
    #expect(VIPERModules.elementPrefix(of: "SignInModuleInitializer", layout) == "SignIn")
    #expect(VIPERModules.elementPrefix(of: "LoginInteractorImpl", layout) == "Login")
    #expect(VIPERModules.elementPrefix(of: "FeedViewInput", layout) == "Feed")
    #expect(VIPERModules.elementPrefix(of: "ShimmerView", layout) == nil)
    #expect(VIPERModules.elementPrefix(of: "Presenter", layout) == nil)
  }

  /// Generamba's (Rambler's) `Configurator` folder is the assembly's without an option; a
  /// project that means something else by it can say so.
  @Test func configuratorStandsForAssembly() {
    #expect(layout.layer(ofFolder: "Configurator") == .assembly)
    var own = layout
    own.assemblyFolders = ["Assembly"]
    #expect(own.layer(ofFolder: "Configurator") == nil)
  }

  @Test func dialectSuffixesAreStripped() {
    // `Impl` is stripped by default; a project may name its own suffixes instead.
    #expect(layout.strippingSuffix("LoginInteractorImpl") == "LoginInteractor")
    var dialect = layout
    dialect.typeSuffixes = ["Implementation"]
    #expect(dialect.strippingSuffix("LoginInteractorImplementation") == "LoginInteractor")
    #expect(dialect.strippingSuffix("LoginInteractorImpl") == "LoginInteractorImpl")
  }

  @Test func aPrefixWrittenAsItsOwnWordBelongsToTheNext() {
    #expect(ViperMethodVerbs.firstWord(of: "unReadNotifications") == ("unread", "unRead"))
    #expect(ViperMethodVerbs.firstWord(of: "unBind") == ("unbind", "unBind"))
    #expect(ViperMethodVerbs.firstWord(of: "obtainPosts") == ("obtain", "obtain"))
    #expect(ViperMethodVerbs.firstWord(of: "_reloadData") == ("reload", "reload"))
  }

  @Test func moduleInputPropertyNames() {
    #expect(ViperModuleInputNaming.lowerCamel("CommentListModuleInput") == "commentListModuleInput")
    #expect(ViperModuleInputNaming.lowerCamel("URLPreviewModuleInput") == "urlPreviewModuleInput")
  }

  @Test func verbsIncludeTheGuidesWordsAndPastForms() {
    for word in [
      "obtain", "configure", "process", "invalidate", "perform", "update", "did", "open", "close",
      "embed", "obtained", "configured", "processed", "invalidated", "performed", "updated",
      "copied", "stopped", "tokenize", "unbind", "pop", "serve", "flash", "deselect", "prefetch",
      "relayout", "setup", "went", "built",
    ] {
      #expect(VIPERVerbs.isVerb(word), "\(word)")
    }
    for word in [
      "posts", "is", "has", "was", "main", "new", "current", "unit", "user", "recent", "unread",
      "disease", "enterprise",
    ] {
      #expect(!VIPERVerbs.isVerb(word), "\(word)")
    }
  }
}
