import Foundation

/// SVG drawn by Graphviz's `dot`, when it is on `PATH`.
public enum GraphvizRenderer {
  /// The SVG element for the graph, without the XML prolog (to inline in HTML); `nil` when `dot`
  /// cannot be run or fails.
  public static func svg(of graph: DependencyGraph) -> String? {
    svg(ofDOT: DOTRenderer.render(graph))
  }

  public static func svg(ofDOT dot: String) -> String? {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("canon-graph-\(UUID().uuidString).dot").path
    guard FileManager.default.createFile(atPath: file, contents: Data(dot.utf8)) else { return nil }
    defer { try? FileManager.default.removeItem(atPath: file) }
    guard let result = Subprocess.run(["dot", "-Tsvg", file]), result.status == 0 else { return nil }
    let text = String(decoding: result.output, as: UTF8.self)
    guard let start = text.range(of: "<svg") else { return nil }
    return String(text[start.lowerBound...])
  }
}
