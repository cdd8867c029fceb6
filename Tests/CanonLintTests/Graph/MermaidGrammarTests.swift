import Testing

@testable import CanonLint

/// Mermaid output checked by a parser of the subset of the flowchart grammar Canon writes:
/// a `flowchart LR` header, node declarations `id["label"]`, edges `id -->|"label"| id`,
/// `linkStyle`, `classDef` and `class` lines. Labels must not hold a raw `"` (it ends them),
/// ids must be declared before use and link styles must name existing edges.
struct MermaidSubset {
  var nodes: [String: String] = [:]
  var edges: [(from: String, to: String, label: String)] = []
  var styledLinks: [Int] = []
  var classes: [String: [String]] = [:]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ text: String) throws -> MermaidSubset {
    var parsed = MermaidSubset()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == "flowchart LR" else { throw Failure(description: "no flowchart header") }
    lines.removeFirst()
    if lines.last == "" { lines.removeLast() }
    for raw in lines {
      guard raw.hasPrefix("  ") else { throw Failure(description: "unindented line: \(raw)") }
      let line = String(raw.dropFirst(2))
      if let open = line.firstIndex(of: "["), line.hasSuffix("\"]"), line[line.index(after: open)] == "\"" {
        let id = String(line[..<open])
        let label = String(line[line.index(open, offsetBy: 2)..<line.index(line.endIndex, offsetBy: -2)])
        try check(id: id, in: line)
        try check(label: label, in: line)
        parsed.nodes[id] = label
      } else if let arrow = line.range(of: " -->|\""), let close = line.range(of: "\"| ", range: arrow.upperBound..<line.endIndex) {
        let from = String(line[..<arrow.lowerBound])
        let label = String(line[arrow.upperBound..<close.lowerBound])
        let to = String(line[close.upperBound...])
        for id in [from, to] where parsed.nodes[id] == nil {
          throw Failure(description: "undeclared node \(id) in: \(line)")
        }
        try check(label: label, in: line)
        parsed.edges.append((from, to, label))
      } else if line.hasPrefix("linkStyle ") {
        let parts = line.split(separator: " ")
        guard parts.count == 3 else { throw Failure(description: "bad linkStyle: \(line)") }
        for number in parts[1].split(separator: ",") {
          guard let index = Int(number), index < parsed.edges.count else {
            throw Failure(description: "linkStyle of no edge: \(line)")
          }
          parsed.styledLinks.append(index)
        }
      } else if line.hasPrefix("classDef ") {
        guard line.split(separator: " ").count == 3 else { throw Failure(description: "bad classDef: \(line)") }
      } else if line.hasPrefix("class ") {
        let parts = line.split(separator: " ")
        guard parts.count == 3 else { throw Failure(description: "bad class: \(line)") }
        let ids = parts[1].split(separator: ",").map(String.init)
        for id in ids where parsed.nodes[id] == nil { throw Failure(description: "class of no node: \(line)") }
        parsed.classes[String(parts[2])] = ids
      } else {
        throw Failure(description: "not in the subset: \(line)")
      }
    }
    return parsed
  }

  static func check(id: String, in line: String) throws {
    guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
      throw Failure(description: "bad id '\(id)' in: \(line)")
    }
  }

  static func check(label: String, in line: String) throws {
    guard !label.contains("\""), !label.contains("\n") else {
      throw Failure(description: "unescaped label in: \(line)")
    }
  }

  /// A label as Mermaid shows it: its `#…;` entities decoded.
  static func decoded(_ label: String) -> String {
    label.replacingOccurrences(of: "#quot;", with: "\"").replacingOccurrences(of: "#lt;", with: "<")
      .replacingOccurrences(of: "#gt;", with: ">").replacingOccurrences(of: "#35;", with: "#")
  }
}

@Suite struct MermaidGrammarTests {
  @Test func hostileNamesStayInsideTheirLabels() throws {
    var builder = DependencyGraph.Builder(level: .modules)
    let hostile = "A \"quoted\" <b> #1 | ; --> end"
    builder.addReference(from: hostile, to: "Café 日本", count: 3, violations: 1)
    builder.addReference(from: "Café 日本", to: "C")
    builder.addReference(from: "C", to: "Café 日本")
    let text = MermaidRenderer.render(builder.build())
    let parsed = try MermaidSubset.parse(text)
    #expect(Set(parsed.nodes.values.map(MermaidSubset.decoded)) == [hostile, "Café 日本", "C"])
    #expect(parsed.edges.count == 3)
    let forbidden = try #require(parsed.edges.firstIndex { MermaidSubset.decoded(parsed.nodes[$0.from] ?? "") == hostile })
    #expect(parsed.edges[forbidden].label == "3 (1 forbidden)")
    #expect(text.contains("linkStyle \(forbidden) stroke:#d00000"))
    #expect(parsed.classes["cycle"]?.count == 2)
  }

  @Test func rejectsWhatIsOutsideTheSubset() {
    #expect(throws: MermaidSubset.Failure.self) { try MermaidSubset.parse("flowchart LR\n  n0[\"a\"b\"]\n") }
    #expect(throws: MermaidSubset.Failure.self) { try MermaidSubset.parse("flowchart LR\n  n0 -->|\"1\"| n1\n") }
    #expect(throws: MermaidSubset.Failure.self) { try MermaidSubset.parse("graph TD\n") }
  }

  @Test func theMarkdownReportDrawsTheLayersWithTheForbiddenEdgeRed() throws {
    var builder = DependencyGraph.Builder(level: .layers)
    builder.addNode("model")
    builder.addReference(from: "view", to: "model", count: 2, violations: 2)
    builder.addReference(from: "view-model", to: "model", count: 5)
    var context = HostileFindings.context
    context.graph = builder.build()
    let markdown = MarkdownReporter().render(HostileFindings.result, context: context)
    let block = try #require(markdown.components(separatedBy: "```mermaid\n").last?.components(separatedBy: "```").first)
    let parsed = try MermaidSubset.parse(block)
    #expect(parsed.edges.count == 2)
    let red = try #require(parsed.edges.firstIndex { $0.label == "2 (2 forbidden)" })
    #expect(block.contains("linkStyle \(red) stroke:#d00000"))
    #expect(markdown.contains("1 forbidden dependency (red)."))
    // Without layers, no diagram.
    #expect(!MarkdownReporter().render(HostileFindings.result, context: HostileFindings.context).contains("mermaid"))
  }
}
