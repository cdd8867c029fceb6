@testable import CanonLint
import Foundation
import Testing

/// Modules from the project's own build files: what each source of module facts (a podspec, an
/// Xcode project's targets) says, and what the index makes of it (`module(of:)`, `canSee`).
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
    #expect(shop.dependencies == ["Networking"])
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
    // A file no target compiles is not known to be in any module: it sees everything, and
    // everything sees its types.
    #expect(index.canSee("Product", from: "ShopWidget/Preview/PreviewData.swift"))
    #expect(index.canSee("PreviewData", from: "ShopWidget/WidgetView.swift"))
  }
}
