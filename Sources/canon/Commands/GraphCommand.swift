import ArgumentParser
import CanonLint
import CanonRules
import Foundation

extension DependencyGraph.Level: ExpressibleByArgument {}
extension GraphFormat: ExpressibleByArgument {}

/// `canon graph`: the architecture as a picture, from the references the linter indexes.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw the app's architecture: its layers, modules or types and the references between them.",
    discussion: """
      Nodes are the layers of the `layers:` section, the app's modules (SwiftPM targets, Xcode \
      targets, XcodeGen targets and pods whose project files are linted, VIPER modules, feature folders) or its types; edges are references with their counts, \
      and the dependencies build files declare (dashed where undeclared, dotted grey where unused). Edges that break a \
      `forbidden:` boundary are red with their violation count; dependency cycles are orange. \
      Render DOT with Graphviz: canon graph --format dot | dot -Tsvg > graph.svg
      """)

  @OptionGroup var project: ProjectOptions
  @OptionGroup var cache: CacheOptions

  @Option(help: "dot, mermaid, json or html.")
  var format: GraphFormat = .dot

  @Option(help: "What a node is: layers, modules or types.")
  var level: DependencyGraph.Level = .modules

  @Option(
    name: .customLong("only"),
    help: ArgumentHelp(
      "Draw only references written in, or to a type declared in, files this glob matches (repeatable).",
      valueName: "glob"))
  var only: [String] = []

  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
  var output: String?

  func run() throws {
    let started = ContinuousClock.now
    var timer = PhaseTimer()
    var session = try project.session()
    let viperLayout = session.setup.rules.first { $0.id == ArchitectureGraph.viperLayoutRuleID }?.rule
    // Only the rule that records references runs, as the configuration sets it up.
    try session.keepOnly([ArchitectureGraph.ruleID])
    let result = session.lint(cache: cache.open(), needsSummaries: true)
    timer.lap("lint (layer-dependencies only)")
    let graph = ProjectGraph.graph(
      of: result, session: session,
      request: ArchitectureGraph.Request(level: level, paths: GlobSet(only), viperLayout: viperLayout))
    timer.lap("graph")
    let text = format.render(graph)
    timer.lap("render")
    if let output {
      do {
        try AtomicFile.write(text, to: output)
      } catch {
        throw CanonFailure.usage("cannot write the graph to \(output): \(error)")
      }
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
    let elapsed = (ContinuousClock.now - started).components
    let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
    let dependencies = GraphLabels.dependencies(of: graph).map { "; edges: " + $0 } ?? ""
    Console.note(
      "\(graph.nodes.count) nodes, \(graph.edges.count) edges, \(graph.cycles.count) cycles "
        + "(\(graph.edges.filter { $0.violations > 0 }.count) forbidden edges)\(dependencies) from \(result.summaries.count) files in \(milliseconds) ms")
  }
}
