/// The graph as JSON, in the shape `docs/graph.schema.json` publishes.
public enum GraphJSONRenderer {
  struct Document: Encodable {
    var schema = "https://canon.dev/schemas/graph-1.json"
    var version = 1
    var level: DependencyGraph.Level
    var nodes: [DependencyGraph.Node]
    var edges: [DependencyGraph.Edge]
    var cycles: [DependencyGraph.Cycle]
    enum CodingKeys: String, CodingKey {
      case version, level, nodes, edges, cycles
      case schema = "$schema"
    }
  }

  public static func render(_ graph: DependencyGraph) -> String {
    JSONText.encode(
      Document(level: graph.level, nodes: graph.nodes, edges: graph.edges, cycles: graph.cycles))
  }
}
