/// A Mermaid flowchart (GitHub and GitLab render it in Markdown). Node ids are generated
/// (`n0`, `n1`…) and names are quoted labels, so no project name can break the syntax.
public enum MermaidRenderer {
  public static func render(_ graph: DependencyGraph) -> String {
    var ids: [String: String] = [:]
    var text = "flowchart LR\n"
    for (number, node) in graph.nodes.enumerated() {
      ids[node.id] = "n\(number)"
      text += "  n\(number)[\"\(MarkupEscaping.mermaidLabel(node.id))\"]\n"
    }
    var forbidden: [Int] = []
    var cyclic: [Int] = []
    for (number, edge) in graph.edges.enumerated() {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      let count = edge.violations > 0 ? "\(edge.count) (\(edge.violations) forbidden)" : String(edge.count)
      text += "  \(from) -->|\"\(count)\"| \(to)\n"
      if edge.violations > 0 {
        forbidden.append(number)
      } else if edge.inCycle {
        cyclic.append(number)
      }
    }
    if !forbidden.isEmpty {
      text += "  linkStyle \(forbidden.map(String.init).joined(separator: ",")) stroke:\(GraphColors.forbidden),stroke-width:2px,color:\(GraphColors.forbidden)\n"
    }
    if !cyclic.isEmpty {
      text += "  linkStyle \(cyclic.map(String.init).joined(separator: ",")) stroke:\(GraphColors.cycle),stroke-width:2px\n"
    }
    let cycleNodes = graph.nodes.filter(\.inCycle).compactMap { ids[$0.id] }
    if !cycleNodes.isEmpty {
      text += "  classDef cycle fill:\(GraphColors.cycleFill),stroke:\(GraphColors.cycle),stroke-width:2px\n"
      text += "  class \(cycleNodes.joined(separator: ",")) cycle\n"
    }
    return text
  }
}
