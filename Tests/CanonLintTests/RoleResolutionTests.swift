import CanonLint
import Testing

/// Roles resolve the way a reader resolves them: names where they are written, evidence from
/// names and supertypes before folders, tests and test doubles outside the architecture.
@Suite struct RoleResolutionTests {
  /// The index of in-memory files, as a lint run builds it.
  static func index(_ files: [String: String], explaining: Bool = false) -> ProjectIndex {
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything, rules: [], rolePatterns: .default)
    let inputs = files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, content: .text($0.value)) }
    let summaries = Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries
    return ProjectIndex(files: summaries, rolePatterns: .default, explainingRoles: explaining)
  }

  @Test func aNestedTypeDoesNotShadowAFrameworkType() {
    let index = Self.index([
      "App/Generated/Strings.swift": "enum L10n {\n  enum View {\n    static let title = \"\"\n  }\n}\n",
      "App/Profile/ProfileScreen.swift": "import SwiftUI\nstruct ProfileScreen: View {\n  var body: some View { Text(\"\") }\n}\n",
    ])
    #expect(index.roles(of: "ProfileScreen") == [.view])
  }

  @Test func aNestedTypeIsSeenFromItsOwnScope() {
    let index = Self.index([
      // `Cell` here is the project's own `Feed.Cell`, no UIKit cell.
      "App/Feed.swift": "enum Feed {\n  class Cell {}\n  class PhotoCell: Cell {}\n}\n"
    ])
    #expect(index.roles(of: "PhotoCell").isEmpty)
    let top = Self.index([
      "App/Base.swift": "class BaseCoordinator {}\nenum Feed {\n  class Flow: BaseCoordinator {}\n}\n"
    ])
    #expect(top.roles(of: "Flow") == [.coordinator])
  }

  @Test(arguments: [
    ("App/Models/SettingsViewModel.swift", "final class SettingsViewModel {}", "SettingsViewModel", [Role.viewModel]),
    ("App/Models/Card.swift", "final class CardView: UIView {}", "CardView", [.view]),
    ("App/Entities/List.swift", "final class ListViewController: UIViewController {}", "ListViewController", [.viewController]),
    ("App/Model/Onboarding.swift", "struct OnboardingTemplate {}", "OnboardingTemplate", []),
    ("App/Models/User.swift", "struct User: Codable {}", "User", [.entity]),
    // A factory's interface is code, as the factory is (nova-wallet's module `Model/` folders)…
    ("App/Staking/Model/StakingViewModelFactory.swift", "protocol StakingViewModelFactoryProtocol {}", "StakingViewModelFactoryProtocol", []),
    ("App/Staking/Model/StakingCellFactory.swift", "protocol StakingCellFactoryType {}", "StakingCellFactoryType", []),
    // …while G0's entity protocols (`MonkeyType`) are the model's.
    ("App/Models/Monkey.swift", "protocol MonkeyType: AnyObject {}", "MonkeyType", [.entity]),
  ])
  func rolesFromNamesAndBasesWinOverFolders(_ path: String, _ code: String, _ name: String, _ roles: [Role]) {
    #expect(Self.index([path: code]).roles(of: name) == Set(roles))
  }

  @Test func aFoldersRoleIsNotPassedOn() {
    let index = Self.index([
      "App/Models/Item.swift": "class Item {}\nprotocol Listable {}\n",
      "App/Feed/FeedItem.swift": "final class FeedItem: Item {}\n",
      "App/Feed/Row.swift": "struct Row: Listable {}\n",
    ])
    #expect(index.roles(of: "Item") == [.entity])
    #expect(index.roles(of: "FeedItem").isEmpty)
    #expect(index.roles(of: "Row").isEmpty)
  }

  /// What SwiftUI observes is a screen's state, wherever it is kept: an `ObservableObject` in a
  /// `Model/` folder (pocket-casts-ios's `New Search/Model/SearchResultsModel`) is no entity,
  /// nor its subclass, nor an `@Observable` class; the data beside it still is.
  @Test func observedStateInAModelFolderIsNoEntity() {
    let index = Self.index([
      "App/Search/Model/SearchResultsModel.swift": "class SearchResultsModel: ObservableObject {}\n",
      "App/Onboarding/Models/PricingModel.swift": "class PricingModel: ObservableObject {}\n",
      "App/Onboarding/Models/PurchaseModel.swift": "class PurchaseModel: PricingModel, OnboardingModel {}\nprotocol OnboardingModel {}\n",
      "App/Profile/Model/ProfileState.swift": "@Observable final class ProfileState {}\n",
      "App/Search/Model/SearchResult.swift": "struct SearchResult: Codable {}\n",
    ])
    #expect(index.roles(of: "SearchResultsModel").isEmpty)
    #expect(index.roles(of: "PricingModel").isEmpty)
    #expect(index.roles(of: "PurchaseModel").isEmpty)
    #expect(index.roles(of: "ProfileState").isEmpty)
    #expect(index.roles(of: "SearchResult") == [.entity])
  }

  @Test(arguments: [
    ("final class MessageCell: SwipeTableViewCell {}", "MessageCell", [Role.cell]),
    ("final class PhotoCell: FeedBaseItem {}", "PhotoCell", [.cell]),
    ("final class ShimmerView: Skeleton {}", "ShimmerView", [.view]),
    ("final class RowCell: NSObject {}", "RowCell", []),
    ("final class TitleView: Themable {}", "TitleView", []),
  ])
  func cellsAndViewsWithExternalSuperclasses(_ code: String, _ name: String, _ roles: [Role]) {
    #expect(Self.index(["App/UI/Views.swift": code]).roles(of: name) == Set(roles))
  }

  @Test func testDoublesAndTestTypesPlayNoArchitectureRole() {
    let index = Self.index([
      "App/Preview/MockLoginInteractor.swift": "final class MockLoginInteractor: LoginInteractorInput {}\n",
      "App/Login/LoginInteractorInput.swift": "protocol LoginInteractorInput: AnyObject {}\nfinal class LoginInteractor {}\n",
      "AppTests/Login/TestLoginViewController.swift": "final class TestLoginViewController: UIViewController {}\n",
      "AppTests/Login/LoginTests.swift": "final class LoginTests: XCTestCase {}\n",
    ])
    #expect(index.roles(of: "MockLoginInteractor").isEmpty)
    #expect(index.roles(of: "LoginInteractor") == [.interactor])
    #expect(index.roles(of: "TestLoginViewController").isEmpty)
    #expect(index.roles(of: "LoginTests") == [.testCase])
  }

  @Test func reasonsSayWhereEachRoleComesFrom() {
    let index = Self.index(
      [
        "App/Base.swift": "class BaseScreen: UIViewController {}\n",
        "App/Login.swift": "final class LoginScreen: BaseScreen {}\nfinal class LoginViewModel {}\n",
        "App/Models/User.swift": "struct User {}\n",
      ], explaining: true)
    #expect(index.reasons(forRolesOf: "BaseScreen").map(\.because) == ["inherits UIViewController"])
    #expect(index.reasons(forRolesOf: "LoginScreen").map(\.because) == [
      "inherits BaseScreen, a view-controller of the project"
    ])
    #expect(index.reasons(forRolesOf: "LoginViewModel").map(\.because) == ["named …ViewModel"])
    #expect(index.reasons(forRolesOf: "User").map(\.because) == [
      "declared in a Models/ folder"
    ])
  }
}

extension RoleResolutionTests {
  @Test func aFolderSpeaksForANameOnlyWhenEveryDeclarationAgrees() {
    let index = Self.index([
      "App/Feed/FeedViewController.swift": """
        protocol FeedDisplaying: AnyObject {}
        final class FeedViewController: UIViewController, FeedDisplaying {}
        """,
      "Kit/Models/FeedDisplaying.swift": "struct FeedDisplaying: Codable {}\n",
      "Kit/Models/Post.swift": "struct Post: Codable {}\n",
    ])
    #expect(index.roles(of: "FeedDisplaying").isEmpty)
    #expect(index.roles(of: "Post") == [.entity])
  }
}

extension RoleResolutionTests {
  @Test func aNameMeansAProjectTypeOnlyWhereItsModuleIsSeen() {
    let index = Self.index([
      "Packages/Models/Package.swift": "// swift-tools-version:6.0\n",
      "Packages/Profile/Package.swift": "// swift-tools-version:6.0\n",
      "Packages/Lists/Package.swift": "// swift-tools-version:6.0\n",
      "Packages/Models/Sources/Models/List.swift": "public struct List {}\n",
      // A `Sources/` folder with no manifest is an Xcode target's folder: one module.
      "Sources/Core/Formatter.swift": "struct Formatter {}\n",
      "Sources/App/List.swift": "struct List {}\n",
      "Packages/Profile/Sources/Profile/ProfileView.swift": "import SwiftUI\nstruct ProfileView: View {}\n",
      "Packages/Lists/Sources/Lists/ListsView.swift": "import SwiftUI\nimport Models\nstruct ListsView: View {}\n",
      "Packages/Models/Sources/Models/Account.swift": "struct Account {}\n",
      "App/Screens/HomeView.swift": "import SwiftUI\nstruct HomeView: View {}\n",
    ])
    #expect(!index.canSee("List", from: "Packages/Profile/Sources/Profile/ProfileView.swift"))
    #expect(index.canSee("List", from: "Packages/Lists/Sources/Lists/ListsView.swift"))
    #expect(index.canSee("List", from: "Packages/Models/Sources/Models/Account.swift"))
    // An Xcode target's files see every module: which ones it links is not in the sources.
    #expect(index.canSee("List", from: "App/Screens/HomeView.swift"))
    #expect(index.canSee("List", from: "Sources/Core/Formatter.swift"))
    #expect(
      ProjectIndex.module(ofPath: "Packages/Models/Sources/Models/List.swift", packageRoots: ["Packages/Models/"])
        == "Models")
    #expect(ProjectIndex.module(ofPath: "Packages/Models/Sources/Models/List.swift", packageRoots: []) == nil)
  }

  /// Paths are absolute when the files linted are outside the configuration's folder, and the
  /// package roots are then absolute too: the root was joined from the path's folders without
  /// the leading `/`, so no file of such a package had a module.
  @Test func anAbsolutePathHasTheModuleOfItsPackage() {
    let roots: Set<String> = ["/work/App/Packages/Models/", ""]
    #expect(ProjectIndex.module(ofPath: "/work/App/Packages/Models/Sources/Models/List.swift", packageRoots: roots) == "Models")
    #expect(ProjectIndex.module(ofPath: "Sources/Core/Formatter.swift", packageRoots: roots) == "Core")
    // Only the last `Sources` folder counts, and it needs a module folder with a file in it.
    #expect(ProjectIndex.module(ofPath: "Sources/Core/Sources/Formatter.swift", packageRoots: roots) == nil)
    #expect(ProjectIndex.module(ofPath: "Sources/Formatter.swift", packageRoots: roots) == nil)
    #expect(ProjectIndex.module(ofPath: "/work/App/Packages/Other/Sources/Other/A.swift", packageRoots: roots) == nil)
  }
}

extension RoleResolutionTests {
  @Test func generatedTypesKeepTheirRoles() {
    let index = Self.index([
      "App/Models/Branch.swift": "//  Model file Generated using JSONExport\nstruct Branch: Mappable {}\n",
      "App/Strings.swift": "// Generated using SwiftGen\nclass GeneratedViewController: UIViewController {}\n",
    ])
    #expect(index.roles(of: "Branch") == [.entity])
    #expect(index.roles(of: "GeneratedViewController") == [.viewController])
  }
}

extension RoleResolutionTests {
  /// Roles are resolved in parts on all cores, each part with its own memo: a chain of subclasses
  /// and conformers crossing the parts gets the roles that resolving on one core gives (which
  /// `explaining` does).
  @Test func rolesResolvedInPartsAreThoseOfOneCore() {
    var files: [String: String] = [:]
    for chain in 0..<20 {
      var source = "import UIKit\nprotocol Chain\(chain)ViewModelType {}\nclass Chain\(chain)Screen0: UIViewController {}\n"
      for level in 1..<15 {
        source += "class Chain\(chain)Screen\(level): Chain\(chain)Screen\(level - 1) {}\n"
        source += "final class Chain\(chain)Model\(level): Chain\(chain)ViewModelType {}\n"
      }
      files["App/Chain\(chain)/Chain\(chain).swift"] = source
      files["App/Models/Entity\(chain).swift"] = "struct Entity\(chain): Codable {}\n"
    }
    let split = Self.index(files)
    let single = Self.index(files, explaining: true)
    var names: [String] = []
    for chain in 0..<20 {
      names += ["Chain\(chain)ViewModelType", "Entity\(chain)"]
      for level in 0..<15 { names.append("Chain\(chain)Screen\(level)") }
      for level in 1..<15 { names.append("Chain\(chain)Model\(level)") }
    }
    #expect(names.allSatisfy { split.roles(of: $0) == single.roles(of: $0) })
    #expect(split.roles(of: "Chain7Screen14") == [.viewController])
    #expect(split.roles(of: "Chain3Model9") == [.viewModel])
    #expect(split.roles(of: "Entity5") == [.entity])
  }
}
