import Foundation

/// Turns a template folder, a name and the app's settings into a ``ScaffoldPlan``.
public struct Generator {
  /// Where templates come from.
  public let catalog: TemplateCatalog
  /// The app's root: plan paths are relative to it, wiring reads its files.
  public let root: URL
  /// Renders the manifests' Stencil text and the templates.
  let renderer = TemplateRenderer()

  public init(catalog: TemplateCatalog, root: URL) {
    self.catalog = catalog
    self.root = root
  }

  /// Plans `folder` for `name`: its variables (the app's, the name's, the parameters'), the
  /// files it renders, the existing files its wirings edit, then a check that no type it adds
  /// is already declared.
  ///
  /// - Parameters:
  ///   - context: the app's variables (``ProjectSettings/context(canon:binaryPlugins:)``).
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
    try checkDeclared(parameters, by: manifest, folder: folder)
    try bind(parameters, declaredBy: manifest, folder: folder, into: &variables)

    var plan = ScaffoldPlan()
    try renderFiles(of: manifest, folder: folder, variables: variables, into: &plan)
    try applyWirings(of: manifest, folder: folder, variables: variables, to: &plan)
    try TypeCollisions.check(plan, root: root)
    return plan
  }

  /// Refuses a `--param` the folder's manifest does not declare.
  private func checkDeclared(
    _ parameters: [String: String], by manifest: TemplateManifest, folder: String
  ) throws {
    let declared = Set(manifest.parameters.map(\.name))
    for key in parameters.keys.sorted() where !declared.contains(key) {
      throw ScaffoldError.badParameter(
        key,
        reason: declared.isEmpty
          ? "template '\(folder)' declares no parameters"
          : "template '\(folder)' declares: \(declared.sorted().joined(separator: ", "))")
    }
  }

  /// Adds each declared parameter's value (given, else its default) to `variables`, by name and
  /// under `params`, after checking that required ones are given and values are well formed.
  private func bind(
    _ parameters: [String: String], declaredBy manifest: TemplateManifest, folder: String,
    into variables: inout [String: Any]
  ) throws {
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
  }

  /// Renders the manifest's files whose condition holds into `plan`, except a shared file the
  /// app already has.
  private func renderFiles(
    of manifest: TemplateManifest, folder: String, variables: [String: Any],
    into plan: inout ScaffoldPlan
  ) throws {
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
