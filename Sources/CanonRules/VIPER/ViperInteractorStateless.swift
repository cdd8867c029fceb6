import CanonLint
import SwiftSyntax

/// An interactor holds its dependencies and its output, never state.
struct ViperInteractorStateless: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-interactor-stateless",
    summary: "An interactor stored property that holds state rather than a dependency",
    rationale: """
      The interactor performs work on request and reports back; it keeps no state of its own, \
      only its dependencies (services, facades, stores, closed by protocols) and its `output`. \
      State belongs to the presenter (or its `State` object). To stay precise the rule flags a \
      stored `var` only when it is clearly state (a `let` set once at initialisation is \
      configuration, not state): a value typed as a standard value type \
      (`Bool`, `Int`, `String`, `Date`, collections, …), initialised with a literal, or typed as \
      a project struct, enum or class that is neither a protocol, a store nor a dependency \
      (names ending in one of `dependency-suffixes`). Types from other modules are taken for \
      dependencies. Handles of work in progress are bookkeeping, not state: a `Task`, \
      `Operation`, `Timer`, `DispatchWorkItem`, Combine cancellable or Rx dispose bag, or a \
      property named for one (`chainSubscriptionId`, `poolsTask`, `currentOperation`). In VIP \
      (Clean Swift, `viper-dialect: vip`) the interactor is the scene's data store by design, \
      and the rule is silent.
      """,
    source: "G2 Interactor layer: the interactor holds no state, only dependencies",
    triggering: [
      Example(
        """
        final class PostListInteractor {
          weak var output: PostListInteractorOutput?
          private var ↓currentPage = 0
          private var ↓posts: [Post] = []
          var ↓isLoading: Bool = false
          private var ↓cache: PostCache?
        }
        """, context: ["Post.swift": "struct Post {}\nfinal class PostCache {}"])
    ],
    nonTriggering: [
      // VIP (Clean Swift): the interactor is the scene's data store.
      Example(
        """
        final class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore {
          var presenter: ListOrdersPresentationLogic?
          var orders: [Order]?
          private var currentPage = 0
        }
        """, options: "viper-dialect: vip"),
      Example(
        """
        final class PostListInteractor {
          weak var output: PostListInteractorOutput?
          private let postService: PostService
          private let pagingFacade: PagingFacade
          private let session: URLSession
          private let repository: PostRepository
          static var instances = 0
          let pageSize: Int
          let maximumCount = 100
          var title: String { "Posts" }
        }
        """,
        context: [
          "Services.swift":
            "protocol PostService {}\nfinal class PagingFacade {}\nfinal class PostRepository {}"
        ]),
      // Not an interactor.
      Example("final class PostListPresenter {\n  private var posts: [String] = []\n}"),
      // Handles of work in progress.
      Example(
        """
        final class PoolsInteractor {
          private var poolsTask: Task<Void, Never>?
          private var chainSubscriptionId: UUID?
          private var currentOperation: CompoundOperationWrapper<[Pool]>?
          private var remoteFetchTimer: Timer?
          private var cancellables = Set<AnyCancellable>()
          private var bag: Set<AnyCancellable> = []
          private var refreshWorkItem: DispatchWorkItem?
        }
        """, context: ["Wrapper.swift": "final class CompoundOperationWrapper<T> {}"]),
    ])

  struct Options: RuleOptions {
    var dependencySuffixes = ["Service", "Facade", "Provider", "Factory", "Storage", "Client"]
    var dialect = VIPERDialect.viper
    static var fields: [OptionField<Options>] {
      [
        .option(
          "dependency-suffixes", \.dependencySuffixes,
          "Type-name suffixes of dependencies an interactor may hold"),
        .option(VIPERDialect.optionName, \.dialect, VIPERDialect.optionSummary),
      ]
    }
  }
  var options = Options()

  static let valueTypes: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Decimal", "String", "Substring", "Character", "Date", "URL",
    "Data", "UUID", "IndexPath", "CGRect", "CGSize", "CGPoint", "TimeInterval", "Array",
    "Dictionary", "Set", "NSNumber", "NSString", "NSArray", "NSDictionary", "NSMutableArray",
    "NSMutableDictionary", "NSCache",
  ]

  /// Types that hold work in progress rather than state.
  static let workHandleTypes: Set<String> = [
    "Task", "Operation", "BlockOperation", "OperationQueue", "Timer", "DispatchWorkItem",
    "DispatchSourceTimer", "AnyCancellable", "Cancellable", "Disposable", "DisposeBag",
    "CompositeDisposable", "NSKeyValueObservation", "NSObjectProtocol",
  ]

  /// The last words of property names that hold work in progress (`chainSubscriptionId`).
  static let workHandleNameSuffixes = [
    "Task", "Tasks", "Operation", "Operations", "Timer", "Subscription", "Subscriptions",
    "SubscriptionId", "SubscriptionID", "SubscriptionIds", "Cancellable", "Cancellables",
    "Disposable", "DisposeBag", "WorkItem", "Observation", "Observer", "Observers",
  ]

  /// Whole property names that hold work in progress.
  static let workHandleNames: Set<String> = [
    "task", "tasks", "operation", "timer", "subscription", "subscriptions", "cancellables",
    "disposeBag", "bag", "observers",
  ]

  /// Whether a stored property holds work in progress, by its type or its name.
  static func isWorkHandle(name: String, type: TypeSyntax?, initializer: ExprSyntax?) -> Bool {
    if workHandleNames.contains(name) || workHandleNameSuffixes.contains(where: name.hasSuffix) {
      return true
    }
    if let type, let handle = type.workHandleElementName {
      return workHandleTypes.contains(handle)
    }
    // `Set<AnyCancellable>()`
    if let call = initializer?.as(FunctionCallExprSyntax.self),
      let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
      let argument = generic.genericArgumentClause.arguments.first
    {
      return workHandleTypes.contains(argument.argument.trimmedDescription)
    }
    return false
  }

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // A VIP interactor is its scene's data store, on purpose.
    guard options.dialect == .viper else { return }
    let suffixes = options.dependencySuffixes
    walk.on(ClassDeclSyntax.self) { node in
      let className = node.name.text
      // Every class with a `var` comes here and nearly none is an interactor: the names and
      // places, in one later check for the class. `nil` is state whatever its type is; a type
      // name is state unless it is a protocol, a store or undeclared.
      var state: [(offset: Int, name: String, typeName: String?)] = []
      for decl in file.members(of: node.memberBlock) {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.isStored,
          !variable.isLet, !variable.modifiers.contains(.static, or: .class)
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            name.text != "output"
          else { continue }
          let offset = name.positionAfterSkippingLeadingTrivia.utf8Offset
          if Self.isWorkHandle(
            name: name.text, type: binding.typeAnnotation?.type,
            initializer: binding.initializer?.value)
          {
            continue
          }
          if let type = binding.typeAnnotation?.type {
            if type.is(FunctionTypeSyntax.self) { continue }
            if type.isCollection || Self.isValueTypeName(type) {
              state.append((offset, name.text, nil))
            } else if let typeName = type.unwrappedNominalName,
              !suffixes.contains(where: { typeName.hasSuffix($0) })
            {
              state.append((offset, name.text, typeName))
            }
          } else if let value = binding.initializer?.value, value.isLiteralState {
            state.append((offset, name.text, nil))
          }
        }
      }
      guard !state.isEmpty else { return }
      let candidates = state
      file.report(later: { index in
        guard index.hasRole(.interactor, className) else { return [] }
        return candidates.compactMap { property in
          if let typeName = property.typeName {
            let declared = index.types(named: typeName)
            guard !declared.isEmpty, !declared.contains(where: { $0.kind == .protocol }),
              !index.hasRole(.store, typeName)
            else { return nil }
          }
          return LaterFinding(
            offset: property.offset,
            "'\(property.name)' is state in interactor '\(className)': an interactor holds only its dependencies and output"
          )
        }
      })
    }
  }

  static func isValueTypeName(_ type: TypeSyntax) -> Bool {
    guard let name = type.unwrappedNominalName else { return false }
    return valueTypes.contains(name)
  }
}

extension TypeSyntax {
  /// The nominal name of the type, or of the element of a `Set`/array of it (`Set<AnyCancellable>`
  /// → `AnyCancellable`), through optionals.
  var workHandleElementName: String? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.workHandleElementName
    }
    if let array = self.as(ArrayTypeSyntax.self) { return array.element.workHandleElementName }
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Set",
      let element = identifier.genericArgumentClause?.arguments.first
    {
      return element.argument.as(TypeSyntax.self)?.workHandleElementName
    }
    return unwrappedNominalName
  }

  /// An array or dictionary type, optional or not.
  var isCollection: Bool {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isCollection }
    return self.is(ArrayTypeSyntax.self) || self.is(DictionaryTypeSyntax.self)
  }
}

extension ExprSyntax {
  /// A literal that can only be state: a number, string, Boolean or collection literal.
  var isLiteralState: Bool {
    self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
      || self.is(BooleanLiteralExprSyntax.self) || self.is(StringLiteralExprSyntax.self)
      || self.is(ArrayExprSyntax.self) || self.is(DictionaryExprSyntax.self)
  }
}
