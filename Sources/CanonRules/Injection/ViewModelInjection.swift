import CanonLint
import SwiftSyntax

/// View models receive their stores in `init`; they don't build them.
struct ViewModelInjection: SyntaxRule {
  static let description = RuleDescription(
    id: "view-model-injection",
    summary: "A view model that creates its own store or `URLSession` instead of receiving it in `init`",
    rationale: """
      Whoever creates a view model (the navigation service, a coordinator, a factory) decides \
      which stores it works with, so tests can hand it a stub and screens can share one \
      compound store. A view model that builds its store itself (`let api = API()`, or \
      `self.store = UserStore()` in `init`) hides that dependency and cannot be tested in \
      isolation. Stores are the store-role types (`…Store`, `…API`, `…Repository`, `…Client` by \
      default) and `URLSession`. A default argument value (`init(api: API = API())`) still lets \
      the caller inject and is not flagged, nor is a store a convenience initializer hands to \
      `self.init(…)` (the designated initializer receives it); neither is creating one inside a \
      method.
      """,
    source: "G0 implementation guidelines: Store should be injected into the ViewModel; G4",
    triggering: [
      Example(
        "final class BananaViewModel {\n  let api = ↓BananaAPI()\n}",
        context: ["Sources/App/BananaAPI.swift": "final class BananaAPI {}"]),
      Example(
        "final class BananaViewModel {\n  private let store: UserStore\n  init() {\n    self.store = ↓UserStore(cache: .memory)\n  }\n}",
        context: ["Sources/App/UserStore.swift": "final class UserStore {}"]),
      Example("final class FeedViewModel {\n  private lazy var session = ↓URLSession(configuration: .default)\n}"),
      Example(
        "final class FeedViewModel {\n  let repository: FeedRepository\n  init() {\n    repository = ↓FeedRepository.init()\n  }\n}",
        context: ["Sources/App/FeedRepository.swift": "struct FeedRepository {}"]),
    ],
    nonTriggering: [
      Example(
        "final class BananaViewModel {\n  let api: BananaAPI\n  init(api: BananaAPI) {\n    self.api = api\n  }\n}",
        context: ["Sources/App/BananaAPI.swift": "final class BananaAPI {}"]),
      Example(
        "final class BananaViewModel {\n  let api: BananaAPI\n  init(api: BananaAPI = BananaAPI()) {\n    self.api = api\n  }\n}",
        context: ["Sources/App/BananaAPI.swift": "final class BananaAPI {}"]),
      Example(
        "final class BananaCoordinator {\n  let api = BananaAPI()\n}",
        context: ["Sources/App/BananaAPI.swift": "final class BananaAPI {}"]),
      Example(
        "final class BananaViewModel {\n  let formatter = BananaFormatter()\n  let items = [String]()\n}",
        context: ["Sources/App/BananaFormatter.swift": "final class BananaFormatter {}"]),
      Example("final class BananaViewModel {\n  let api = BananaAPI()\n}"),
      Example(
        "final class BananaViewModel {\n  func reload() {\n    let api = BananaAPI()\n    api.load()\n  }\n}",
        context: ["Sources/App/BananaAPI.swift": "final class BananaAPI {}"]),
      // The default a convenience initializer passes on, as a default argument value would:
      // whoever creates the view model may pass another.
      Example(
        "extension WaitlistViewModel {\n  convenience init(waitlist: Waitlist) {\n    self.init(request: waitlist.request, storage: WaitlistKeychainStore(identifier: waitlist.identifier))\n  }\n}",
        context: [
          "Sources/App/WaitlistViewModel.swift":
            "final class WaitlistViewModel {\n  init(request: Request, storage: WaitlistStorage) {}\n}",
          "Sources/App/WaitlistKeychainStore.swift": "struct WaitlistKeychainStore: WaitlistStorage {}",
        ]),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Types created in initializers are many and nearly none is a view model's store: the
    // names and places, in one later check for the file.
    final class Creations { var value: [(offset: Int, owner: String, created: String)] = [] }
    let creations = Creations()
    walk.on(FunctionCallExprSyntax.self) { call in
      guard let created = Self.constructedTypeName(call) else { return }
      guard let owner = Self.placeOfCreation(call) else { return }
      creations.value.append((call.positionAfterSkippingLeadingTrivia.utf8Offset, owner, created))
    }
    walk.atEnd {
      guard !creations.value.isEmpty else { return }
      let candidates = creations.value
      file.report(later: { index in
        candidates.compactMap { creation in
          guard index.hasRole(.viewModel, creation.owner), !index.hasRole(.store, creation.owner),
            creation.created == "URLSession" || index.hasRole(.store, creation.created)
          else { return nil }
          return LaterFinding(
            offset: creation.offset,
            "'\(creation.owner)' creates its own '\(creation.created)': receive it as a parameter of init instead"
          )
        }
      })
    }
  }

  /// `Name(…)` or `Name.init(…)` with an upper-case name.
  static func constructedTypeName(_ call: FunctionCallExprSyntax) -> String? {
    // Every call comes here: the callee's bytes are read without a node, and an ASCII first
    // byte that is no capital turns a call away before any node or String is made.
    guard let nameBytes = call.initializedNameBytes, let first = nameBytes.first else { return nil }
    if first < 0x80, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return nil }
    let name = nameBytes.string
    guard let first = name.first, first.isUppercase else { return nil }
    return name
  }

  /// The type whose stored property initializer or `init` body holds the call.
  static func placeOfCreation(_ call: FunctionCallExprSyntax) -> String? {
    var current = call.parent
    // Runs up from many calls: the node's kind decides, with no cast per ancestor.
    while let node = current {
      switch node.kind {
      case .initializerDecl:
        let initializer = node.cast(InitializerDeclSyntax.self)
        guard let body = initializer.body, body.range.contains(call.position) else { return nil }
        return initializer.enclosingTypeName
      case .functionDecl, .accessorDecl, .closureExpr, .deinitializerDecl, .subscriptDecl:
        return nil
      case .variableDecl where node.parent?.kind == .memberBlockItem:
        let variable = node.cast(VariableDeclSyntax.self)
        guard variable.isStored, !variable.modifiers.contains(.static, or: .class)
        else { return nil }
        return variable.enclosingTypeName
      // An argument of `self.init(…)`: handed to the initializer that receives the store.
      case .functionCallExpr where node.cast(FunctionCallExprSyntax.self).delegatesToSelfInit:
        return nil
      // The declaration groups: a type or an extension.
      case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        return nil
      default:
        current = node.parent
      }
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// `self.init(…)`: an initializer delegating to another of its type.
  fileprivate var delegatesToSelfInit: Bool {
    guard let member = calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`)
    else { return false }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
