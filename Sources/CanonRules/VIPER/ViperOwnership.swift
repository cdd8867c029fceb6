import CanonLint
import SwiftSyntax

/// Who holds whom in a module, and under which name.
struct ViperOwnership: SyntaxRule {
  /// Its findings ask which module holds the file's folder.
  static let indexQuestions: [any IndexQuestion.Type] = [VIPERModuleQuestion.self]
  static let description = RuleDescription(
    id: "viper-ownership",
    summary: "A module link held with the wrong ownership or under the wrong name",
    rationale: """
      The links of a module form one ownership chain: the view holds its presenter strongly as \
      `output`; the presenter holds `interactor` and `router` strongly and `view` weakly; the \
      interactor holds its presenter weakly as `output`; the router holds its \
      `transitionHandler` weakly. Any other ownership leaks the module or lets it die early, and \
      any other name makes modules read differently. A link is recognised by its type's name \
      (`…InteractorOutput`, `…ViewInput`, `…RouterInput`, `…InteractorInput`, `…ViewOutput`, and \
      in the dialect that closes each element with an `…Interface` protocol \
      `…InteractorOutputInterface`, `…ViewInterface`, `…InteractorInputInterface`, \
      `…WireframeInterface`, `…PresenterInterface`, whose property names are its own) in \
      a class of the matching role, in a module: the name before the link's suffix (`PostList` \
      of `PostListViewOutput`) is the module of the folder the class is in, or the project \
      declares that module's presenter, interactor, router or assembly. A reusable view outside \
      the modules whose delegate protocol happens to end in `ViewOutput` is not a module's view, \
      and a struct or enum named like a link (`LocksViewInput` holding a module's input data) \
      is a value, not a link: it forms no cycle. \
      `unowned` is accepted where `weak` is asked for. The fix adds `weak` when the property is \
      an optional `var` of a class-bound project protocol.
      """,
    source: "G2 Interactor, Presenter, Router and View layers: links and their ownership",
    triggering: [
      Example(
        """
        final class PostListInteractor {
          var ↓output: PostListInteractorOutput?
        }
        """,
        context: [
          "P.swift": "protocol PostListInteractorOutput: AnyObject {}",
          "PostListPresenter.swift": "final class PostListPresenter {}",
        ]),
      Example(
        """
        final class PostListPresenter {
          var ↓view: PostListViewInput?
          weak var ↓router: PostListRouterInput?
          var ↓postsInteractor: PostListInteractorInput
          init(interactor: PostListInteractorInput) { postsInteractor = interactor }
        }
        """),
      // The `…Interface` dialect (`XContract.swift` beside the module's classes).
      Example(
        """
        final class WeekPresenter {
          var ↓view: WeekViewInterface?
          var wireframe: WeekWireframeInterface?
        }
        final class WeekInteractor {
          var ↓output: WeekInteractorOutputInterface?
        }
        """,
        path: "App/Modules/Week/WeekPresenter.swift",
        context: ["App/Modules/Week/WeekWireframe.swift": "final class WeekWireframe {}"]),
      // A module found by its folder.
      Example(
        """
        final class PostListViewController: UIViewController {
          weak var ↓output: PostListViewOutput?
        }
        """, path: "App/PostList/View/PostListViewController.swift",
        context: ["App/PostList/Router/PostListRouter.swift": "final class PostListRouter {}"]),
      Example(
        """
        final class PostListRouter {
          var ↓transitionHandler: TransitionHandler?
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        final class PostListInteractor {
          weak var output: PostListInteractorOutput?
        }
        final class PostListPresenter {
          weak var view: PostListViewInput?
          var router: PostListRouterInput!
          var interactor: PostListInteractorInput!
        }
        final class PostListViewController: UIViewController {
          var output: PostListViewOutput!
        }
        final class PostListRouter {
          weak var transitionHandler: TransitionHandler?
        }
        """),
      // A struct named like a link is the module's input data, held by value: no link.
      Example(
        """
        final class LocksPresenter {
          weak var view: LocksViewProtocol?
          private let input: LocksViewInput
          init(input: LocksViewInput) { self.input = input }
        }
        """,
        path: "App/Modules/Locks/LocksPresenter.swift",
        context: [
          "App/Modules/Locks/LocksViewInput.swift": "struct LocksViewInput {\n  let ids: [String]\n}",
          "App/Modules/Locks/LocksInteractor.swift": "final class LocksInteractor {}",
        ]),
      // The `…Interface` dialect: its own link names, the same ownership.
      Example(
        """
        final class WeekPresenter {
          weak var view: WeekViewInterface?
          var interactor: WeekInteractorInputInterface?
          var wireframe: WeekWireframeInterface?
        }
        """,
        path: "App/Modules/Week/WeekPresenter.swift",
        context: ["App/Modules/Week/WeekWireframe.swift": "final class WeekWireframe {}"]),
      // Links only count in the class of the matching role.
      Example(
        """
        final class PostListDataDisplayManager {
          var delegate: PostListViewOutput?
        }
        """),
      Example(
        "final class PostListInteractor {\n  unowned let output: PostListInteractorOutput\n}"),
      // A reusable view outside any module, whose delegate protocol ends in `ViewOutput`.
      Example(
        """
        final class RatingView: UIView {
          weak var delegate: RatingViewOutput?
        }
        """, path: "App/Common/Views/RatingView.swift",
        context: [
          "App/Common/Views/RatingViewOutput.swift": "protocol RatingViewOutput: AnyObject {}"
        ]),
      // The same in a module's view folder: a helper of the module, not its view.
      Example(
        """
        final class RatingView: UIView {
          weak var delegate: RatingViewOutput?
        }
        """, path: "App/PostList/View/Rating/RatingView.swift",
        context: [
          "App/PostList/Presenter/PostListPresenter.swift": "final class PostListPresenter {}",
          "App/PostList/View/PostListViewController.swift": "final class PostListViewController {}",
        ]),
    ],
    corrections: [
      Correction(
        Example(
          """
          final class PostListInteractor {
            private var ↓output: PostListInteractorOutput?
          }
          """,
          context: [
            "P.swift": "protocol PostListInteractorOutput: AnyObject {}",
            "PostListRouter.swift": "final class PostListRouter {}",
          ]),
        """
        final class PostListInteractor {
          private weak var output: PostListInteractorOutput?
        }
        """),
      Correction(
        Example(
          """
          final class PostListPresenter {
            var ↓view: PostListViewInput!
          }
          """, context: ["P.swift": "protocol PostListViewInput: AnyObject {}"]),
        """
        final class PostListPresenter {
          weak var view: PostListViewInput!
        }
        """),
    ],
    fix: .unsafe)

  struct Link {
    var typeSuffix: String
    var role: Role
    var otherRoles: [Role] = []
    var name: String
    var weak: Bool
    /// Whether the property's name is checked: a dialect that names its protocols otherwise
    /// names its links otherwise too (`wireframe`, `presenter`), consistently.
    var checksName = true
  }

  static let links: [Link] = [
    Link(typeSuffix: "InteractorOutput", role: .interactor, name: "output", weak: true),
    Link(typeSuffix: "ViewInput", role: .presenter, name: "view", weak: true),
    Link(typeSuffix: "RouterInput", role: .presenter, name: "router", weak: false),
    Link(typeSuffix: "InteractorInput", role: .presenter, name: "interactor", weak: false),
    Link(
      typeSuffix: "ViewOutput", role: .viewController, otherRoles: [.view], name: "output",
      weak: false),
  ] + interfaceLinks

  /// The dialect that closes each element with an `…Interface` protocol (`WeekViewInterface`,
  /// `WeekPresenterInterface`, `WeekInteractorOutputInterface`, `WeekWireframeInterface`): the
  /// same chain of ownership, under the dialect's own property names.
  static let interfaceLinks: [Link] = [
    Link(
      typeSuffix: "InteractorOutputInterface", role: .interactor, name: "output", weak: true,
      checksName: false),
    Link(
      typeSuffix: "InteractorInputInterface", role: .presenter, name: "interactor", weak: false,
      checksName: false),
    Link(typeSuffix: "ViewInterface", role: .presenter, name: "view", weak: true, checksName: false),
    Link(
      typeSuffix: "WireframeInterface", role: .presenter, name: "router", weak: false,
      checksName: false),
    Link(
      typeSuffix: "RouterInterface", role: .presenter, name: "router", weak: false,
      checksName: false),
    Link(
      typeSuffix: "PresenterInterface", role: .viewController, otherRoles: [.view],
      name: "output", weak: false, checksName: false),
  ]

  /// The elements whose declaration says a module of that name exists.
  static let moduleElements = [
    "Presenter", "Interactor", "Router", "Assembly", "ModuleAssembly", "Configurator",
    "ModuleConfigurator", "Wireframe",
  ]

  /// Whether `prefix` names a module of the project: the module of the folder the file is in,
  /// or a name the project declares a presenter, interactor, router or assembly for.
  static func namesModule(
    _ prefix: String, candidates: [VIPERPlace], _ index: ProjectIndex
  ) -> Bool {
    guard !prefix.isEmpty else { return false }
    if VIPERModuleOptions().place(among: candidates, in: index)?.moduleName == prefix {
      return true
    }
    return moduleElements.contains {
      index.declares(prefix + $0) || index.declares(prefix + $0 + "Impl")
    }
  }

  /// Whether every project type of this name is a struct or an enum: a value the class keeps
  /// (a module's input data named `…ViewInput`), not a link to another element, and no cycle.
  static func isValueType(_ name: String, _ index: ProjectIndex) -> Bool {
    let types = index.types(named: name)
    return !types.isEmpty && types.allSatisfy { $0.kind == .struct || $0.kind == .enum }
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let candidates = file.viperPlaces(VIPERModuleOptions())
    walk.on(ClassDeclSyntax.self) { node in
      let className = node.name.text
      for decl in file.members(of: node.memberBlock) {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.isStored,
          !variable.modifiers.contains(.static)
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
            continue
          }
          if name.text == "transitionHandler" {
            let base = className.hasSuffix("Impl") ? String(className.dropLast(4)) : className
            let module = ["Router", "Wireframe"].first(where: base.hasSuffix).map {
              String(base.dropLast($0.count))
            }
            checkStrength(
              file, variable, binding, name, weak: true, typeName: binding.typeName,
              roles: [.router], className: className, module: module ?? base,
              candidates: candidates)
            continue
          }
          guard let typeName = binding.typeName,
            let link = Self.links.first(where: {
              typeName.hasSuffix($0.typeSuffix) && typeName.count > $0.typeSuffix.count
            })
          else { continue }
          let roles = [link.role] + link.otherRoles
          let module = String(typeName.dropLast(link.typeSuffix.count))
          if link.checksName, name.text != link.name {
            file.report(
              at: name,
              "name the \(typeName) link '\(link.name)'",
              when: { index in
                roles.contains { index.hasRole($0, className) }
                  && Self.namesModule(module, candidates: candidates, index)
                  && !Self.isValueType(typeName, index)
              })
          }
          checkStrength(
            file, variable, binding, name, weak: link.weak, typeName: typeName, roles: roles,
            className: className, module: module, candidates: candidates)
        }
      }
    }
  }

  private func checkStrength(
    _ file: LintedFile, _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
    _ name: TokenSyntax, weak: Bool, typeName: String?, roles: [Role], className: String,
    module: String, candidates: [VIPERPlace]
  ) {
    let isWeak = variable.modifiers.contains(.weak, or: .unowned)
    let holdsRole: @Sendable (ProjectIndex) -> Bool = { index in
      roles.contains { index.hasRole($0, className) }
        && Self.namesModule(module, candidates: candidates, index)
        && !(typeName.map { Self.isValueType($0, index) } ?? false)
    }
    if weak && !isWeak {
      let message =
        "hold '\(name.text)' weakly: it points back up the module and would form a retain cycle"
      let optional =
        binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
        || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
      guard !variable.isLet, optional, let typeName else {
        file.report(at: name, message, when: holdsRole)
        return
      }
      let keyword = variable.bindingSpecifier.positionAfterSkippingLeadingTrivia
      let fix = SourceEdit(range: keyword..<keyword, replacement: "weak ")
      file.report(
        at: name, message, corrections: [fix],
        when: { holdsRole($0) && $0.isClassBoundProtocol(typeName) == true })
      file.report(
        at: name, message, when: { holdsRole($0) && $0.isClassBoundProtocol(typeName) != true })
    } else if !weak && isWeak {
      file.report(
        at: name, "hold '\(name.text)' strongly: the module's owner chain runs through it",
        when: holdsRole)
    }
  }
}

extension PatternBindingSyntax {
  /// The nominal name of the binding's declared type, through optionals.
  var typeName: String? { typeAnnotation?.type.unwrappedNominalName }
}
