import CanonLint
import Foundation

/// `lint`: a snippet at a virtual path of the project, or files and folders from disk.
struct LintTool {
  let tools: CanonTools

  struct Output: Encodable {
    var findings: Findings
    /// Files linted, relative to the root.
    var files: [String]
    /// Files named that the configuration does not lint (excluded, generated, not Swift).
    var notLinted: [String]?
  }

  func run(_ arguments: ToolArguments) throws -> CallTool.Result {
    let code = try arguments.string("code")
    let path = try arguments.string("path")
    let paths = try arguments.strings("paths")
    let snapshot = try tools.snapshot()
    var texts: [(path: String, text: String)] = []
    var notLinted: [String] = []
    if let code {
      guard let path else {
        throw MCPError.invalidParams("'code' needs 'path': where the snippet would be in the project")
      }
      let file = try ProjectPath.resolve(path, root: tools.root)
      texts.append((file, code))
    } else if let path {
      let file = try ProjectPath.resolve(path, root: tools.root)
      texts.append((file, try tools.read(file, argument: path)))
    }
    for argument in paths {
      let resolved = try ProjectPath.resolve(argument, root: tools.root)
      let under = resolved == tools.root ? "" : resolved + "/"
      let files = snapshot.project.files.filter { $0 == resolved || $0.hasPrefix(under) }
      if files.isEmpty {
        try checkExists(resolved, argument: argument)
        notLinted.append(tools.relative(resolved))
      }
      for file in files { texts.append((file, try tools.read(file, argument: tools.relative(file)))) }
    }
    guard !texts.isEmpty else {
      throw MCPError.invalidParams("give 'code' and 'path', a 'path', or 'paths' to lint")
    }
    for (file, _) in texts where !snapshot.lints(file) {
      notLinted.append(tools.relative(file))
    }
    let violations = snapshot.lint(texts).flatMap { $0 }
    return try ToolResult.make(
      Output(
        findings: Findings(violations, root: tools.root, registry: tools.registry),
        files: texts.map { tools.relative($0.path) }.filter { !notLinted.contains($0) },
        notLinted: notLinted.isEmpty ? nil : notLinted))
  }

  private func checkExists(_ path: String, argument: String) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      throw MCPError.invalidParams("\(argument): no such file or folder in the project")
    }
  }
}
