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

/// Colors shared by the drawings: forbidden edges red, cycles orange.
enum GraphColors {
  static let forbidden = "#d00000"
  static let cycle = "#e07000"
  static let cycleFill = "#ffe8cc"
}
