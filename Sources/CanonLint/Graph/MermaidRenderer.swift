/// A Mermaid flowchart (GitHub and GitLab render it in Markdown). Node ids are generated
/// (`n0`, `n1`…) and names are quoted labels, so no project name can break the syntax. Edges
/// are styled as in DOT: forbidden red, on a cycle orange, undeclared dashed, declared and
/// unused finely dashed grey.
public enum MermaidRenderer {
  public static func render(_ graph: DependencyGraph) -> String {
    var ids: [String: String] = [:]
    var text = "flowchart LR\n"
    for (number, node) in graph.nodes.enumerated() {
      ids[node.id] = "n\(number)"
      text += "  n\(number)[\"\(MarkupEscaping.mermaidLabel(node.id))\"]\n"
    }
    // Each edge's style, and the edges of each (one `linkStyle` line per style).
    var styled: [(style: String, edges: [Int])] = []
    for (number, edge) in graph.edges.enumerated() {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      text += "  \(from) -->|\"\(MarkupEscaping.mermaidLabel(GraphLabels.edge(edge)))\"| \(to)\n"
      guard let style = Self.style(of: edge) else { continue }
      if let known = styled.firstIndex(where: { $0.style == style }) {
        styled[known].edges.append(number)
      } else {
        styled.append((style, [number]))
      }
    }
    for (style, edges) in styled {
      text += "  linkStyle \(edges.map(String.init).joined(separator: ",")) \(style)\n"
    }
    let cycleNodes = graph.nodes.filter(\.inCycle).compactMap { ids[$0.id] }
    if !cycleNodes.isEmpty {
      text += "  classDef cycle fill:\(GraphColors.cycleFill),stroke:\(GraphColors.cycle),stroke-width:2px\n"
      text += "  class \(cycleNodes.joined(separator: ",")) cycle\n"
    }
    return text
  }

  /// Red for a forbidden edge, orange on a cycle, grey for a declared dependency nothing uses;
  /// dashed where undeclared, finely dashed where unused.
  private static func style(of edge: DependencyGraph.Edge) -> String? {
    var parts: [String] = []
    if edge.violations > 0 {
      parts = ["stroke:\(GraphColors.forbidden)", "stroke-width:2px", "color:\(GraphColors.forbidden)"]
    } else if edge.inCycle {
      parts = ["stroke:\(GraphColors.cycle)", "stroke-width:2px"]
    } else if edge.dependency == .declaredUnused {
      parts = ["stroke:\(GraphColors.unused)", "color:\(GraphColors.unused)"]
    }
    switch edge.dependency {
    case .undeclared: parts.append("stroke-dasharray:6")
    case .declaredUnused: parts.append("stroke-dasharray:2")
    case .declared, nil: break
    }
    return parts.isEmpty ? nil : parts.joined(separator: ",")
  }
}
