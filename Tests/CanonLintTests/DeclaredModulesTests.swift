@testable import CanonLint
import Foundation
import Testing

/// Modules from the project's own build files: what each source of module facts (a podspec, an
/// Xcode project's targets, an XcodeGen spec, a Podfile, a package manifest) says, and what the index makes of it (`module(of:)`, `canSee`).
@Suite struct DeclaredModulesTests {
  static let setup = LintSetup(
    rootDirectory: "/", presets: [], paths: .everything, rules: [], rolePatterns: .default)

  static func index(_ files: [(String, String)]) -> ProjectIndex {
    let inputs = files.map { LintInput(path: $0.0, content: .text($0.1)) }
    return ProjectIndex(files: Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries)
  }

  // MARK: - Podspecs

  @Test func aPodspecsCommonFormsAreRead() throws {
    let modules = PodspecModules.modules(
      in: """
        # A comment with a 'quoted' word and spec.dependency 'Commented'
        Pod::Spec.new do |s|
          s.name         = "Wallet-Kit"
          s.module_name  = 'WalletKit'
          s.source       = { :git => 'https://example.com/x.git', :tag => "#{s.version}" }
          s.source_files = [
            'Kit/Sources/**/*.{h,m,swift}',
            "Kit/Extra/*.swift", # the extras
          ]
          s.ios.source_files = %w[Kit/iOS/**/*.swift]
          s.exclude_files = "Kit/Sources/Legacy/**", "../Outside/**", "/etc/**"
          s.dependency 'Core', '~> 1.0'
          s.dependency "PromiseKit/CorePromise"
          s.dependency 'WalletKit'
          s.subspec 'UI' do |ui|
            ui.source_files = 'Kit/UI/**/*.swift'
            ui.dependency 'SnapKit'
          end
          s.test_spec 'Tests' do |test|
            test.source_files = 'Kit/Tests/**/*.swift'
            test.dependency 'Quick'
          end
        end
        """, path: "Specs/WalletKit.podspec")
    #expect(modules.count == 2)
    let pod = try #require(modules.first)
    #expect(pod.name == "WalletKit")
    #expect(pod.kind == .pod)
    #expect(pod.base == "Specs")
    #expect(
      pod.globs == [
        "Kit/Sources/**/*.h", "Kit/Sources/**/*.m", "Kit/Sources/**/*.swift", "Kit/Extra/*.swift",
        "Kit/iOS/**/*.swift", "Kit/UI/**/*.swift",
      ])
    // What climbs out of the podspec's folder or is absolute is dropped.
    #expect(pod.excludedGlobs == ["Kit/Sources/Legacy/**"])
    #expect(pod.dependencies == ["Core", "PromiseKit", "SnapKit"])
    let tests = try #require(modules.last)
    #expect(tests.name == "Tests")
    #expect(tests.isTests)
    #expect(tests.globs == ["Kit/Tests/**/*.swift"])
    #expect(tests.dependencies == ["WalletKit", "Quick"])
  }

  @Test func aPodWithoutANameIsNamedForItsFileAndComputedStringsAreLeftOut() {
    let modules = PodspecModules.modules(
      in: """
        Pod::Spec.new do |s|
          s.source_files = "#{s.name}/**/*.swift", 'Fixed/**/*.swift'
        end
        """, path: "Legacy.podspec")
    #expect(modules.map(\.name) == ["Legacy"])
    #expect(modules.first?.globs == ["Fixed/**/*.swift"])
  }

  @Test func bracesAreSpelledOutWithinALimit() {
    #expect(PodspecModules.globs("A/*.{h,swift}") == ["A/*.h", "A/*.swift"])
    let hostile = String(repeating: "{a,b}", count: 30)
    #expect(PodspecModules.globs(hostile).count == 64)
  }

  @Test func aPodHoldsTheFilesItsGlobsSelect() {
    let index = Self.index([
      ("Kit.podspec", "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/**/*.swift'\n  s.exclude_files = 'Kit/Old/**'\nend\n"),
      ("Kit/Money.swift", "public struct Money {}\n"),
      ("Kit/Old/Coin.swift", "struct Coin {}\n"),
      ("App/Screen.swift", "struct Screen {}\n"),
    ])
    #expect(index.module(of: "Kit/Money.swift") == "Kit")
    #expect(index.module(of: "Kit/Old/Coin.swift") == nil)
    #expect(index.module(of: "App/Screen.swift") == nil)
    #expect(
      index.moduleMembership(of: "Kit/Money.swift")?.description
        == "module Kit (pod 'Kit' of Kit.podspec)")
    // The podspec is no Swift file to the rules.
    #expect(index.files.map(\.path) == ["Kit/Money.swift", "Kit/Old/Coin.swift", "App/Screen.swift"])
    #expect(index.declaredModules.map(\.name) == ["Kit"])
  }

  // MARK: - Xcode projects

  static var shopProject: String {
    get throws {
      try String(
        contentsOfFile: fixtures + "/modules-xcode/Shop.xcodeproj/project.pbxproj", encoding: .utf8)
    }
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

  @Test func anXcodeProjectsTargetsAreModules() throws {
    let modules = XcodeProjectModules.modules(
      in: try Self.shopProject, path: "App/Shop.xcodeproj/project.pbxproj")
    #expect(modules.map(\.name) == ["Shop", "ShopWidget", "ShopTests"])
    let shop = modules[0]
    #expect(shop.kind == .xcodeTarget)
    // Group paths nest; `SOURCE_ROOT` is the project's folder; a reference that climbs out of
    // the project is no path of it.
    #expect(shop.files == ["App/Shop/Cart.swift", "App/Shop/Models/Product.swift", "App/Shared/Formatter.swift"])
    // A target dependency (the widget it embeds), then a package product.
    #expect(shop.dependencies == ["ShopWidget", "Networking"])
    #expect(!shop.isTests)
    let widget = modules[1]
    #expect(widget.folders == [DeclaredModule.Folder(path: "App/ShopWidget", excluded: ["Preview"])])
    #expect(widget.files == ["App/Shared/Formatter.swift"])
    let tests = modules[2]
    #expect(tests.isTests)
    #expect(tests.dependencies == ["Shop"])
  }

  @Test func whatIsNoPropertyListDeclaresNothing() {
    #expect(XcodeProjectModules.modules(in: "{ objects = (", path: "A.xcodeproj/project.pbxproj").isEmpty)
    let deep = "{ a = " + String(repeating: "(", count: 100_000) + "; }"
    #expect(XcodeProjectModules.modules(in: deep, path: "A.xcodeproj/project.pbxproj").isEmpty)
    // A group that is its own child is walked once.
    let looping = """
      { objects = {
          P = { isa = PBXProject; mainGroup = G; targets = (T); };
          G = { isa = PBXGroup; children = (G, F); path = A; sourceTree = "<group>"; };
          F = { isa = PBXFileReference; path = X.swift; sourceTree = "<group>"; };
          B = { isa = PBXBuildFile; fileRef = F; };
          S = { isa = PBXSourcesBuildPhase; files = (B); };
          T = { isa = PBXNativeTarget; name = "My App-iOS"; buildPhases = (S); };
        }; rootObject = P; }
      """
    let modules = XcodeProjectModules.modules(in: looping, path: "A.xcodeproj/project.pbxproj")
    #expect(modules.map(\.name) == ["My_App_iOS"])
    #expect(modules.first?.files == ["A/X.swift"])
  }

  static func shopIndex() throws -> ProjectIndex {
    let folder = fixtures + "/modules-xcode"
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted().filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".pbxproj")
    }
    return index(try paths.map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) })
  }

  @Test func targetsDecideWhichFileSeesWhichType() throws {
    let index = try Self.shopIndex()
    #expect(index.module(of: "Shop/Cart.swift") == "Shop")
    #expect(index.module(of: "ShopWidget/WidgetView.swift") == "ShopWidget")
    // Left out of the widget's synchronized folder, and in no other target.
    #expect(index.module(of: "ShopWidget/Preview/PreviewData.swift") == nil)
    // In both targets: the first declared is its module, and both say so.
    #expect(index.module(of: "Shared/Formatter.swift") == "Shop")
    #expect(
      index.moduleMembership(of: "Shared/Formatter.swift")?.origins == [
        "Xcode target 'Shop' of Shop.xcodeproj/project.pbxproj",
        "Xcode target 'ShopWidget' of Shop.xcodeproj/project.pbxproj",
      ])
    // The widget does not import the app: the app's `Product` is not its; the shared
    // formatter is.
    #expect(!index.canSee("Product", from: "ShopWidget/WidgetView.swift"))
    #expect(index.canSee("PriceFormatter", from: "ShopWidget/WidgetView.swift"))
    #expect(index.canSee("Product", from: "Shop/Cart.swift"))
    // Tests import the app.
    #expect(index.canSee("Cart", from: "ShopTests/CartTests.swift"))
    // A file no target compiles is not known to be in any module: it sees everything, but no
    // target sees its types (no target imports the module it is in).
    #expect(index.canSee("Product", from: "ShopWidget/Preview/PreviewData.swift"))
    #expect(!index.canSee("PreviewData", from: "ShopWidget/WidgetView.swift"))
  }

  /// `PRODUCT_MODULE_NAME` names a target's module, else a `PRODUCT_NAME` written out; a
  /// setting made of another (`$(TARGET_NAME)`) is the target's name. Linked frameworks are
  /// dependencies.
  @Test func aTargetsBuildSettingsNameItsModule() {
    func project(_ settings: String) -> String {
      """
      { objects = {
          P = { isa = PBXProject; mainGroup = G; targets = (T, U); };
          G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
          L = { isa = XCConfigurationList; buildConfigurations = (D, R); };
          D = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
          R = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
          K = { isa = PBXTargetDependency; target = T; };
          T = { isa = PBXNativeTarget; name = "Shop Kit"; buildConfigurationList = L; buildPhases = (); productReference = Y; };
          X = { isa = PBXFileReference; path = Vendor/Payments.xcframework; sourceTree = "<group>"; };
          Y = { isa = PBXFileReference; path = "Shop Kit.framework"; sourceTree = BUILT_PRODUCTS_DIR; };
          A = { isa = PBXBuildFile; fileRef = X; };
          B = { isa = PBXBuildFile; fileRef = Y; };
          F = { isa = PBXFrameworksBuildPhase; files = (A, B); };
          U = { isa = PBXNativeTarget; name = App; buildPhases = (F); dependencies = (K); };
        }; rootObject = P; }
      """
    }
    let named = XcodeProjectModules.modules(
      in: project("PRODUCT_MODULE_NAME = ShopCore; PRODUCT_NAME = Kit;"), path: "A.xcodeproj/project.pbxproj")
    #expect(named.map(\.name) == ["ShopCore", "App"])
    // The frameworks it links (a vendored one; the target's product, which is its module), and
    // a dependency on the target, which is one on its module too.
    #expect(named.last?.dependencies == ["Payments", "ShopCore"])
    let product = XcodeProjectModules.modules(in: project("PRODUCT_NAME = Kit;"), path: "A.xcodeproj/project.pbxproj")
    #expect(product.map(\.name) == ["Kit", "App"])
    let unset = XcodeProjectModules.modules(in: project(""), path: "A.xcodeproj/project.pbxproj")
    #expect(unset.map(\.name) == ["Shop_Kit", "App"])
  }

  // MARK: - XcodeGen specs

  static func fixture(_ name: String) throws -> [(String, String)] {
    let folder = fixtures + "/" + name
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted().filter {
      $0.hasSuffix(".swift") || DeclaredModules.isDeclaringFile($0)
    }
    return try paths.map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
  }

  @Test func anXcodeGenSpecsTargetsAreModules() throws {
    let spec = try #require(try Self.fixture("modules-xcodegen").first { $0.0 == "project.yml" }?.1)
    let modules = XcodeGenModules.modules(in: spec, path: "Shop/project.yml")
    #expect(modules.map(\.name) == ["App", "ShopKit", "Analytics", "AppTests"])
    #expect(modules.allSatisfy { $0.kind == .xcodeGenTarget })
    let app = modules[0]
    // Paths are the spec's folder's; a folder copied as it is compiles nothing; a target's
    // excludes are its entry's.
    #expect(app.sources == [DeclaredModule.Globs(included: ["Shop/App"], excluded: ["Shop/App/Legacy/**"])])
    // `target: Kit` is the module `PRODUCT_MODULE_NAME` names; a package's products.
    #expect(app.dependencies == ["ShopKit", "Analytics", "Charts"])
    #expect(!app.isTests)
    // A template's keys, a source written as one path.
    #expect(modules[2].sources == [DeclaredModule.Globs(included: ["Shop/Analytics"])])
    #expect(modules[3].isTests)
    #expect(modules[3].dependencies == ["App"])
    #expect(modules[0].origin == "project.yml target 'App' of Shop/project.yml")
  }

  @Test func anXcodeGenSpecsOtherFormsAreRead() {
    let spec = """
      base: &base
        type: framework
      targetTemplates:
        Feature:
          sources:
            - path: Features/${target_name}
              includes: ["**/*.swift"]
          dependencies:
            - framework: Vendor/Lottie.xcframework
            - sdk: UIKit.framework
      targets:
        Profile:
          <<: *base
          templates: [Feature]
          settings:
            PRODUCT_NAME: $(TARGET_NAME)
          sources:
            - ../Outside
            - path: Shared
              buildPhase: resources
          dependencies:
            - package: Kingfisher
            - carthage: Alamofire
            - target: Other/Networking
      """
    let modules = XcodeGenModules.modules(in: spec, path: "project.yml")
    #expect(modules.map(\.name) == ["Profile"])
    // A path that climbs out of the spec's folder is no path of the project.
    #expect(modules.first?.sources == [DeclaredModule.Globs(included: ["Features/Profile/**/*.swift"])])
    #expect(modules.first?.dependencies == ["Lottie", "UIKit", "Kingfisher", "Alamofire", "Networking"])
    // No YAML, or no targets: nothing.
    #expect(XcodeGenModules.modules(in: "targets: [", path: "project.yml").isEmpty)
    #expect(XcodeGenModules.modules(in: "name: Tool\n", path: "project.yml").isEmpty)
  }

  /// The app target of the spec is a module: its files see its own types and those of the
  /// modules it imports; a framework's files do not see the app's, nor a file no target
  /// compiles.
  @Test func anXcodeGenTargetDecidesWhichFileSeesWhichType() throws {
    let index = Self.index(try Self.fixture("modules-xcodegen"))
    #expect(index.module(of: "App/Checkout.swift") == "App")
    #expect(index.module(of: "Kit/Cart.swift") == "ShopKit")
    #expect(index.module(of: "App/Legacy/OldCart.swift") == nil)
    #expect(
      index.moduleMembership(of: "App/Checkout.swift")?.description
        == "module App (project.yml target 'App' of project.yml)")
    #expect(index.canSee("Cart", from: "App/Checkout.swift"))
    #expect(!index.canSee("OldCart", from: "Kit/Cart.swift"))
    #expect(!index.canSee("Checkout", from: "Analytics/CartEvents.swift"))
    // The spec is no Swift file to the rules.
    #expect(!index.files.map(\.path).contains("project.yml"))
  }

  // MARK: - Podfiles and manifests

  @Test func aPodfileGivesEachTargetItsPods() {
    let modules = PodfileModules.modules(
      in: """
        platform :ios, '14.0'
        target 'My App' do
          use_frameworks!
          pod 'Kit', :path => '.'
          pod 'PromiseKit/CorePromise'
          target 'My AppTests' do
            inherit! :search_paths
            pod 'Quick'
          end
        end
        abstract_target 'Extensions' do
          pod 'Kit'
          target 'Widget' do
          end
        end
        post_install do |installer|
          installer.pods_project.targets.each do |target|
            pod 'NotAPod'
          end
        end
        """, path: "Podfile")
    #expect(modules.map(\.name) == ["My_App", "My_AppTests", "Extensions", "Widget"])
    #expect(modules.allSatisfy { $0.kind == .podfileTarget && $0.globs.isEmpty })
    #expect(modules[0].dependencies == ["Kit", "PromiseKit"])
    #expect(modules[1].dependencies == ["Kit", "PromiseKit", "Quick"])
    #expect(modules[3].dependencies == ["Kit"])
  }

  @Test func aManifestGivesItsTargetsDependencies() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let shared = "Shared"
      let package = Package(
        name: "Features",
        products: [.library(name: "Feed", targets: ["Feed"])],
        dependencies: [.package(path: "../Domain")],
        targets: [
          .target(
            name: "Feed",
            dependencies: [
              "Models", .product(name: "Domain", package: "Domain"), .target(name: "Networking"),
              .byName(name: "Design System"), .target(name: shared),
            ]),
          .target(name: "Models", path: "Models/Sources"),
          .target(name: "Outside", path: "../../Elsewhere"),
          .testTarget(name: "FeedTests", dependencies: ["Feed"]),
        ])
      """
    let index = Self.index([
      ("Features/Package.swift", manifest), ("Features/Sources/Feed/Feed.swift", "struct Feed {\n  let user: User\n}\n"),
      ("Features/Models/Sources/User.swift", "public struct User {}\n"),
      ("Features/Sources/Feed/Reader.swift", "import Models\n\nstruct Reader {\n  let user: User\n}\n"),
    ])
    let modules = index.declaredModules
    #expect(modules.map(\.name) == ["Feed", "Models", "Outside", "FeedTests"])
    #expect(modules.allSatisfy { $0.kind == .swiftPMTarget })
    // A name that is no string literal is left out.
    #expect(modules[0].dependencies == ["Models", "Domain", "Networking", "Design_System"])
    #expect(modules[3].isTests)
    // A target's `path:` is its folder (none when it climbs out of the project), and its files
    // are a package's module: seen only by the files that import it.
    #expect(modules[1].folders == [DeclaredModule.Folder(path: "Features/Models/Sources")])
    #expect(modules[2].folders.isEmpty)
    #expect(index.module(of: "Features/Models/Sources/User.swift") == "Models")
    #expect(
      index.moduleMembership(of: "Features/Models/Sources/User.swift")?.description
        == "module Models (SwiftPM target 'Models' of Features/Package.swift)")
    #expect(!index.canSee("User", from: "Features/Sources/Feed/Feed.swift"))
    #expect(index.canSee("User", from: "Features/Sources/Feed/Reader.swift"))
    // The manifest's targets go through the cache with its summary.
    let summary = try #require(index.files.first { $0.path == "Features/Package.swift" })
    var writer = ByteWriter()
    summary.write(to: &writer)
    var reader = ByteReader(writer.bytes)
    let read = try FileSummary(from: &reader)
    #expect(reader.isAtEnd)
    #expect(read.declaredModules == summary.declaredModules)
  }
}
