import Yams

/// A YAML document and the file it came from, so every error can point at its line and column.
public struct YAMLSource: Sendable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// The document's root node (`nil` for an empty document).
  func root() throws -> Node? {
    do {
      // No implicit tags: the default resolver compiles seven regular expressions (a few
      // milliseconds at every start); options read plain scalars themselves (`RuleOptions`).
      // The encoding is given: Yams's default copies the whole environment to look for an
      // override, at each of the dozen documents a run reads, and prints to standard output
      // (into a JSON report) when it finds one.
      return try Yams.compose(yaml: text, .basic, .default, .utf8)
    } catch let error as YamlError {
      throw syntaxError(error)
    } catch {
      throw ConfigurationError(path: path, line: 1, column: 1, message: "\(error)")
    }
  }

  /// `path:line` of a node, as `canon config explain` names where a setting was made.
  func place(of node: Node) -> String {
    "\(path):\(node.mark?.line ?? 1)"
  }

  func error(_ message: String, at node: Node?) -> ConfigurationError {
    ConfigurationError(
      path: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message)
  }

  private func syntaxError(_ error: YamlError) -> ConfigurationError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
      return ConfigurationError(
        path: path, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
    case .duplicatedKeysInMapping(let keys, let context):
      let key = keys.first ?? ""
      let first = context.mark
      let place = DuplicateKeyPlace.find(key, firstAt: first.line, column: first.column, in: text)
      return ConfigurationError(
        path: path, line: place?.line ?? first.line, column: place?.column ?? first.column,
        message: "duplicate key '\(key)' (first at line \(first.line))")
    default:
      return ConfigurationError(path: path, line: 1, column: 1, message: "invalid YAML: \(error)")
    }
  }
}

extension Node {
  /// A mapping's entries in document order, with their key nodes (for error places).
  func orderedEntries(in source: YAMLSource, what: String) throws -> [(
    key: String, keyNode: Node, value: Node
  )] {
    guard let mapping else {
      throw source.error("\(what) must be a mapping", at: self)
    }
    var entries: [(String, Node, Node)] = []
    // YAML merge keys (`<<: *shared`) bring in an anchored mapping's entries first, so that the
    // mapping's own entries override them.
    var merged: [(String, Node, Node)] = []
    for (key, value) in mapping {
      guard let name = key.string else {
        throw source.error("keys of \(what) must be strings", at: key)
      }
      if name == "<<" {
        for shared in value.sequence.map(Array.init) ?? [value] {
          merged += try shared.orderedEntries(in: source, what: what)
        }
        continue
      }
      entries.append((name, key, value))
    }
    return merged + entries
  }
}
