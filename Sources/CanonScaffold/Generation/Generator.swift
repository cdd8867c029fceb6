import Foundation

/// Turns a template folder, a name and the app's settings into a ``ScaffoldPlan``.
public struct Generator {
  /// Where templates come from.
  public let catalog: TemplateCatalog
  /// The app's root: plan paths are relative to it, wiring reads its files.
  public let root: URL
  private let renderer = TemplateRenderer()

  public init(catalog: TemplateCatalog, root: URL) {
    self.catalog = catalog
    self.root = root
  }

  /// Plans `folder` for `name`.
  ///
  /// - Parameters:
  ///   - context: the app's variables (``ProjectSettings/context(canon:)``).
  ///   - parameters: `--param` values; each must be declared by the folder's manifest.
  public func plan(
    folder: String,
    name: ScaffoldName,
    context: [String: Any],
    parameters: [String: String] = [:]
  ) throws -> ScaffoldPlan {
    let manifest = try catalog.manifest(of: folder)
    var variables = context
    variables["name"] = name.value
    variables["lowerName"] = name.lowerCamel
    variables["template"] = folder

    let declared = Set(manifest.parameters.map(\.name))
    for key in parameters.keys.sorted() where !declared.contains(key) {
      throw ScaffoldError.badParameter(
        key,
        reason: declared.isEmpty
          ? "template '\(folder)' declares no parameters"
          : "template '\(folder)' declares: \(declared.sorted().joined(separator: ", "))")
    }
    var parameterValues: [String: Any] = [:]
    for parameter in manifest.parameters {
      // A default is Stencil text too: `default: "The {{ name }} module."`.
      let defaultValue = try parameter.defaultValue.map {
        try renderer.render(
          $0, context: variables, name: folder + " (default of \(parameter.name))")
      }
      if parameter.isRequired, (parameters[parameter.name] ?? "").isEmpty {
        throw ScaffoldError.missingParameter(
          parameter.name,
          reason: parameter.summary.isEmpty ? "template '\(folder)' needs it" : parameter.summary)
      }
      if let value = parameters[parameter.name], let problem = parameter.problem(with: value) {
        throw ScaffoldError.badParameter(parameter.name, reason: problem)
      }
      if parameter.kind == .identifiers {
        // A list, so that templates loop over it (`{% for entity in store %}`); empty if not given.
        let names = TemplateManifest.Parameter.values(of: parameters[parameter.name] ?? defaultValue ?? "")
        parameterValues[parameter.name] = names
        variables[parameter.name] = names
      } else if let value = parameters[parameter.name] ?? defaultValue {
        parameterValues[parameter.name] = Self.typed(value)
        variables[parameter.name] = Self.typed(value)
      }
    }
    variables["params"] = parameterValues

    var plan = ScaffoldPlan()
    for file in manifest.files {
      let templateName = folder + "/" + file.template
      if let condition = file.condition,
        try !renderer.holds(condition, context: variables, name: templateName)
      {
        continue
      }
      let path = try renderer.render(file.path, context: variables, name: templateName + " (path)")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
        throw ScaffoldError.badTemplate(
          templateName, reason: "the path '\(path)' must stay inside the app")
      }
      if file.isShared,
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
      {
        continue
      }
      let contents = try renderer.render(
        try catalog.text(of: templateName), context: variables, name: templateName)
      plan.files.append(.init(path: path, contents: Self.tidy(contents)))
    }

    var appliedWirings = 0
    for wiring in manifest.wiring {
      let label = folder + "/" + TemplateCatalog.manifestName
      if let condition = wiring.condition,
        try !renderer.holds(condition, context: variables, name: label)
      {
        continue
      }
      if wiring.isIntoCompositionRoot { appliedWirings += 1 }
      let path = try renderer.render(wiring.file, context: variables, name: label)
        .trimmingCharacters(in: .whitespaces)
      // `into` is Stencil text too: `into: "{{ openedFrom }}RouterInput"`.
      let declaration = try renderer.render(wiring.declaration, context: variables, name: label)
        .trimmingCharacters(in: .whitespaces)
      let element = try renderer.render(wiring.element, context: variables, name: label)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      // What a summary or note shows: a member's first line of code, without its comments
      // and attributes (a method's `}` would say nothing).
      let codeLines = element.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let shown =
        codeLines.first { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("@") }
        ?? codeLines.last ?? element
      // A file this same plan creates (canon init) is wired in memory.
      let planned = plan.files.firstIndex { $0.path == path }
      let current: String
      if let planned {
        current = plan.files[planned].contents
      } else if let edited = plan.edits.firstIndex(where: { $0.path == path }) {
        current = plan.edits[edited].contents
      } else if let data = FileManager.default.contents(
        atPath: root.appendingPathComponent(path).path)
      {
        current = String(decoding: data, as: UTF8.self)
      } else if wiring.isOptional {
        plan.notes.append("\(path) not found: add \(shown) to '\(declaration)' yourself")
        continue
      } else {
        throw ScaffoldError.wiring(path, reason: "the file does not exist")
      }
      let outcome: SourceWiring.Outcome
      do {
        switch wiring.kind {
        case .arrayElement:
          outcome = try SourceWiring.add(
            element: element, to: declaration, in: current, file: path)
        case .member:
          outcome = try MemberWiring.add(
            member: element, to: declaration, in: current, file: path)
        case .line:
          outcome = Self.append(line: element, to: current)
        }
      } catch let error as ScaffoldError where wiring.isOptional {
        plan.notes.append("\(error): add \(shown) yourself")
        continue
      }
      switch outcome {
      case .alreadyWired:
        plan.notes.append("\(path) already has \(shown)")
      case .edited(let text):
        if let planned {
          plan.files[planned].contents = text
        } else if let edited = plan.edits.firstIndex(where: { $0.path == path }) {
          plan.edits[edited].contents = text
          plan.edits[edited].summary += ", + \(shown)"
        } else {
          plan.edits.append(.init(path: path, contents: text, summary: "+ \(shown)"))
        }
      }
    }
    // Only the composition root's registry missing is worth a note: the other wirings (a store
    // in `AppDependencies`, a spec in a Quick list) depend on the app's architecture by design.
    if manifest.wiring.contains(where: \.isIntoCompositionRoot), appliedWirings == 0 {
      let app = variables["appArchitecture"].map { "\($0)" } ?? "this"
      plan.notes.append(
        "not wired: the \(app) app's composition root has no registry for a '\(folder)' item; start it from an existing screen"
      )
    }
    try TypeCollisions.check(plan, root: root)
    return plan
  }

  /// `text` with `line` added at its end, unless a line of it already reads so.
  static func append(line: String, to text: String) -> SourceWiring.Outcome {
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if lines.contains(line) { return .alreadyWired }
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    return .edited(text + separator + line + "\n")
  }

  /// `"true"`/`"false"` become booleans so that `when: withStore` reads naturally.
  static func typed(_ value: String) -> Any {
    switch value.lowercased() {
    case "true", "yes": true
    case "false", "no", "": false
    default: value
    }
  }

  /// Generated files end with exactly one newline and keep no run of blank lines.
  static func tidy(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var trimmed = String(line)
      while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
      if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(trimmed)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}
