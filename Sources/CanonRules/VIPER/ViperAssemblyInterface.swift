import CanonLint
import SwiftSyntax

/// An assembly shows the world one thing: how to build the module's view.
struct ViperAssemblyInterface: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-assembly-interface",
    summary:
      "An assembly exposing more than the one method or property that builds the module's view",
    rationale: """
      How a module's VIPER stack is wired is the assembly's own business; its interface offers \
      one entry point that builds the module's view (or view controller). Anything else it \
      exposes (a presenter factory, an interactor) lets others reach inside the module. \
      Counted are the non-private methods and properties of the assembly's declaration and its \
      extensions in the same file, and the requirements of an assembly protocol; initialisers, \
      overrides and stored properties (the assembly's injected dependencies: Swift has no \
      `protected` for subclassing assemblies) are not. Overloads of the entry point (a \
      convenience with default arguments) count as the entry point. The entry point is the first member whose result mentions a view \
      (`…View`, `…ViewController`, `UIViewController`), or else the first member; each other \
      exposed member is reported. Typhoon's `_Testable` extension has no Swift counterpart: test \
      the module through that entry point.
      """,
    source: "G2 Assembly layer: only the view-building method is public",
    triggering: [
      Example(
        """
        final class PostListAssembly {
          func viewPostListModule() -> UIViewController { UIViewController() }
          func ↓presenterPostListModule() -> PostListPresenter { PostListPresenter() }
          var ↓interactor: PostListInteractor { PostListInteractor() }
        }
        """),
      Example(
        """
        protocol ChatAssembly {
          func ↓makeInteractor() -> ChatInteractor
          func module(chatId: String) -> ChatViewController
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        final class PostListAssembly {
          private let services: ServiceFactory
          init(services: ServiceFactory) { self.services = services }
          func viewPostListModule() -> UIViewController {
            let view = PostListViewController()
            view.output = makePresenter()
            return view
          }
          private func makePresenter() -> PostListPresenter { PostListPresenter() }
        }
        extension PostListAssembly {
          fileprivate func makeRouter() -> PostListRouter { PostListRouter() }
        }
        """),
      Example("final class PostListPresenter {\n  func a() {}\n  func b() {}\n}"),
      Example(
        """
        protocol CameraAssembly: AnyObject {
          func module(theme: Theme?) -> UIViewController
        }
        extension CameraAssembly {
          func module() -> UIViewController { module(theme: nil) }
        }
        class BaseAssembly {
          let serviceFactory: ServiceFactory
          init(serviceFactory: ServiceFactory) { self.serviceFactory = serviceFactory }
        }
        """),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Exposed members of each type declared or extended in this file, in source order. Whether
    // a member builds the view is read from its type's text only for types with several
    // members, and only until the entry point is found.
    typealias Entry = (name: TokenSyntax, type: TypeSyntax?)
    final class Members {
      var byType: [String: [Entry]] = [:]
      var order: [String] = []
    }
    let members = Members()

    func collect(_ typeName: String, _ block: MemberBlockSyntax, isProtocol: Bool) {
      var entries: [Entry] = []
      for decl in file.members(of: block) {
        if let function = decl.as(FunctionDeclSyntax.self) {
          if !isProtocol && Self.isHidden(function.modifiers) { continue }
          entries.append((function.name, function.signature.returnClause?.type))
        } else if let variable = decl.as(VariableDeclSyntax.self),
          isProtocol || !Self.isHidden(variable.modifiers),
          isProtocol || !variable.isStored,
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        {
          entries.append((name, binding.typeAnnotation?.type))
        }
      }
      guard !entries.isEmpty else { return }
      if members.byType[typeName] == nil { members.order.append(typeName) }
      members.byType[typeName, default: []] += entries
    }

    walk.on(ClassDeclSyntax.self) { collect($0.name.text, $0.memberBlock, isProtocol: false) }
    walk.on(StructDeclSyntax.self) { collect($0.name.text, $0.memberBlock, isProtocol: false) }
    walk.on(ProtocolDeclSyntax.self) { collect($0.name.text, $0.memberBlock, isProtocol: true) }
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let name = node.extendedType.nominalNames.last else { return }
      collect(name, node.memberBlock, isProtocol: false)
    }
    walk.atEnd {
      // Nearly every type of a file has several public members and nearly none is an
      // assembly: one later check for the file, with names and places, not a finding each.
      var exposedByType: [(typeName: String, exposed: [(offset: Int, name: String)])] = []
      for typeName in members.order {
        guard let entries = members.byType[typeName], entries.count > 1 else { continue }
        let buildsView = entries.firstIndex { Self.mentionsView($0.type, in: file) }
        let entryPoint = entries[buildsView ?? 0].name.text
        // Overloads of the entry point (a convenience with default arguments) are the same door.
        let exposed = entries.compactMap { entry -> (offset: Int, name: String)? in
          let name = entry.name.text
          return name == entryPoint ? nil : (entry.name.positionAfterSkippingLeadingTrivia.utf8Offset, name)
        }
        if !exposed.isEmpty { exposedByType.append((typeName, exposed)) }
      }
      guard !exposedByType.isEmpty else { return }
      let candidates = exposedByType
      file.report(later: { index in
        candidates.filter { index.hasRole(.assembly, $0.typeName) }.flatMap { type in
          type.exposed.map { entry in
            LaterFinding(
              offset: entry.offset,
              "assembly '\(type.typeName)' exposes '\(entry.name)': keep only the method that builds the module's view public"
            )
          }
        }
      })
    }
  }

  /// `private`, `fileprivate` or `override` (not `private(set)`), in one pass over the modifiers.
  static func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains(.private, or: .fileprivate, or: .override)
  }

  /// Whether a type names a view or a module (`LoginViewController`, `UIView?`,
  /// `Module<Input>`), from its text in the source.
  static func mentionsView(_ type: TypeSyntax?, in file: LintedFile) -> Bool {
    guard let type else { return false }
    return mentionsView(file.text(of: type))
  }

  static func mentionsView(_ typeText: String) -> Bool {
    let text = typeText.utf8
    return text.containsBytes(of: "ViewController") || typeText.hasSuffix("View")
      || text.containsBytes(of: "View?") || text.containsBytes(of: "View>")
      || text.containsBytes(of: "Module")
  }
}
