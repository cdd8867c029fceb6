/// A self-contained page of the graph: the SVG when Graphviz is at hand, and the edges as a
/// table either way (readable with no tool and no network), with what the build files say of
/// each.
enum GraphHTMLRenderer {
  static func render(_ graph: DependencyGraph) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head><meta charset="utf-8"><title>Canon graph</title><style>\(HTMLReporter.style)</style></head>
      <body>
      <h1>Canon graph: \(graph.level.rawValue)</h1>
      <p>\(graph.nodes.count) nodes, \(graph.edges.count) edges, \(graph.cycles.count) cycle\(graph.cycles.count == 1 ? "" : "s").</p>

      """
    if let dependencies = GraphLabels.dependencies(of: graph) {
      html += "<p>Dependencies: \(MarkupEscaping.html(dependencies)).</p>\n"
    }
    html += HTMLReporter.graphFigure(graph)
    if !graph.cycles.isEmpty {
      html += "<h2>Cycles</h2><ul>\n"
      for cycle in graph.cycles {
        html += "<li>\(MarkupEscaping.html(cycle.members.joined(separator: ", "))): "
        html += "\(MarkupEscaping.html((cycle.path + cycle.path.prefix(1)).joined(separator: " → ")))</li>\n"
      }
      html += "</ul>\n"
    }
    html += "<h2>Edges</h2>\n<table id=\"edges\"><thead><tr><th>From</th><th>To</th><th>References</th><th>Forbidden</th><th>Dependency</th></tr></thead><tbody>\n"
    for edge in graph.edges {
      html += "<tr\(edge.violations > 0 ? " class=\"error\"" : "")><td>\(MarkupEscaping.html(edge.from))</td><td>\(MarkupEscaping.html(edge.to))</td>"
      html += "<td>\(edge.count)</td><td>\(edge.violations)</td><td>\(Self.dependency(edge.dependency))</td></tr>\n"
    }
    return html + "</tbody></table>\n</body>\n</html>\n"
  }

  /// What the build files say of an edge, in words; empty when they say nothing.
  private static func dependency(_ dependency: DependencyGraph.Dependency?) -> String {
    switch dependency {
    case .declared: "declared"
    case .declaredUnused: "declared, unused"
    case .undeclared: "undeclared"
    case nil: ""
    }
  }
}
