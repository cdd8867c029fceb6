import CanonLint
import SwiftSyntax

/// A view-model protocol and its one implementation belong in one file.
///
/// A syntax rule, so that test files can be told apart by their imports; the decision itself is
/// the index's (conformers of the protocol, with their locations), taken once every file is seen.
struct ProtocolBesideImplementation: SyntaxRule {
  static let description = RuleDescription(
    id: "protocol-beside-implementation",
    summary: "A view-model protocol and its only implementing type declared in different files",
    rationale: """
      Every view model sits behind its `-ing` protocol so that views and tests can use a stub, \
      and everywhere else the code refers to the protocol. Jumping to the definition from a call \
      site lands on the protocol; with the one real implementation right below it in the same \
      file, the reader is one scroll away from the code that runs. Test doubles (types in test \
      files, or named `…Mock`, `…Stub`, `…Fake`, `…Spy`) do not count as implementations; a \
      protocol with several app implementations may live on its own, and so may one declared in \
      another package target (`Sources/<Target>/…`).
      """,
    source: "G4 ViewModel a ViewModeling: protocol and class in one file",
    triggering: [
      Example(
        """
        final class ↓LanguagesViewModel: LanguagesViewModeling {
          let title = "Languages"
        }
        """,
        path: "Sources/App/Languages/LanguagesViewModel.swift",
        context: [
          "Sources/App/Protocols/LanguagesViewModeling.swift":
            "protocol LanguagesViewModeling: AnyObject {\n  var title: String { get }\n}"
        ]),
      // Conformance added in an extension still makes it the implementation.
      Example(
        """
        final class ↓SearchViewModel {
          var query = ""
        }

        extension SearchViewModel: SearchViewModelType {}
        """,
        path: "Sources/App/Search/SearchViewModel.swift",
        context: [
          "Sources/App/Search/SearchViewModelType.swift":
            "protocol SearchViewModelType {\n  var query: String { get set }\n}"
        ]),
      // Two view-model protocols kept apart from their implementation: one finding.
      Example(
        "final class ↓ImageDetailViewModel: ImageDetailViewModeling, ImageDetailViewModelUpdating {}",
        path: "Sources/App/Detail/ImageDetailViewModel.swift",
        context: [
          "Sources/App/Detail/ImageDetailViewModeling.swift": """
            protocol ImageDetailViewModeling {}
            protocol ImageDetailViewModelUpdating: ImageDetailViewModeling {}
            """
        ]),
      // Folder names do not make app code test code: a fixture app inside a `Tests` folder.
      Example(
        "final class ↓CartViewModel: CartViewModeling {}",
        path: "Shop/Cart/CartViewModel.swift",
        context: ["Shop/Protocols/CartViewModeling.swift": "protocol CartViewModeling {}"]),
      // A stub in the test target is not a second implementation.
      Example(
        "final class ↓DetailViewModel: DetailViewModeling {}",
        path: "Sources/App/Detail/DetailViewModel.swift",
        context: [
          "Sources/App/Detail/DetailViewModeling.swift": "protocol DetailViewModeling {}",
          "Tests/AppTests/DetailViewModelStub.swift":
            "@testable import App\n\nfinal class DetailViewModelStub: DetailViewModeling {}",
          "Tests/AppTests/DetailViewControllerTests.swift":
            "import XCTest\n@testable import App\n\nfinal class CannedDetailViewModel: DetailViewModeling {}",
        ]),
    ],
    nonTriggering: [
      Example(
        """
        protocol LanguagesViewModeling: AnyObject {
          var title: String { get }
        }

        final class LanguagesViewModel: LanguagesViewModeling {
          let title = "Languages"
        }
        """,
        path: "Sources/App/Languages/LanguagesViewModel.swift"),
      // Two implementations: the protocol is a real abstraction and may stand alone.
      Example(
        "protocol PaymentViewModeling {}",
        path: "Sources/App/Payment/PaymentViewModeling.swift",
        context: [
          "Sources/App/Payment/CardPaymentViewModel.swift":
            "final class CardPaymentViewModel: PaymentViewModeling {}",
          "Sources/App/Payment/ApplePayViewModel.swift":
            "final class ApplePayViewModel: PaymentViewModeling {}",
        ]),
      // A shared base protocol (no screen name before `ViewModel`) is not a screen's protocol.
      Example(
        "protocol ViewModelType {\n  associatedtype Input\n}",
        path: "Sources/App/Common/ViewModelType.swift",
        context: [
          "Sources/App/Login/LoginViewModel.swift":
            "final class LoginViewModel: ViewModelType {\n  struct Input {}\n}"
        ]),
      // A protocol refining the view-model protocol is not an implementation.
      Example(
        "protocol ListViewModeling {}",
        path: "Sources/App/List/ListViewModeling.swift",
        context: [
          "Sources/App/List/SearchableListViewModeling.swift":
            "protocol SearchableListViewModeling: ListViewModeling {}"
        ]),
      // A protocol that is not a view model's is out of scope.
      Example(
        "protocol Geocoding {}",
        path: "Sources/App/Services/Geocoding.swift",
        context: ["Sources/App/Services/Geocoder.swift": "final class Geocoder: Geocoding {}"]),
      // A protocol in another package target cannot share a file with its implementation.
      Example(
        "final class FeedViewModel: FeedViewModeling {}",
        path: "Sources/App/Feed/FeedViewModel.swift",
        context: ["Sources/FeedInterface/FeedViewModeling.swift": "public protocol FeedViewModeling {}"]),
      // Only a double implements it: nothing to put beside the protocol.
      Example(
        "protocol ProfileViewModeling {}",
        path: "Sources/App/Profile/ProfileViewModeling.swift",
        context: [
          "Tests/AppTests/ProfileViewModelMock.swift":
            "@testable import App\n\nfinal class ProfileViewModelMock: ProfileViewModeling {}"
        ]),
    ],
    reads: .everything)

  static let testFileFact = "test-file"

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    if TestCode.isTestFile(file) {
      file.record(Self.testFileFact)
      return
    }
    // The types this file declares, and the conformances its extensions add to them.
    var declared: [(name: TokenSyntax, inherited: [String])] = []
    var extended: [String: [String]] = [:]
    func add(_ name: TokenSyntax, _ clause: InheritanceClauseSyntax?) {
      guard !TestCode.isDoubleName(name.text) else { return }
      declared.append((name, clause?.typeNames ?? []))
    }
    walk.on(ClassDeclSyntax.self) { add($0.name, $0.inheritanceClause) }
    walk.on(StructDeclSyntax.self) { add($0.name, $0.inheritanceClause) }
    walk.on(ActorDeclSyntax.self) { add($0.name, $0.inheritanceClause) }
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let name = node.extendedType.nominalNames.last else { return }
      extended[name, default: []] += node.inheritanceClause?.typeNames ?? []
    }
    walk.atEnd {
      var types: [(name: String, location: Location, offset: Int, protocols: [String])] = []
      for (name, inherited) in declared {
        let typeName = name.text
        let position = name.positionAfterSkippingLeadingTrivia
        var seen = Set<String>()
        let protocols = (inherited + (extended[typeName] ?? [])).filter { seen.insert($0).inserted }
        guard !protocols.isEmpty else { continue }
        types.append((typeName, file.location(of: position), position.utf8Offset, protocols))
      }
      guard !types.isEmpty else { return }
      let candidates = types
      // One finding per type: for the first of its protocols that is kept apart from it.
      file.report(later: { index in
        candidates.compactMap { type in
          guard
            let proto = type.protocols.first(where: {
              Self.isSoleImplementation(type.name, at: type.location, of: $0, index)
            })
          else { return nil }
          return LaterFinding(
            offset: type.offset,
            "'\(type.name)' is the only implementation of '\(proto)', which is declared in another file: keep the protocol and its implementation in one file"
          )
        }
      })
    }
  }

  /// Whether the type declared at `location` is the one app implementation of `proto`, a
  /// screen's view-model protocol declared once, in another app file.
  static func isSoleImplementation(
    _ typeName: String, at location: Location, of proto: String, _ index: ProjectIndex
  ) -> Bool {
    let declarations = index.types(named: proto)
    guard declarations.count == 1, let declaration = declarations.first,
      declaration.kind == .protocol, declaration.location.path != location.path,
      !inDifferentPackageModules(declaration.location.path, location.path),
      index.hasRole(.viewModel, proto), namesAScreen(proto, index)
    else { return false }
    let testPaths = index.paths(withFactsOf: id)
    guard !testPaths.contains(declaration.location.path) else { return false }
    let implementations = index.conformers(of: proto).flatMap { name in
      index.types(named: name).filter { type in
        type.kind != .protocol && !testPaths.contains(type.location.path)
          && !TestCode.isDoubleName(type.name)
      }
    }
    return implementations.count == 1 && implementations[0].location == location
  }

  /// Whether two files belong to different Swift package targets (`Sources/Core/…` and
  /// `Sources/App/…`): a protocol shared across modules cannot sit beside its implementation.
  static func inDifferentPackageModules(_ first: String, _ second: String) -> Bool {
    func module(_ path: String) -> Substring? {
      let components = PathUtilities.components(path)
      guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count
      else { return nil }
      return components[sources + 1]
    }
    guard let firstModule = module(first), let secondModule = module(second) else { return false }
    return firstModule != secondModule
  }

  /// Whether a view-model protocol belongs to one screen: some name comes before `ViewModel`
  /// (`LanguagesViewModeling`), unlike a shared base protocol (`ViewModelType`).
  static func namesAScreen(_ name: String, _ index: ProjectIndex) -> Bool {
    let stems = index.rolePatterns.nameSuffixes[.viewModel] ?? []
    return stems.contains { stem in
      !stem.isEmpty && name.dropFirst().contains(stem)
    }
  }
}
