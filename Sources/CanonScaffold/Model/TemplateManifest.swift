import Yams

/// A template folder's `template.yml`: what it generates, its extra parameters, its wiring.
///
/// ```yaml
/// summary: An MVVM screen (G0)
/// parameters:
///   - name: withStore
///     summary: also generate a store for the screen
///     default: "false"
/// files:
///   - template: ViewModel.swift.stencil
///     path: "Sources/{{ core }}/{{ name }}/{{ name }}ViewModel.swift"
///   - template: Store.swift.stencil
///     path: "Sources/{{ core }}/{{ name }}/{{ name }}Store.swift"
///     when: withStore
/// wiring:
///   - file: "{{ rootFile }}"
///     into: makeAssembler
///     element: "{{ name }}Assembly()"
///     when: "root == 'swinject'"
/// ```
/// `path`, `element` and `file` are Stencil text; `when` is a Stencil `if` condition.
public struct TemplateManifest: Sendable, Equatable {
  /// One line saying what the folder generates.
  public var summary: String
  /// Extra parameters, set with `--param name=value` (or `--param name` for `true`).
  public var parameters: [Parameter]
  /// The files to generate.
  public var files: [File]
  /// Elements added to arrays in existing files (the composition root, the Quick spec list).
  public var wiring: [Wiring]

  /// A declared extra parameter.
  public struct Parameter: Sendable, Equatable {
    public var name: String
    public var summary: String
    public var defaultValue: String?
    /// Whether `canon new` refuses to run without it (`required: true`): for what only the
    /// team can write, such as a VIPER module's purpose, where a placeholder would be shipped.
    public var isRequired = false
  }

  /// One generated file.
  public struct File: Sendable, Equatable {
    /// The Stencil file in the template folder.
    public var template: String
    /// Where the output goes, relative to the app's root (Stencil text).
    public var path: String
    /// A Stencil condition; the file is generated only when it holds.
    public var condition: String?
  }

  /// One array element added to a declaration of an existing Swift file.
  public struct Wiring: Sendable, Equatable {
    /// The Swift file to edit, relative to the app's root (Stencil text).
    public var file: String
    /// The function or variable whose array literal receives the element.
    public var declaration: String
    /// The element's Swift text (Stencil text).
    public var element: String
    /// A Stencil condition; the wiring is done only when it holds.
    public var condition: String?
    /// When the file is missing: `false` stops the run, `true` only reports it.
    public var isOptional: Bool
  }

  /// Reads a manifest; `folder` names it in error messages.
  public init(yaml: String, folder: String) throws {
    let root: Any?
    do {
      root = try Yams.load(yaml: yaml)
    } catch {
      throw ScaffoldError.badTemplate(folder, reason: "template.yml is not valid YAML: \(error)")
    }
    guard let mapping = root as? [String: Any] else {
      throw ScaffoldError.badTemplate(folder, reason: "template.yml must be a mapping with 'files'")
    }
    func string(_ value: Any?, _ what: String) throws -> String {
      if let text = value as? String { return text }
      if let value, !(value is [Any]), !(value is [String: Any]) { return "\(value)" }
      throw ScaffoldError.badTemplate(folder, reason: "\(what) must be text")
    }
    func list(_ key: String) throws -> [[String: Any]] {
      guard let value = mapping[key] else { return [] }
      guard let items = value as? [[String: Any]] else {
        throw ScaffoldError.badTemplate(folder, reason: "'\(key)' must be a list of mappings")
      }
      return items
    }
    summary = try mapping["summary"].map { try string($0, "summary") } ?? ""
    parameters = try list("parameters").map { item in
      Parameter(
        name: try string(item["name"], "a parameter's name"),
        summary: try item["summary"].map { try string($0, "a parameter's summary") } ?? "",
        defaultValue: try item["default"].map { try string($0, "a parameter's default") },
        isRequired: (item["required"] as? Bool) ?? false)
    }
    files = try list("files").map { item in
      File(
        template: try string(item["template"], "a file's template"),
        path: try string(item["path"], "a file's path"),
        condition: try item["when"].map { try string($0, "a file's 'when'") })
    }
    wiring = try list("wiring").map { item in
      Wiring(
        file: try string(item["file"], "a wiring's file"),
        declaration: try string(item["into"], "a wiring's 'into'"),
        element: try string(item["element"], "a wiring's element"),
        condition: try item["when"].map { try string($0, "a wiring's 'when'") },
        isOptional: (item["optional"] as? Bool) ?? false)
    }
    if files.isEmpty {
      throw ScaffoldError.badTemplate(folder, reason: "template.yml lists no files")
    }
  }
}
