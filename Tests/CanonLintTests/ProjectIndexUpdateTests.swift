import CanonLint
import Testing

/// An index brought up to date for changed files (`ProjectIndex.updating`) answers every
/// question as an index made from the changed files' summaries does.
@Suite struct ProjectIndexUpdateTests {
  static let setup = LintSetup(
    rootDirectory: "/", presets: [], paths: .everything, rules: [], rolePatterns: .default)

  static func summaries(_ files: [(String, String)]) -> [FileSummary] {
    let inputs = files.map { LintInput(path: $0.0, content: .text($0.1)) }
    return Linter(setup: setup, knownRuleIDs: []).lint(inputs).summaries
  }

  /// Everything the index answers about the names and paths of both indexes, as text.
  static func answers(_ index: ProjectIndex, names: Set<String>, paths: [String]) -> [String] {
    var lines = ["files: " + index.files.map(\.path).joined(separator: " ")]
    for name in names.sorted() {
      let types = index.types(named: name).map {
        "\($0.kind) \($0.location.path):\($0.location.line) \($0.parents) \($0.inherited)"
      }
      let extensions = index.extensions(of: name).map {
        "\($0.location.path):\($0.location.line) \($0.inherited)"
      }
      lines.append(
        "\(name): types \(types) extensions \(extensions) "
          + "supertypes \(index.supertypes(of: name).sorted()) "
          + "conformers \(index.conformers(of: name).sorted()) "
          + "subclassed \(index.isSubclassed(name)) "
          + "roles \(index.roles(of: name).map(\.rawValue).sorted()) "
          + "classBound \(String(describing: index.isClassBoundProtocol(name)))")
      for path in paths { lines.append("\(name) from \(path): \(index.canSee(name, from: path))") }
    }
    for path in paths {
      let components = path.split(separator: "/")
      let folders = components.indices.map { components[..<$0].joined(separator: "/") }
      lines.append(
        "\(path): module \(index.module(of: path) ?? "-") named \(index.containsFile(named: String(components.last ?? ""))) "
          + "folders \(folders.map { index.containsFolder($0) })")
    }
    return lines
  }

  /// Applies each step to an index made of `files`, and checks the updated index against one
  /// made from scratch after every step.
  static func check(
    _ files: [(String, String)], steps: [(changed: [(String, String)], removed: Set<String>)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var current = files
    var index = ProjectIndex(files: summaries(files))
    for (number, step) in steps.enumerated() {
      for (path, text) in step.changed {
        if let at = current.firstIndex(where: { $0.0 == path }) {
          current[at].1 = text
        } else {
          current.append((path, text))
        }
      }
      let changedPaths = Set(step.changed.map(\.0))
      current.removeAll { file in step.removed.contains(file.0) && !changedPaths.contains(file.0) }
      index = index.updating(with: summaries(step.changed), removing: step.removed)
      let fresh = ProjectIndex(files: summaries(current))
      let every = summaries(files) + summaries(current) + summaries(step.changed)
      let names = Set(every.flatMap { $0.types.map(\.name) + $0.extensions.map(\.extendedType) })
        .union(every.flatMap { $0.types.flatMap(\.inherited) })
      let paths = (files + current).map(\.0)
      #expect(
        answers(index, names: names, paths: paths) == answers(fresh, names: names, paths: paths),
        "step \(number + 1)", sourceLocation: sourceLocation)
    }
  }

  @Test func aBaseClassThatChangesWhatItInheritsChangesItsSubclassesRoles() {
    Self.check(
      [
        ("App/Base/BaseScreen.swift", "class BaseScreen: UIViewController {}\n"),
        ("App/Profile/ProfileScreen.swift", "final class ProfileScreen: BaseScreen {}\n"),
        ("App/Profile/DeepScreen.swift", "final class DeepScreen: ProfileScreen {}\n"),
        ("App/Models/User.swift", "struct User: Codable {}\n"),
      ],
      steps: [
        ([("App/Base/BaseScreen.swift", "class BaseScreen: NSObject {}\n")], []),
        ([("App/Base/BaseScreen.swift", "class BaseScreen: UITableViewCell {}\n")], []),
        // Gone: the subclasses' supertype is no project type.
        ([("App/Base/BaseScreen.swift", "\n")], []),
        ([("App/Base/BaseScreen.swift", "protocol BaseScreen: AnyObject {}\n")], []),
      ])
  }

  @Test func declarationsOfOneNameStayInFileOrder() {
    Self.check(
      [
        ("A/Models/Feed.swift", "struct Feed {}\nextension Feed: Equatable {}\n"),
        ("B/Feed.swift", "enum Outer {\n  struct Feed {}\n}\n"),
        ("C/Views/Feed.swift", "protocol Feed {}\n"),
      ],
      steps: [
        ([("B/Feed.swift", "struct Feed {}\nextension Feed: Hashable {}\n")], []),
        ([("A/Models/Feed.swift", "\n\nstruct Feed: Codable {}\n")], []),
        // A new file comes after the others; one removed takes its declarations with it.
        ([("D/Models/Feed.swift", "final class Feed {}\n")], ["C/Views/Feed.swift"]),
        ([], ["A/Models/Feed.swift", "D/Models/Feed.swift"]),
      ])
  }

  @Test func testsExtensionsAndFoldersFollowTheChangedFile() {
    Self.check(
      [
        ("App/Models/Item.swift", "class Item {}\n"),
        ("App/Feed/FeedItem.swift", "final class FeedItem: Item {}\n"),
        ("AppTests/ItemTests.swift", "import XCTest\nfinal class ItemTests: XCTestCase {}\n"),
      ],
      steps: [
        ([("App/Feed/Extra.swift", "extension FeedItem: ItemViewModelType {}\n")], []),
        ([("AppTests/ItemTests.swift", "import XCTest\nfinal class Item: XCTestCase {}\n")], []),
        ([("App/Models/Item.swift", "final class ItemViewModel {}\n")], []),
        ([], ["App/Feed/Extra.swift"]),
      ])
  }

  @Test func aManifestChangeRedrawsWhichModuleSeesWhat() {
    Self.check(
      [
        ("Pkg/Package.swift", "import PackageDescription\n"),
        ("Pkg/Sources/Models/List.swift", "public struct List {}\n"),
        ("Pkg/Sources/Profile/ProfileView.swift", "import SwiftUI\nstruct ProfileView: View {}\n"),
      ],
      steps: [
        ([("Pkg/Sources/Profile/ProfileView.swift", "import Models\nstruct ProfileView {}\n")], []),
        ([], ["Pkg/Package.swift"]),
        ([("Pkg/Package.swift", "import PackageDescription\n")], []),
      ])
  }

  @Test func aPodspecChangeRedrawsWhichModuleSeesWhat() {
    let spec = { (glob: String) in
      "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = '\(glob)'\nend\n"
    }
    Self.check(
      [
        ("Kit.podspec", spec("Kit/**/*.swift")),
        ("Kit/Money.swift", "public struct Money {}\n"),
        ("Kit/Extra/Coin.swift", "struct Coin { let money: Money }\n"),
        ("App/Screen.swift", "import Kit\nstruct Screen { let coin: Coin }\n"),
      ],
      steps: [
        ([("Kit.podspec", spec("Kit/*.swift"))], []),
        ([("App/Screen.swift", "struct Screen { let money: Money }\n")], []),
        ([], ["Kit.podspec"]),
        ([("Kit.podspec", spec("Kit/Extra/**"))], []),
      ])
  }

  @Test func aFolderIsKnownWhileItHoldsAFile() {
    var index = ProjectIndex(
      files: Self.summaries([
        ("App/Models/Deep/User.swift", "struct User {}\n"), ("App/Feed.swift", "\n"),
      ]))
    #expect(["App", "App/Models", "App/Models/Deep"].allSatisfy(index.containsFolder))
    index = index.updating(with: [], removing: ["App/Models/Deep/User.swift"])
    #expect(index.containsFolder("App"))
    #expect(!index.containsFolder("App/Models"))
    #expect(!index.containsFolder("App/Models/Deep"))
    index = index.updating(with: Self.summaries([("App/Models/Item.swift", "\n")]))
    #expect(index.containsFolder("App/Models"))
    #expect(!index.containsFolder("App/Models/Deep"))
    #expect(index.containsFile(named: "Item.swift"))
    #expect(!index.containsFile(named: "User.swift"))
  }
}
