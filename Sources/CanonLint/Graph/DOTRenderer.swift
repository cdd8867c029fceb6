/// Graphviz DOT: `dot -Tsvg` draws it. Edges are labelled with their reference counts; a
/// forbidden edge is red with its violation count, a cycle's nodes and edges orange; a
/// dependency no build file declares dashed, one declared and unused dotted grey.
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
      var attributes = ["label=" + quoted(GraphLabels.edge(edge))]
      var styles: [String] = []
      if edge.violations > 0 {
        attributes += [
          "color=\"\(GraphColors.forbidden)\"", "fontcolor=\"\(GraphColors.forbidden)\"", "penwidth=2",
        ]
        if edge.inCycle { styles.append("bold") }
      } else if edge.inCycle {
        attributes += ["color=\"\(GraphColors.cycle)\"", "penwidth=2"]
      }
      // What the build files say is drawn by the line: dashed where undeclared, dotted grey
      // where declared and unused; declared and used is a plain line.
      switch edge.dependency {
      case .undeclared: styles.append("dashed")
      case .declaredUnused:
        styles.append("dotted")
        attributes += ["color=\"\(GraphColors.unused)\"", "fontcolor=\"\(GraphColors.unused)\""]
      case .declared, nil: break
      }
      if !styles.isEmpty { attributes.append("style=" + quoted(styles.joined(separator: ","))) }
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
