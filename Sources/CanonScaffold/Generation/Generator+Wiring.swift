import Foundation

/// The wirings step of ``Generator/plan(folder:name:context:parameters:)``: what a manifest adds
/// to files the app already has (a registry entry, a member, a line).
extension Generator {
  /// Applies the manifest's wirings whose condition holds to `plan`, and notes a composition
  /// root that took none of them.
  func applyWirings(
    of manifest: TemplateManifest, folder: String, variables: [String: Any],
    to plan: inout ScaffoldPlan
  ) throws {
    let label = folder + "/" + TemplateCatalog.manifestName
    var appliedWirings = 0
    for wiring in manifest.wiring {
      if let condition = wiring.condition,
        try !renderer.holds(condition, context: variables, name: label)
      {
        continue
      }
      if wiring.isIntoCompositionRoot { appliedWirings += 1 }
      try apply(wiring, variables: variables, label: label, to: &plan)
    }
    // Only the composition root's registry missing is worth a note: the other wirings (a store
    // in `AppDependencies`, a spec in a Quick list) depend on the app's architecture by design.
    if manifest.wiring.contains(where: \.isIntoCompositionRoot), appliedWirings == 0 {
      let app = variables["appArchitecture"].map { "\($0)" } ?? "this"
      plan.notes.append(
        "not wired: the \(app) app's composition root has no registry for a '\(folder)' item; start it from an existing screen"
      )
    }
  }

  /// Renders one wiring and edits its file: the one this plan creates or already edits, else
  /// the app's. An optional wiring that cannot be made becomes a note.
  private func apply(
    _ wiring: TemplateManifest.Wiring, variables: [String: Any], label: String,
    to plan: inout ScaffoldPlan
  ) throws {
    let path = try renderer.render(wiring.file, context: variables, name: label)
      .trimmingCharacters(in: .whitespaces)
    // `into` is Stencil text too: `into: "{{ openedFrom }}RouterInput"`.
    let declaration = try renderer.render(wiring.declaration, context: variables, name: label)
      .trimmingCharacters(in: .whitespaces)
    let element = try renderer.render(wiring.element, context: variables, name: label)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let shown = Self.shown(element)
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
      return
    } else {
      throw ScaffoldError.wiring(path, reason: "the file does not exist")
    }
    let outcome: SourceWiring.Outcome
    do {
      switch wiring.kind {
      case .arrayElement:
        outcome = try SourceWiring.add(element: element, to: declaration, in: current, file: path)
      case .member:
        outcome = try MemberWiring.add(member: element, to: declaration, in: current, file: path)
      case .line:
        outcome = Self.append(line: element, to: current)
      }
    } catch let error as ScaffoldError where wiring.isOptional {
      plan.notes.append("\(error): add \(shown) yourself")
      return
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

  /// What a summary or note shows of a wired `element`: its first line of code, without its
  /// comments and attributes (a method's `}` would say nothing).
  static func shown(_ element: String) -> String {
    let codeLines = element.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return codeLines.first { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("@") }
      ?? codeLines.last ?? element
  }
}
