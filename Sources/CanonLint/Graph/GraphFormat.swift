/// The formats `canon graph` writes.
public enum GraphFormat: String, Sendable, CaseIterable {
  case dot, mermaid, json, html

  public func render(_ graph: DependencyGraph) -> String {
    switch self {
    case .dot: DOTRenderer.render(graph)
    case .mermaid: MermaidRenderer.render(graph)
    case .json: GraphJSONRenderer.render(graph)
    case .html: GraphHTMLRenderer.render(graph)
    }
  }
}

/// Colors shared by the drawings: forbidden edges red, cycles orange, declared dependencies
/// nothing uses grey.
enum GraphColors {
  static let forbidden = "#d00000"
  static let cycle = "#e07000"
  static let cycleFill = "#ffe8cc"
  static let unused = "#8c8c8c"
}

/// What every drawing writes on an edge: its reference count, the forbidden ones, and what the
/// build files say of it (`3 undeclared`, `declared, unused`); a declared and used dependency,
/// or an edge no build file speaks for, carries its count alone.
public enum GraphLabels {
  static func edge(_ edge: DependencyGraph.Edge) -> String {
    if edge.dependency == .declaredUnused { return "declared, unused" }
    var text = edge.violations > 0 ? "\(edge.count) (\(edge.violations) forbidden)" : String(edge.count)
    if edge.dependency == .undeclared { text += " undeclared" }
    return text
  }

  /// `12 declared and used, 2 declared but unused, 3 used but undeclared`; `nil` when no edge
  /// is between modules whose build files list their dependencies.
  public static func dependencies(of graph: DependencyGraph) -> String? {
    let kinds = graph.edges.compactMap(\.dependency)
    guard !kinds.isEmpty else { return nil }
    let count = { (kind: DependencyGraph.Dependency) in kinds.count { $0 == kind } }
    return "\(count(.declared)) declared and used, \(count(.declaredUnused)) declared but unused, "
      + "\(count(.undeclared)) used but undeclared"
  }
}
