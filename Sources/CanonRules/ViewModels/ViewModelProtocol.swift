import CanonLint
import SwiftSyntax

/// Each view defines its view model with a protocol, named after the view model.
struct ViewModelProtocol: SyntaxRule {
  enum Suffix: String, CaseIterable, OptionValue {
    case type = "Type"
    case ing
    case `protocol` = "Protocol"
  }

  struct Options: RuleOptions {
    var suffix = Suffix.type
    static var fields: [OptionField<Options>] {
      [
        .option(
          "suffix", \.suffix,
          "What view-model protocols end in after the view model's name: `Type` (`BananaViewModelType`), `ing` (`BananaViewModeling`) or `Protocol` (`BananaViewModelProtocol`)"
        )
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "view-model-protocol",
    summary: "A concrete view model without its protocol, or a view holding a concrete view model",
    rationale: """
      A view works only with the protocol of its view model, so the view can be shown with \
      another implementation (a stub in tests, a variant screen) and the view model's internals \
      stay out of reach. Every concrete view model therefore conforms to a protocol named after \
      it with the team's suffix (`BananaViewModel` → `BananaViewModelType`; `-ing` or \
      `Protocol` by option; a view model nested in its view, `MangaView.ViewModel`, by both \
      names: `MangaViewModelType`), and views, cells and view controllers type their view-model \
      properties with that protocol. A prefixed implementation (`DefaultBananaViewModel`, \
      `MockBananaViewModel`) may conform to the protocol of the name it contains. View-model \
      base classes that the project subclasses are not screens' view models and are skipped, \
      and a generic protocol shared by every view model (`ViewModelType` with associated \
      types) does not count as a view's protocol. A screen whose view model comes in \
      variants (`SongListViewModel` with `SongListTrendingViewModel`, \
      `SongListAlbumViewModel`, … as subclasses) holds the root class, and that is where the \
      protocol goes: the subclasses inherit it, so the hierarchy is reported once, at the \
      root (a project view model class that a view, view controller or cell the project does \
      not subclass types a view-model property with; a subclass that a view holds by itself \
      is a screen's view model too, and needs its own). A view holding a \
      concrete view model that has no protocol at all is that view model's finding, which \
      already says to use the protocol in its view: the property is reported only when the \
      protocol exists. SwiftUI property wrappers (`@StateObject`, `@ObservedObject`, …) need \
      a concrete type and are not flagged.
      """,
    source: "G0 implementation guidelines: View defines its ViewModel with a protocol; G4 `-ing` protocols",
    triggering: [
      Example("final class ↓BananaViewModel {\n  var title = \"\"\n}"),
      // Named after it, with another suffix than the team's (`Type`): reported as a rename, never
      // as "conforms to no protocol" (RuleMessagesPrecisionTests).
      Example(
        "final class ↓BananaViewModel: BananaViewModeling {}",
        context: ["Sources/App/BananaViewModeling.swift": "protocol BananaViewModeling {}"]),
      Example(
        "class ↓LoginViewModel: ViewModel, ViewModelType {}",
        context: [
          "Sources/App/ViewModel.swift": "class ViewModel {}",
          "Sources/App/ViewModelType.swift": "protocol ViewModelType {\n  associatedtype Input\n}",
        ]),
      Example(
        "final class BananaViewController: UIViewController {\n  private let ↓viewModel: BananaViewModel\n}",
        context: [
          "Sources/App/BananaViewModel.swift":
            "protocol BananaViewModelType {}\nfinal class BananaViewModel: BananaViewModelType {}"
        ]),
      Example(
        "final class ↓LanguagesViewModel: LanguagesViewModelType {}",
        context: ["Sources/App/LanguagesViewModelType.swift": "protocol LanguagesViewModelType {}"],
        options: "suffix: ing"),
      // The screen holds the root of its view models' hierarchy: the protocol goes there, once.
      Example(
        "class ↓SongListViewModel: ViewModel {\n  func load() {}\n}",
        context: [
          "Sources/App/ViewModel.swift": "class ViewModel {}",
          "Sources/App/SongListTrendingViewModel.swift": "final class SongListTrendingViewModel: SongListViewModel {}",
          "Sources/App/SongListAlbumViewModel.swift": "final class SongListAlbumViewModel: SongListViewModel {}",
          "Sources/App/SongListViewController.swift":
            "final class SongListViewController: UIViewController {\n  var viewModel: SongListViewModel!\n}",
        ],
        options: "suffix: ing"),
      // A view holding a view model that has no protocol at all: one problem, reported at the view
      // model ("declare … and use it in its view"), not again at the property.
      Example(
        "final class BananaViewController: UIViewController {\n  private let viewModel: BananaViewModel\n}",
        context: ["Sources/App/BananaViewModel.swift": "final class ↓BananaViewModel {}"]),
      // A subclass its own screen holds by itself is that screen's view model, with its own
      // protocol (once: the property holding it is not reported again).
      Example(
        "final class ↓ReaderTextViewModel: ReaderPagedViewModel {}",
        context: [
          "Sources/App/ReaderPagedViewModel.swift":
            "protocol ReaderPagedViewModelType {}\nclass ReaderPagedViewModel: ReaderPagedViewModelType {}",
          "Sources/App/ReaderPagedViewController.swift":
            "final class ReaderPagedViewController: UIViewController {\n  let viewModel: ReaderPagedViewModelType\n}",
          "Sources/App/ReaderTextViewController.swift":
            "final class ReaderTextViewController: UIViewController {\n  let viewModel: ReaderTextViewModel\n}",
        ]),
      // A generic base that a base view controller (one the project subclasses) holds is not a
      // screen's view model with variants: each screen's view model still needs its own protocol.
      Example(
        "final class ↓LoginViewModel: BaseViewModel {}",
        context: [
          "Sources/App/BaseViewModel.swift": "protocol BaseViewModelType {}\nclass BaseViewModel: BaseViewModelType {}",
          "Sources/App/BaseViewController.swift":
            "class BaseViewController: UIViewController {\n  var viewModel: BaseViewModelType!\n}\nfinal class LoginViewController: BaseViewController {}",
        ]),
      // A view model nested in its view is named after both: `MangaViewModelType`.
      Example("extension MangaView {\n  final class ↓ViewModel: ObservableObject {}\n}"),
    ],
    nonTriggering: [
      Example(
        "extension MangaView {\n  final class ViewModel: ObservableObject, MangaViewModelType {}\n}",
        context: ["Sources/App/MangaViewModelType.swift": "protocol MangaViewModelType {}"]),
      Example("protocol BananaViewModelType {}\nfinal class BananaViewModel: BananaViewModelType {}"),
      Example(
        "final class BananaViewModel {}",
        context: ["Sources/App/BananaViewModel+Type.swift": "protocol BananaViewModelType {}\nextension BananaViewModel: BananaViewModelType {}"]),
      Example(
        "final class LanguagesViewModel: LanguagesViewModeling {}\nprotocol LanguagesViewModeling {}",
        options: "suffix: ing"),
      Example(
        "final class DefaultBananaViewModel: BananaViewModelProtocol {}\nprotocol BananaViewModelProtocol {}",
        options: "suffix: Protocol"),
      Example(
        "class ViewModel: NSObject {}\nclass LoginViewModel: ViewModel, LoginViewModelType {}\nprotocol LoginViewModelType {}"),
      Example(
        "final class BananaViewController: UIViewController {\n  private let viewModel: BananaViewModelType\n}",
        context: [
          "Sources/App/BananaViewModel.swift":
            "protocol BananaViewModelType {}\nfinal class BananaViewModel: BananaViewModelType {}"
        ]),
      Example(
        "struct BananaView: View {\n  @StateObject var viewModel: BananaViewModel\n  var body: some View { Text(\"\") }\n}",
        context: [
          "Sources/App/BananaViewModel.swift":
            "protocol BananaViewModelType {}\nfinal class BananaViewModel: BananaViewModelType {}"
        ]),
      Example("protocol BananaViewModelType {}\nenum BananaViewModelFactory {}"),
      // A variant of a screen's view model: the protocol of the root class the view holds is this
      // subclass's too (without it, the root is reported, as above).
      Example(
        "final class SongListTrendingViewModel: SongListViewModel {}",
        context: [
          "Sources/App/SongListViewModel.swift":
            "protocol SongListViewModeling {}\nclass SongListViewModel: SongListViewModeling {}",
          "Sources/App/SongListAlbumViewModel.swift": "final class SongListAlbumViewModel: SongListViewModel {}",
          "Sources/App/SongListViewController.swift":
            "final class SongListViewController: UIViewController {\n  var viewModel: SongListViewModeling!\n}",
        ],
        options: "suffix: ing"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let suffix = options.suffix.rawValue
    func checkType(_ name: TokenSyntax, in decl: some DeclSyntaxProtocol) {
      let typeName = name.text
      // A view model nested in its view (`MangaView.ViewModel`) is named after both.
      let outer = Self.isBareStem(typeName) ? decl.owningType?.name : nil
      let spelled = outer.map { Self.joined($0, typeName) } ?? typeName
      let shown = outer.map { "\($0).\(typeName)" } ?? typeName
      // Two messages, one true at a time: no protocol named after it at all, or one named with
      // another of the suffixes than the team's (`…ViewModelProtocol` where `…Type` is agreed).
      let otherSuffixes = Suffix.allCases.map(\.rawValue).filter { $0 != suffix }
      // `DefaultMoviesViewModel: MoviesViewModel`: the protocol is there, named for the view
      // model without the implementation's prefix; the change is its name, not a new protocol.
      if let adopted = Self.unsuffixedProtocol(of: typeName, in: decl) {
        file.report(
          at: name,
          "'\(shown)''s protocol '\(adopted)' is named without the team's suffix '\(suffix)': rename it '\(adopted)\(suffix)'",
          when: { index in
            Suffix.allCases.allSatisfy {
              Self.lacksProtocol(typeName, spelled: spelled, suffix: $0.rawValue, in: index)
            }
          })
        return
      }
      file.report(
        at: name,
        "'\(shown)' conforms to no protocol named after it: declare '\(spelled)\(suffix)' and use it in its view",
        when: { index in
          Self.lacksProtocol(typeName, spelled: spelled, suffix: suffix, in: index)
            && otherSuffixes.allSatisfy {
              Self.lacksProtocol(typeName, spelled: spelled, suffix: $0, in: index)
            }
        })
      file.report(
        at: name,
        "'\(shown)''s protocol is named with another suffix than the team's '\(suffix)': rename it '\(spelled)\(suffix)'",
        when: { index in
          Self.lacksProtocol(typeName, spelled: spelled, suffix: suffix, in: index)
            && otherSuffixes.contains {
              !Self.lacksProtocol(typeName, spelled: spelled, suffix: $0, in: index)
            }
        })
    }
    walk.on(ClassDeclSyntax.self) { checkType($0.name, in: $0) }
    walk.on(StructDeclSyntax.self) { checkType($0.name, in: $0) }
    walk.on(ActorDeclSyntax.self) { checkType($0.name, in: $0) }

    walk.on(VariableDeclSyntax.self) { node in
      // Every variable passes here: look at the bytes of the names before anything allocates
      // or walks up the tree.
      guard Self.mayHaveTypedViewModelBinding(node),
        let owner = node.enclosingTypeName, node.enclosingFunctionLike == nil
      else { return }
      let isWrapped = !node.attributes.names.isDisjoint(with: Self.swiftUIWrappers)
      for binding in node.bindings {
        guard Self.isTypedViewModelBinding(binding),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          let typeName = binding.typeAnnotation?.type.nominalName
        else { continue }
        // What the view holds its view model as, wrapped or not: the root of a hierarchy.
        file.record(HeldViewModel(holder: owner, type: typeName))
        guard !isWrapped else { continue }
        file.report(
          at: name,
          "type '\(name.text)' with a view-model protocol (a '…ViewModel\(suffix)'), not the concrete class '\(typeName)'",
          when: { index in
            let roles = index.roles(of: owner)
            guard !roles.isDisjoint(with: [.view, .viewController, .cell]) else { return false }
            let declared = index.types(named: typeName)
            return !declared.isEmpty && declared.allSatisfy { $0.kind != .protocol }
              && index.hasRole(.viewModel, typeName)
              // No protocol to type it with yet: the view model's finding says to declare it and
              // use it here, one problem.
              && !Self.reportsMissingProtocol(of: typeName, in: index)
          })
      }
    }
  }

  /// Prefixes that name one implementation of a view model's protocol (`DefaultMoviesViewModel`).
  static let implementationPrefixes = ["Default", "Live", "Concrete", "Real"]

  /// The protocol a view model named with an implementation prefix adopts under its own name
  /// without the prefix (`MoviesViewModel` for `DefaultMoviesViewModel: MoviesViewModel`).
  static func unsuffixedProtocol(of name: String, in decl: some DeclSyntaxProtocol) -> String? {
    guard let prefix = implementationPrefixes.first(where: { name.hasPrefix($0) }) else { return nil }
    let stem = String(name.dropFirst(prefix.count))
    let clause =
      decl.as(ClassDeclSyntax.self)?.inheritanceClause ?? decl.as(StructDeclSyntax.self)?.inheritanceClause
      ?? decl.as(ActorDeclSyntax.self)?.inheritanceClause
    return clause?.typeNames.contains(stem) == true ? stem : nil
  }

  /// A view-model property of `holder` typed `type` (`var viewModel: SongListViewModel!`).
  struct HeldViewModel: Fact {
    var holder: String
    var type: String

    init(holder: String, type: String) {
      self.holder = holder
      self.type = type
    }

    func write(to writer: inout FactWriter) {
      writer.write(holder)
      writer.write(type)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      holder = try reader.read()
      type = try reader.read()
    }
  }

  /// Whether `name` gets "conforms to no protocol named after it" (no protocol with any suffix).
  static func reportsMissingProtocol(of name: String, in index: ProjectIndex) -> Bool {
    Suffix.allCases.allSatisfy { lacksProtocol(name, suffix: $0.rawValue, in: index) }
  }

  /// The classes of `chain` (a view model's class chain, itself first) that a view, view
  /// controller or cell the project does not subclass holds as its view model, by the class or
  /// by a protocol named after it: screens' view models. A base view controller's
  /// `BaseViewModel` is a generic base, not a screen's. Empty when the view model has no
  /// project superclass and is not subclassed (no hierarchy to place a protocol in).
  static func screenViewModels(among chain: [String], in index: ProjectIndex) -> Set<String> {
    guard let name = chain.first, chain.count > 1 || index.isSubclassed(name) else { return [] }
    let stems = index.rolePatterns.nameSuffixes[.viewModel] ?? ["ViewModel"]
    // Each class of the chain under the names a view could hold it by.
    var classByHeldName: [String: String] = [:]
    for member in chain where stems.contains(where: { member.hasSuffix($0) && member != $0 }) {
      classByHeldName[member] = member
      for suffix in Suffix.allCases { classByHeldName[member + suffix.rawValue] = member }
    }
    guard !classByHeldName.isEmpty else { return [] }
    var held = Set<String>()
    for (_, fact) in index.facts(of: id, as: HeldViewModel.self) {
      guard let member = classByHeldName[fact.type], !held.contains(member),
        !index.roles(of: fact.holder).isDisjoint(with: [.view, .viewController, .cell]),
        !index.isSubclassed(fact.holder), index.hasRole(.viewModel, member)
      else { continue }
      held.insert(member)
    }
    return held
  }

  /// `isTypedViewModelBinding` for any binding, without a node for the many variables that
  /// have none.
  static func mayHaveTypedViewModelBinding(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindsName(typed: true) { name in name == "viewModel" || name.hasSuffix("ViewModel") }
  }

  /// `viewModel: T` or `…ViewModel: T`: a binding named like a view model, with a type.
  static func isTypedViewModelBinding(_ binding: PatternBindingSyntax) -> Bool {
    guard binding.typeAnnotation != nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.textBytes
    else { return false }
    return name == "viewModel" || name.hasSuffix("ViewModel")
  }

  static let swiftUIWrappers: Set<String> = [
    "StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment",
  ]

  /// Whether the name is a view-model stem alone (`ViewModel`): a view model nested in the type
  /// it serves, named after it.
  static func isBareStem(_ name: String) -> Bool {
    name == "ViewModel"
  }

  /// The name of a view model `inner` nested in `outer`, as one word: `MangaView` and
  /// `ViewModel` make `MangaViewModel`; `Settings` and `ViewModel` make `SettingsViewModel`.
  static func joined(_ outer: String, _ inner: String) -> String {
    outer.hasSuffix("View") && inner.hasPrefix("View") ? outer + inner.dropFirst(4) : outer + inner
  }

  /// Whether `name` is a concrete view model named like one, conforming to no protocol named
  /// after it (after `spelled`, for a view model nested in its view): not a subclassed base,
  /// unless a screen holds the hierarchy through it, and not a variant of such a root that no
  /// screen holds by itself.
  static func lacksProtocol(
    _ name: String, spelled: String? = nil, suffix: String, in index: ProjectIndex
  ) -> Bool {
    let declared = index.types(named: name)
    guard !declared.isEmpty, declared.allSatisfy({ $0.kind != .protocol && $0.kind != .enum }),
      index.hasRole(.viewModel, name), !index.hasRole(.testCase, name)
    else { return false }
    let stems = index.rolePatterns.nameSuffixes[.viewModel] ?? ["ViewModel"]
    guard stems.contains(where: { name.hasSuffix($0) }) else { return false }

    // Supertypes, through project superclasses.
    var visited: Set<String> = [name]
    var queue = [name]
    while let current = queue.popLast() {
      for supertype in index.supertypes(of: current) where visited.insert(supertype).inserted {
        guard supertype.hasSuffix(suffix) else {
          queue.append(supertype)
          continue
        }
        let stem = String(supertype.dropLast(suffix.count))
        // Named after this view model (prefix allowed), and not the bare generic stem.
        if stems.contains(where: { stem.hasSuffix($0) && stem != $0 }) && (spelled ?? name).contains(stem) {
          return false
        }
        queue.append(supertype)
      }
    }
    // Asked last, of the few with no protocol: a screen holding the root of a hierarchy of view
    // models gets the protocol there, once; its subclasses (variants no view holds by
    // themselves) inherit it. Any other subclassed view model is a generic base, not a screen's.
    let chain = index.classChain(name).map(\.name)
    let screens = screenViewModels(among: chain, in: index)
    if screens.contains(name) { return true }
    return !chain.dropFirst().contains(where: screens.contains) && !index.isSubclassed(name)
  }
}
