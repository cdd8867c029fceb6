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
}
