import Foundation
import Testing

@testable import CanonLint

@Suite struct DependencyGraphTests {
  @Test func countsReferencesAndFindsEachCycleGroupOnce() {
    var builder = DependencyGraph.Builder(level: .modules)
    builder.addReference(from: "Cart", to: "Checkout", count: 2, place: Location(path: "b.swift", line: 3, column: 1))
    builder.addReference(from: "Cart", to: "Checkout", count: 1, place: Location(path: "a.swift", line: 9, column: 1))
    builder.addReference(from: "Checkout", to: "Profile")
    builder.addReference(from: "Profile", to: "Cart", violations: 1)
    builder.addReference(from: "Profile", to: "Core")
    builder.addReference(from: "Core", to: "Core")
    builder.addNode("Lonely", file: "Lonely/A.swift")
    let graph = builder.build()
    #expect(graph.nodes.map(\.id) == ["Cart", "Checkout", "Core", "Lonely", "Profile"])
    #expect(graph.nodes.filter(\.inCycle).map(\.id) == ["Cart", "Checkout", "Profile"])
    #expect(graph.nodes.first { $0.id == "Lonely" }?.files == 1)
    let cart = graph.edges.first { $0.from == "Cart" }
    #expect(cart?.count == 3)
    #expect(cart?.place == Location(path: "a.swift", line: 9, column: 1))
    #expect(graph.edges.first { $0.from == "Profile" && $0.to == "Cart" }?.violations == 1)
    #expect(graph.edges.first { $0.to == "Core" }?.inCycle == false)
    // A reference inside a node is no edge.
    #expect(!graph.edges.contains { $0.from == "Core" })
    #expect(graph.cycles == [DependencyGraph.Cycle(members: ["Cart", "Checkout", "Profile"], path: ["Cart", "Checkout", "Profile"])])
  }

  @Test func theCyclePathIsAShortestOneThroughTheFirstMember() {
    var builder = DependencyGraph.Builder(level: .types)
    for (from, to) in [("A", "B"), ("B", "C"), ("C", "D"), ("D", "A"), ("B", "A"), ("E", "F"), ("F", "E")] {
      builder.addReference(from: from, to: to)
    }
    let graph = builder.build()
    #expect(graph.cycles.map(\.path) == [["A", "B"], ["E", "F"]])
    #expect(graph.cycles.first?.members == ["A", "B", "C", "D"])
  }

  @Test func aLongChainDoesNotOverflowTheStack() {
    var builder = DependencyGraph.Builder(level: .types)
    for number in 0..<50_000 { builder.addReference(from: "T\(number)", to: "T\(number + 1)") }
    builder.addReference(from: "T50000", to: "T0")
    let graph = builder.build()
    #expect(graph.cycles.count == 1)
    #expect(graph.cycles.first?.members.count == 50_001)
  }

  @Test func dotQuotesNamesAndColorsForbiddenAndCyclicEdges() {
    var builder = DependencyGraph.Builder(level: .modules)
    builder.addReference(from: "A \"q\" \\ b\nc", to: "B", count: 4, violations: 2)
    builder.addReference(from: "B", to: "C")
    builder.addReference(from: "C", to: "B")
    let dot = DOTRenderer.render(builder.build())
    #expect(dot.contains(##""A \"q\" \\ b\nc" -> "B" [label="4 (2 forbidden)", color="#d00000""##))
    #expect(dot.contains(##""B" -> "C" [label="1", color="#e07000", penwidth=2]"##))
    #expect(dot.contains(##""C" [label="C", color="#e07000""##))
  }

  /// A graph of modules whose build files declare their dependencies: `App` declares `Kit`
  /// and uses it, declares `Widget` and uses it not, and uses `Core` without declaring it;
  /// `Tool` is a folder no build file speaks for.
  static func declaredGraph() -> DependencyGraph {
    var builder = DependencyGraph.Builder(level: .modules)
    builder.addReference(from: "App", to: "Kit", count: 3)
    builder.addReference(from: "App", to: "Core", count: 2)
    builder.addReference(from: "Tool", to: "Kit")
    builder.addDeclaredDependency(from: "App", to: "Kit")
    builder.addDeclaredDependency(from: "App", to: "Widget")
    builder.declaresDependencies(of: "Kit")
    return builder.build()
  }

  @Test func declaredDependenciesAreEdgesOfTheirOwnKind() {
    let graph = Self.declaredGraph()
    #expect(graph.nodes.map(\.id) == ["App", "Core", "Kit", "Tool", "Widget"])
    #expect(
      graph.edges.map { "\($0.from) -> \($0.to) \($0.count) \($0.dependency?.rawValue ?? "-")" } == [
        "App -> Core 2 undeclared", "App -> Kit 3 declared", "App -> Widget 0 declared-unused", "Tool -> Kit 1 -",
      ])
    #expect(GraphLabels.dependencies(of: graph) == "1 declared and used, 1 declared but unused, 1 used but undeclared")
    // No build file speaks for any edge: nothing to say.
    var plain = DependencyGraph.Builder(level: .modules)
    plain.addReference(from: "A", to: "B")
    #expect(GraphLabels.dependencies(of: plain.build()) == nil)
  }

  /// A declared dependency nothing uses makes no cycle: cycles are made of references.
  @Test func anUnusedDeclarationMakesNoCycle() {
    var builder = DependencyGraph.Builder(level: .modules)
    builder.addReference(from: "A", to: "B")
    builder.addDeclaredDependency(from: "A", to: "B")
    builder.addDeclaredDependency(from: "B", to: "A")
    let graph = builder.build()
    #expect(graph.cycles.isEmpty)
    #expect(graph.edges.map(\.inCycle) == [false, false])
  }

  @Test func dotDrawsTheThreeKindsApart() {
    let dot = DOTRenderer.render(Self.declaredGraph())
    #expect(dot.contains(##""App" -> "Kit" [label="3"];"##))
    #expect(dot.contains(##""App" -> "Core" [label="2 undeclared", style="dashed"];"##))
    #expect(dot.contains(##""App" -> "Widget" [label="declared, unused", color="#8c8c8c", fontcolor="#8c8c8c", style="dotted"];"##))
    #expect(dot.contains(##""Tool" -> "Kit" [label="1"];"##))
  }

  @Test func mermaidDrawsTheThreeKindsApart() throws {
    let text = MermaidRenderer.render(Self.declaredGraph())
    let parsed = try MermaidSubset.parse(text)
    let labels = parsed.edges.map(\.label)
    #expect(labels == ["2 undeclared", "3", "declared, unused", "1"])
    #expect(text.contains("  linkStyle 0 stroke-dasharray:6\n"))
    #expect(text.contains("  linkStyle 2 stroke:#8c8c8c,color:#8c8c8c,stroke-dasharray:2\n"))
    #expect(parsed.styledLinks.sorted() == [0, 2])
  }

  @Test func jsonAndHTMLSayWhatTheBuildFilesSay() throws {
    let json = GraphJSONRenderer.render(Self.declaredGraph())
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let edges = try #require(document["edges"] as? [[String: Any]])
    #expect(edges.map { $0["dependency"] as? String } == ["undeclared", "declared", "declared-unused", nil])
    #expect(edges.map { $0["count"] as? Int } == [2, 3, 0, 1])
    let html = GraphHTMLRenderer.render(Self.declaredGraph())
    #expect(html.contains("<p>Dependencies: 1 declared and used, 1 declared but unused, 1 used but undeclared.</p>"))
    #expect(html.contains("<td>App</td><td>Widget</td><td>0</td><td>0</td><td>declared, unused</td>"))
    #expect(html.contains("<td>App</td><td>Core</td><td>2</td><td>0</td><td>undeclared</td>"))
    #expect(html.contains("<td>Tool</td><td>Kit</td><td>1</td><td>0</td><td></td>"))
  }
}
