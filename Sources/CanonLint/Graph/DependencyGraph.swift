/// The architecture as a graph: the project's modules, layers or types, and the references
/// between them with their counts. Built from the project index by whoever resolves references
/// (`layer-dependencies` in CanonRules); drawn by the graph renderers.
public struct DependencyGraph: Sendable, Equatable {
  /// What a node stands for.
  public enum Level: String, Sendable, CaseIterable, Codable {
    case layers, modules, types
  }

  public struct Node: Sendable, Equatable, Codable {
    public var id: String
    /// How many linted files the node holds (for a type: the files that declare it).
    public var files: Int
    /// Whether the node is on a dependency cycle.
    public var inCycle: Bool
  }

  public struct Edge: Sendable, Equatable, Codable {
    public var from: String
    public var to: String
    /// How many references (each place a name is written, or an import) make the edge; 0 for
    /// a dependency a build file declares and no reference uses.
    public var count: Int
    /// How many of them break a `forbidden:` boundary; drawn red when positive.
    public var violations: Int
    /// Whether both ends are on one cycle.
    public var inCycle: Bool
    /// The first place (in report order) of a reference that makes the edge, when known: where
    /// a finding about the edge goes. Not part of the JSON.
    public var place: Location?
    /// Between modules whose build file lists `from`'s dependencies: whether it declares this
    /// one. `nil` when no linted build file says what `from` depends on (a feature folder, a
    /// layer, a type).
    public var dependency: Dependency?

    enum CodingKeys: String, CodingKey {
      case from, to, count, violations, inCycle, dependency
    }
  }

  /// What the build files say of an edge between modules.
  public enum Dependency: String, Sendable, Equatable, Codable, CaseIterable {
    /// Declared (a podspec's `dependency`, a target dependency, a package product) and used.
    case declared
    /// Declared, and no reference uses it: a dependency that could go.
    case declaredUnused = "declared-unused"
    /// Used, and the module's build file does not declare it: it builds through another
    /// module's dependency, or names a type it should not see.
    case undeclared
  }

  public var level: Level
  /// Sorted by id.
  public var nodes: [Node]
  /// Sorted by `from`, then `to`.
  public var edges: [Edge]
  /// The dependency cycles: one per group of nodes that all reach each other.
  public var cycles: [Cycle]

  /// Nodes that all reach each other through their references (a strongly connected group).
  public struct Cycle: Sendable, Equatable, Codable {
    /// Every node of the group, sorted.
    public var members: [String]
    /// A shortest closed path from the group's first member back to it (`[A, B, C]` for
    /// A → B → C → A): the references to cut first.
    public var path: [String]

    public init(members: [String], path: [String]) {
      self.members = members
      self.path = path
    }
  }

  public init(level: Level, nodes: [Node], edges: [Edge], cycles: [Cycle]) {
    self.level = level
    self.nodes = nodes
    self.edges = edges
    self.cycles = cycles
  }
}

extension DependencyGraph {
  /// Collects nodes and references, then works out the cycles once.
  public struct Builder: Sendable {
    public let level: Level
    private var files: [String: Set<String>] = [:]
    private var edges: [Pair: (count: Int, violations: Int, place: Location?)] = [:]
    /// The modules whose dependencies a build file lists, and those dependencies.
    private var declaring: Set<String> = []
    private var declared: Set<Pair> = []

    private struct Pair: Hashable, Sendable {
      var from: String
      var to: String
    }

    public init(level: Level) {
      self.level = level
    }

    /// A node, with a file it holds (none for a node known only by name, as a layer).
    public mutating func addNode(_ id: String, file: String? = nil) {
      if let file {
        files[id, default: []].insert(file)
      } else if files[id] == nil {
        files[id] = []
      }
    }

    /// `count` references from `from` to `to`, `violations` of them forbidden. References inside
    /// a node are no edge.
    public mutating func addReference(
      from: String, to: String, count: Int = 1, violations: Int = 0, place: Location? = nil
    ) {
      addNode(from)
      addNode(to)
      guard from != to else { return }
      let pair = Pair(from: from, to: to)
      let known = edges[pair] ?? (0, 0, nil)
      let first = [known.place, place].compactMap { $0 }.min()
      edges[pair] = (known.count + count, known.violations + violations, first)
    }

    /// Whether the node is drawn yet.
    public func hasNode(_ id: String) -> Bool {
      files[id] != nil
    }

    /// Says that a build file lists `module`'s dependencies, so that each of its edges is
    /// declared or not (`Edge.dependency`), even when it lists none.
    public mutating func declaresDependencies(of module: String) {
      addNode(module)
      declaring.insert(module)
    }

    /// A dependency of `from` on `to` that a build file declares: an edge even where no
    /// reference uses it.
    public mutating func addDeclaredDependency(from: String, to: String) {
      declaresDependencies(of: from)
      addNode(to)
      guard from != to else { return }
      declared.insert(Pair(from: from, to: to))
    }

    public func build() -> DependencyGraph {
      let ids = files.keys.sorted()
      // Cycles are made by references: a declared dependency nothing uses ties nothing.
      var successors: [String: [String]] = [:]
      for pair in edges.keys { successors[pair.from, default: []].append(pair.to) }
      for key in successors.keys { successors[key]?.sort() }
      let components = StronglyConnected.components(of: ids, successors: successors)
      var componentOf: [String: Int] = [:]
      var cycles: [Cycle] = []
      for component in components where component.count > 1 {
        let members = Set(component)
        for id in component { componentOf[id] = cycles.count }
        cycles.append(
          Cycle(members: component.sorted(), path: Self.cycle(through: members, successors: successors)))
      }
      cycles.sort { $0.members.lexicographicallyPrecedes($1.members) }
      let nodes = ids.map {
        Node(id: $0, files: files[$0]?.count ?? 0, inCycle: componentOf[$0] != nil)
      }
      var all = edges
      for pair in declared where all[pair] == nil { all[pair] = (0, 0, nil) }
      let sortedEdges = all.map { pair, value in
        Edge(
          from: pair.from, to: pair.to, count: value.count, violations: value.violations,
          inCycle: value.count > 0 && componentOf[pair.from].map { $0 == componentOf[pair.to] } ?? false,
          place: value.place, dependency: dependency(of: pair, count: value.count))
      }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
      return DependencyGraph(level: level, nodes: nodes, edges: sortedEdges, cycles: cycles)
    }

    private func dependency(of pair: Pair, count: Int) -> Dependency? {
      guard declaring.contains(pair.from) else { return nil }
      guard declared.contains(pair) else { return .undeclared }
      return count > 0 ? .declared : .declaredUnused
    }

    /// A shortest closed path through the smallest member of a strongly connected group, within it.
    private static func cycle(through members: Set<String>, successors: [String: [String]]) -> [String] {
      guard let start = members.min() else { return [] }
      var previous: [String: String] = [:]
      var queue = [start]
      var head = 0
      while head < queue.count {
        let current = queue[head]
        head += 1
        for next in successors[current] ?? [] where members.contains(next) {
          if next == start {
            var path = [current]
            while let before = previous[path[0]] { path.insert(before, at: 0) }
            return path
          }
          if previous[next] == nil && next != start {
            previous[next] = current
            queue.append(next)
          }
        }
      }
      return [start]
    }
  }
}

/// Tarjan's strongly connected components, with an explicit stack: a project's graph of types
/// can be deep enough to overflow the call stack of a recursive walk.
enum StronglyConnected {
  static func components(of ids: [String], successors: [String: [String]]) -> [[String]] {
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var onStack = Set<String>()
    var stack: [String] = []
    var components: [[String]] = []
    var counter = 0
    for root in ids where index[root] == nil {
      // Each frame: a node and how many of its successors were visited.
      var frames: [(id: String, next: Int)] = [(root, 0)]
      index[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack.insert(root)
      while let frame = frames.last {
        let next = successors[frame.id] ?? []
        if frame.next < next.count {
          frames[frames.count - 1].next += 1
          let successor = next[frame.next]
          if index[successor] == nil {
            index[successor] = counter
            lowLink[successor] = counter
            counter += 1
            stack.append(successor)
            onStack.insert(successor)
            frames.append((successor, 0))
          } else if onStack.contains(successor), let successorIndex = index[successor] {
            lowLink[frame.id] = min(lowLink[frame.id] ?? successorIndex, successorIndex)
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last, let low = lowLink[frame.id] {
          lowLink[parent.id] = min(lowLink[parent.id] ?? low, low)
        }
        if lowLink[frame.id] == index[frame.id] {
          var component: [String] = []
          while let top = stack.popLast() {
            onStack.remove(top)
            component.append(top)
            if top == frame.id { break }
          }
          components.append(component)
        }
      }
    }
    return components
  }
}
