import Stencil

/// Renders Stencil text with Canon's filters:
/// `lowerFirst` (`ProfileHeader` → `profileHeader`), `upperFirst`.
public struct TemplateRenderer {
  private let environment: Environment

  /// A renderer with Canon's filters and smart whitespace trimming around tags.
  public init() {
    let filters = Extension()
    filters.registerFilter("lowerFirst") { value in
      (value as? String).map(ScaffoldName.lowerCamel) ?? value
    }
    filters.registerFilter("upperFirst") { value in
      guard let text = value as? String, let first = text.first else { return value }
      return first.uppercased() + text.dropFirst()
    }
    environment = Environment(extensions: [filters], trimBehaviour: .smart)
  }

  /// Renders `text` with `context`; `name` says which template failed, and for a template of
  /// several lines the error says on which line (`screen-mvvm/View.swift.stencil:3`).
  public func render(_ text: String, context: [String: Any], name: String) throws -> String {
    do {
      return try environment.renderTemplate(string: text, context: context)
    } catch let error as TemplateSyntaxError {
      // Stencil knows the failing token's line; without it the author had to bisect the file.
      let line = error.token?.sourceMap.location.lineNumber ?? 0
      let place = line > 0 && text.contains(where: \.isNewline) ? "\(name):\(line)" : name
      throw ScaffoldError.badTemplate(place, reason: error.reason)
    } catch {
      throw ScaffoldError.badTemplate(name, reason: "\(error)")
    }
  }

  /// Whether the Stencil condition `condition` holds in `context`.
  public func holds(_ condition: String, context: [String: Any], name: String) throws -> Bool {
    try render("{% if \(condition) %}yes{% endif %}", context: context, name: name) == "yes"
  }
}
