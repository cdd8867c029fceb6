import CanonLint

extension LayerDependencies {
  /// One reference (all the places one owner names one type or module) as the layers see it.
  struct ResolvedReference {
    /// The file it is written in.
    var path: String
    /// The top-level type (or extended type) it is written in; empty outside any type and for
    /// imports.
    var owner: String
    /// The type whose layers it is judged by, as the message names it: the innermost type with
    /// a role of its own it is written in (`MangaView.ViewModel`), else `owner`.
    var speaker: String
    /// The type's name (its first part) or the imported module.
    var target: String
    var isImport: Bool
    var fromLayers: Set<String>
    var toLayers: Set<String>
    /// The boundary it breaks, if any.
    var forbidden: (from: String, to: String)?
    /// Its places.
    var places: () -> [(line: Int, column: Int)]
  }
}

/// The layer policy applied to one recorded reference: which layers its source and its target
/// are in, and which `forbidden:` boundary it crosses. Memoizes what a name resolves to: the
/// project writes the same few thousand names in every file.
final class LayerJudgement {
  private let index: ProjectIndex
  private let layerNames: [String]
  /// The layers each layer must not reference.
  private let forbidden: [String: [String]]
  private let resolver: LayerResolver
  private let swiftUIExempt: Set<String>
  private let entityFolders: Set<String>
  /// Whether every reference to the project is wanted (`canon graph`), or only forbidden ones.
  private let all: Bool
  private var typeLayers: [String: Set<String>] = [:]
  private var moduleLayers: [String: Set<String>] = [:]
  private var entityFolderFiles: [String: Bool] = [:]

  init(index: ProjectIndex, options: LayerDependencies.Options, all: Bool, files: [FileSummary]) {
    let layers = options.layers.layers
    var forbidden: [String: [String]] = [:]
    for boundary in options.forbidden.boundaries {
      forbidden[boundary.from, default: []] += boundary.to
    }
    if options.viperDialect == .vip {
      // VIP's view controller sends requests to its interactor and holds its router, which
      // builds child scenes through their assemblies: the view may know those layers.
      let viewRoles: Set<Role> = [.view, .viewController]
      let allowed: Set<Role> = [.interactor, .router, .assembly]
      let views = Set(layers.filter { !$0.roles.isDisjoint(with: viewRoles) }.map(\.name))
      let reachable = Set(layers.filter { !$0.roles.isDisjoint(with: allowed) }.map(\.name))
      for from in views { forbidden[from]?.removeAll { reachable.contains($0) } }
    }
    self.index = index
    self.forbidden = forbidden
    self.all = all
    layerNames = layers.map(\.name)
    resolver = LayerResolver(index: index, layers: layers, files: files)
    swiftUIExempt = Set(options.swiftUIViewsMayReference)
    entityFolders = Set(index.rolePatterns.folders[.entity] ?? [])
  }

  /// The reference as the layers see it; `nil` when it is not wanted: not the project's, to no
  /// layer, or (`all: false`) allowed.
  func resolve(_ reference: TypeReference, inFile path: String) -> LayerDependencies.ResolvedReference? {
    // Most names are not the project's: settle that before making anything else.
    let isImport = reference.isImport
    let target = reference.target
    let owner = reference.ownerName
    // A type's references to itself (and its nested types) stay inside its layer.
    guard isImport || target != owner, let toLayers = layers(ofTarget: target, isImport: isImport),
      all || !toLayers.isEmpty,
      // In a package module that neither is nor imports the declaring module, the name is
      // another type's (SwiftUI's `List`, not the `Models` package's `List`).
      isImport || index.canSee(target, from: path)
    else { return nil }
    // The nearest declaration wins: `Coordinator` written in a `UIViewRepresentable` that nests
    // its own `Coordinator` is that one, not the project's top-level coordinator. `List { … }`
    // in a SwiftUI file is SwiftUI's unless the project's `List` is declared in this file's own
    // target (which would shadow SwiftUI's there).
    func isOtherType() -> Bool {
      !isImport
        && ((!owner.isEmpty && resolver.declaresNested(target, in: owner))
          || resolver.isSwiftUIName(target, inFile: path))
    }
    if all && isOtherType() { return nil }
    let speaker = isImport || owner.isEmpty ? (name: owner, path: owner) : speaker(of: reference)
    let owners = isImport ? resolver.topLevelTypes(inFile: path) : (owner.isEmpty ? [] : [speaker.name])
    let fromLayers = layers(of: owners, inFile: path, isExtension: reference.owner.isExtension)
    var broken: (from: String, to: String)?
    if !fromLayers.isEmpty && !toLayers.isEmpty {
      broken = boundary(from: fromLayers, to: toLayers, owners: owners, isImport: isImport)
      if broken != nil && !all && isOtherType() { return nil }
      // A private type beside the one it serves (a coordinator's own SwiftUI view) is that
      // type's code, as its nested types are.
      if broken != nil, owners.count == 1, !isImport,
        resolver.isPrivateHelper(owner, of: target, inFile: path)
      {
        if !all { return nil }
        broken = nil
      }
    }
    guard all || broken != nil else { return nil }
    let places = reference.places
    return LayerDependencies.ResolvedReference(
      path: path, owner: owner, speaker: speaker.path, target: target, isImport: isImport,
      fromLayers: fromLayers,
      toLayers: toLayers, forbidden: broken, places: { places.map { ($0.line, $0.column) } })
  }

  /// The innermost type the reference is written in that has a role of its own, and its path
  /// from the owner: `ViewModel`, `MangaView.ViewModel` for code in `extension MangaView {
  /// class ViewModel }`. The owner when none has (a view model's nested `State`, a
  /// representable's `Coordinator`). Roles are a name's: an entity's by its folder, and those
  /// of a name the project also declares at the top level (Loop's nested `LoopStateView`
  /// snapshot beside its `LoopStateView: UIView`), are not the nested type's own. A nested
  /// type with the owner's roles (a cell view nested in a view) is the owner's code: one
  /// problem, one finding.
  private func speaker(of reference: TypeReference) -> (name: String, path: String) {
    let owner = reference.ownerName
    var nested = reference.nested
    guard !nested.isEmpty else { return (owner, owner) }
    let ownerRoles = index.roles(of: owner)
    while let inner = nested.last {
      let roles = index.roles(of: inner).subtracting([.entity])
      if !roles.isEmpty, roles != ownerRoles,
        index.types(named: inner).allSatisfy({ !$0.parents.isEmpty })
      {
        return (inner, ([owner] + nested).joined(separator: "."))
      }
      nested.removeLast()
    }
    return (owner, owner)
  }

  /// The first boundary, in the order of the layers, that a reference from `fromLayers` to
  /// `toLayers` crosses: a layer of the source must not know a layer of the target that the
  /// source is not itself in. A SwiftUI view binds to its view model itself.
  private func boundary(
    from fromLayers: Set<String>, to toLayers: Set<String>, owners: [String], isImport: Bool
  ) -> (from: String, to: String)? {
    // Asked only of a forbidden reference.
    lazy var exempt =
      !isImport && !swiftUIExempt.isEmpty && owners.count == 1 && resolver.isSwiftUIView(owners[0])
      ? swiftUIExempt : []
    for from in layerNames where fromLayers.contains(from) {
      let to = (forbidden[from] ?? []).first {
        toLayers.contains($0) && !fromLayers.contains($0) && !exempt.contains($0)
      }
      if let to { return (from, to) }
    }
    return nil
  }

  /// The layers of what a reference names: a module's for an import, a top-level project type's
  /// otherwise; `nil` when `all` wants project types only and the name is none.
  private func layers(ofTarget target: String, isImport: Bool) -> Set<String>? {
    if isImport {
      if let known = moduleLayers[target] { return known }
      let found = resolver.moduleLayers(target)
      moduleLayers[target] = found
      return found
    }
    if all {
      guard resolver.root(of: target) != nil else { return nil }
    }
    if let known = typeLayers[target] { return known }
    let found = resolver.root(of: target).map { resolver.layers(ofType: $0) } ?? []
    typeLayers[target] = found
    return found
  }

  /// The layers of the code a reference is written in: its file's by path, and its owners' by
  /// their roles. An extension written outside the model's folders (a data source extension of
  /// a model enum in the UI module) is not the model's own code.
  private func layers(of owners: [String], inFile path: String, isExtension: Bool) -> Set<String> {
    var layers = resolver.layers(ofPath: path)
    for name in owners {
      let roleLayers =
        isExtension && !isInEntityFolder(path)
        ? resolver.layers(ofRoles: name, excluding: .entity) : resolver.layers(ofRoles: name)
      layers.formUnion(roleLayers)
    }
    return layers
  }

  private func isInEntityFolder(_ path: String) -> Bool {
    if let known = entityFolderFiles[path] { return known }
    let found = PathUtilities.components(path).dropLast().contains {
      entityFolders.contains(String($0))
    }
    entityFolderFiles[path] = found
    return found
  }
}

extension TypeReference.Owner {
  var isExtension: Bool {
    if case .extension = self { return true }
    return false
  }
}
