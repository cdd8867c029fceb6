/// Graphviz DOT: `dot -Tsvg` draws it. Edges are labelled with their reference counts; a
/// forbidden edge is red with its violation count, a cycle's nodes and edges orange.
public enum DOTRenderer {
  public static func render(_ graph: DependencyGraph) -> String {
    var text = "digraph canon {\n"
    text += "  graph [rankdir=LR, label=\(quoted("canon graph --level \(graph.level.rawValue)")), labelloc=t, fontname=\"Helvetica\"];\n"
    text += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f4f4\", fontname=\"Helvetica\"];\n"
    text += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
    for node in graph.nodes {
      var attributes = ["label=" + quoted(node.id)]
      if node.inCycle {
        attributes += ["color=\"\(GraphColors.cycle)\"", "fillcolor=\"\(GraphColors.cycleFill)\"", "penwidth=2"]
      }
      text += "  \(quoted(node.id)) [\(attributes.joined(separator: ", "))];\n"
    }
    for edge in graph.edges {
      var attributes: [String]
      if edge.violations > 0 {
        attributes = [
          "label=" + quoted("\(edge.count) (\(edge.violations) forbidden)"),
          "color=\"\(GraphColors.forbidden)\"", "fontcolor=\"\(GraphColors.forbidden)\"", "penwidth=2",
        ]
      } else {
        attributes = ["label=" + quoted(String(edge.count))]
        if edge.inCycle { attributes += ["color=\"\(GraphColors.cycle)\"", "penwidth=2"] }
      }
      if edge.violations > 0 && edge.inCycle { attributes.append("style=bold") }
      text += "  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];\n"
    }
    return text + "}\n"
  }

  /// A DOT quoted string: only `"` and `\` need a backslash; a line break is written `\n`
  /// (Graphviz's centred line break) and other control characters as `\u{XX}` text.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r\n": result += "\\n"
      default:
        if character.utf8.count == 1, let byte = character.utf8.first, ControlCharacters.isControl(byte) {
          var bytes: [UInt8] = []
          ControlCharacters.appendEscaped(String(character), to: &bytes)
          result += String(decoding: bytes, as: UTF8.self)
        } else {
          result.append(character)
        }
      }
    }
    return result + "\""
  }
}
