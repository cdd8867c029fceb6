import CanonLint

/// The `layers:` and `forbidden:` policy of a project, asked one question at a time ("which
/// layer is `ProfileView` in?", "may it use `OrderStore`?"), answered by the same resolution
/// `layer-dependencies` reports with: a type's layers come from its roles and the path of its
/// declaration, a file's from its path, and a reference is forbidden when a layer of its source
/// must not know a layer of its target that the source is not itself in.
public struct LayerPolicy {
  /// The layers, in the order the configuration writes them.
  public let layers: [Layer]
  public let boundaries: [LayerBoundary]
  /// Whether the project runs `layer-dependencies`; when not, its defaults are the policy.
  public let isConfigured: Bool
  private let swiftUIExempt: Set<String>
  private let resolver: LayerResolver

  /// The policy of the configured `layer-dependencies` among `rules` (the defaults without it).
  public init(index: ProjectIndex, rules: [ConfiguredRule]) {
    let configured = rules.lazy.compactMap { $0.rule as? LayerDependencies }.first
    let options = configured?.options ?? LayerDependencies.Options()
    layers = options.layers.layers
    boundaries = options.forbidden.boundaries
    isConfigured = configured != nil
    swiftUIExempt = Set(options.swiftUIViewsMayReference)
    resolver = LayerResolver(index: index, layers: layers, files: index.files)
  }

  /// Whether the project declares `name` at its top level (only such types have layers).
  public func declares(type name: String) -> Bool { resolver.root(of: name) != nil }

  /// The layers of a top-level project type, in configuration order.
  public func layers(ofType name: String) -> [String] {
    ordered(resolver.root(of: name).map { resolver.layers(ofType: $0) } ?? [])
  }

  /// The layers a file belongs to by its path (relative to the root, or absolute).
  public func layers(ofPath path: String) -> [String] { ordered(resolver.layers(ofPath: path)) }

  /// What the policy says of a reference from type `source` to type `target`.
  public struct Verdict: Sendable, Equatable {
    public var fromLayers: [String]
    public var toLayers: [String]
    /// The boundary it crosses (its `to` is the one layer concerned); `nil` when allowed.
    public var forbidden: LayerBoundary?
    /// Allowed only because `source` is a SwiftUI view, which binds to these layers itself
    /// (`swiftui-views-may-reference`).
    public var allowedAsSwiftUIView: Bool
  }

  public func reference(from source: String, to target: String) -> Verdict {
    let from = Set(layers(ofType: source))
    let to = Set(layers(ofType: target))
    let exempt = resolver.isSwiftUIView(source) ? swiftUIExempt : []
    var forbidden: LayerBoundary?
    var exempted = false
    search: for layer in layers.map(\.name) where from.contains(layer) {
      for boundary in boundaries where boundary.from == layer {
        for crossed in boundary.to where to.contains(crossed) && !from.contains(crossed) {
          if exempt.contains(crossed) {
            exempted = true
            continue
          }
          forbidden = LayerBoundary(from: layer, to: [crossed])
          break search
        }
      }
    }
    return Verdict(
      fromLayers: ordered(from), toLayers: ordered(to), forbidden: forbidden,
      allowedAsSwiftUIView: forbidden == nil && exempted)
  }

  private func ordered(_ names: Set<String>) -> [String] {
    layers.map(\.name).filter(names.contains)
  }
}
