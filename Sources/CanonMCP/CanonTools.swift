import CanonLanguageServer
import CanonLint
import CanonRules
import Foundation

/// Canon's tools for a coding agent, over one project: each call loads the project as the
/// language server does (its `.canon.yml`, roles, layers and baseline, indexed through the
/// cache) and answers from it, so an edit on disk between two calls is seen by the second.
///
/// A mistake in the arguments (an unknown rule, a path outside the project) is thrown as an
/// `MCPError` with a sentence; nothing here writes unless the call asks for it (`apply`,
/// `write`).
public struct CanonTools: Sendable {
  /// The project's folder (absolute, standardized).
  public let root: String
  public let registry: RuleRegistry
  /// The cache the project is indexed through (`nil`: none): after the first call, a call
  /// costs the files changed since, not the project.
  let cache: LintCache?

  public init(root: String, registry: RuleRegistry = CanonRules.registry, cache: LintCache? = nil) {
    self.root = PathUtilities.absolute(root)
    self.registry = registry
    self.cache = cache
  }

  /// The tools, as `tools/list` gives them.
  public static var definitions: [Tool] { ToolCatalog.all }

  /// Runs the tool `name`; throws `MCPError` for an unknown tool or bad arguments.
  public func call(_ name: String, arguments: [String: Value]?) throws -> CallTool.Result {
    let arguments = ToolArguments(arguments)
    switch name {
    case ToolCatalog.lint: return try LintTool(tools: self).run(arguments)
    case ToolCatalog.fix: return try FixTool(tools: self).run(arguments)
    case ToolCatalog.explainRule: return try ExplainRuleTool(registry: registry).run(arguments)
    case ToolCatalog.roles: return try RolesTool(tools: self).run(arguments)
    case ToolCatalog.layers: return try LayersTool(tools: self).run(arguments)
    case ToolCatalog.scaffold: return try ScaffoldTool(root: root).run(arguments)
    default:
      throw MCPError.invalidParams(
        "unknown tool '\(name)'; tools: \(ToolCatalog.all.map(\.name).joined(separator: ", "))")
    }
  }

  /// The project as it is on disk now.
  func snapshot() throws -> ProjectSnapshot {
    do {
      return try ProjectSnapshot.load(root: root, registry: registry, cache: cache)
    } catch let failure as ProjectSnapshot.LoadFailure {
      throw MCPError.invalidParams("the project's configuration does not load: \(failure)")
    }
  }

  /// `path` relative to the root, as findings name files.
  func relative(_ path: String) -> String { PathUtilities.relative(path, to: root) }

  /// The text of a file of the project, read as `canon lint` reads it.
  func read(_ path: String, argument: String) throws -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
    else {
      throw MCPError.invalidParams("\(argument): no such file in the project")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw MCPError.invalidParams("\(argument): cannot be read")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// A tool's answer: the structured content, and the same as JSON text for clients that show
/// only text (as the protocol asks of a tool with structured output).
enum ToolResult {
  static func make<Output: Encodable>(_ output: Output) throws -> CallTool.Result {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(output)
    let value = try JSONDecoder().decode(Value.self, from: data)
    return CallTool.Result(text: String(decoding: data, as: UTF8.self), structuredContent: value)
  }
}
