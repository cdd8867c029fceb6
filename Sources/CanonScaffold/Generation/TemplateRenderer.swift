import Stencil

/// Renders Stencil text with Canon's filters:
/// `lowerFirst` (`ProfileHeader` → `profileHeader`), `upperFirst`, `screamingSnake`
/// (`URLLoader` → `URL_LOADER`, the keys of `Localizable.strings`), and `storeType`
/// (`{{ "Banana"|storeType:appArchitecture }}` → `any BananaStoring` in an mvvm-di app).
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
    filters.registerFilter("screamingSnake") { value in
      (value as? String).map(Self.screamingSnake) ?? value
    }
    filters.registerFilter("storeType") { value, arguments in
      guard let entity = value as? String else { return value }
      return Self.storeType(of: entity, appArchitecture: arguments.first.flatMap { $0 as? String })
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

  /// The type under which `AppDependencies` holds the store of `entity`, as `canon new store`
  /// declares it in an app of `appArchitecture`: what a view model's or interactor's `init` takes.
  static func storeType(of entity: String, appArchitecture: String?) -> String {
    switch appArchitecture.flatMap(Architecture.init(rawValue:)) {
    case .mvvmDI: "any \(entity)Storing"
    case .mvvm: "any \(entity)StoreType"
    default: "any MutableEntityStore<\(entity)>"
    }
  }

  /// `name`'s words in capitals joined by underscores: `ProfileHeader` → `PROFILE_HEADER`.
  /// SwiftGen names the key back `profileHeader…`, as `lowerFirst` names the screen.
  static func screamingSnake(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // A new word: after a lower-case letter or digit, or the last capital of an acronym.
        if !previous.isUppercase || next?.isLowercase == true { result += "_" }
      }
      result += character.uppercased()
    }
    return result
  }

  /// Whether the Stencil condition `condition` holds in `context`.
  public func holds(_ condition: String, context: [String: Any], name: String) throws -> Bool {
    try render("{% if \(condition) %}yes{% endif %}", context: context, name: name) == "yes"
  }
}
