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

  @Test func testSourcesAreNoModules() {
    #expect(
      layout.candidatePlaces(ofFile: "Tests/PostList/Presenter/PostListPresenterTests.swift")
        .isEmpty)
    #expect(layout.candidatePlaces(ofFile: "AppTests/PostList/Presenter/Mocks.swift").isEmpty)
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

  @Test func configuratorMayStandForAssembly() {
    var swifty = layout
    swifty.assemblyFolders = ["Assembly", "Configurator"]
    #expect(swifty.layer(ofFolder: "Configurator") == .assembly)
    #expect(layout.layer(ofFolder: "Configurator") == nil)
  }

  @Test func dialectSuffixesAreStripped() {
    var dialect = layout
    dialect.typeSuffixes = ["Impl"]
    #expect(dialect.strippingSuffix("LoginInteractorImpl") == "LoginInteractor")
    #expect(layout.strippingSuffix("LoginInteractorImpl") == "LoginInteractorImpl")
  }

  @Test func moduleInputPropertyNames() {
    #expect(ViperModuleInputNaming.lowerCamel("CommentListModuleInput") == "commentListModuleInput")
    #expect(ViperModuleInputNaming.lowerCamel("URLPreviewModuleInput") == "urlPreviewModuleInput")
  }

  @Test func verbsIncludeTheGuidesWordsAndPastForms() {
    for word in [
      "obtain", "configure", "process", "invalidate", "perform", "update", "did", "open", "close",
      "embed", "obtained", "configured", "processed", "invalidated", "performed", "updated",
      "copied", "stopped",
    ] {
      #expect(VIPERVerbs.isVerb(word), "\(word)")
    }
    for word in ["posts", "is", "has", "main", "canvas", "number"] {
      #expect(!VIPERVerbs.isVerb(word), "\(word)")
    }
  }
}
