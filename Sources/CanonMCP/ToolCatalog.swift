
/// The tools `canon mcp` offers, with the JSON Schema of their arguments.
enum ToolCatalog {
  static let lint = "lint"
  static let fix = "fix"
  static let explainRule = "explain_rule"
  static let roles = "roles"
  static let layers = "layers"
  static let scaffold = "scaffold"

  static let all: [Tool] = [
    Tool(
      name: lint,
      description: """
        Lint Swift code with the project's .canon.yml, roles and layers. Give `code` with the \
        `path` it will have in the project (it need not exist: project rules see it among the \
        project's files), or `paths` (files or folders) to lint as they are on disk. Findings: \
        rule, severity, path, line, column, message, and whether a fix is available; grouped by \
        rule when there are many.
        """,
      inputSchema: object(
        [
          "code": string("Swift source to lint in place of the file at `path`."),
          "path": string("The file's path in the project, relative to its root (with `code`: where the snippet would be)."),
          "paths": strings("Files or folders of the project to lint from disk."),
        ], required: []),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: fix,
      description: """
        The fixes Canon can make, as a unified diff, for a file of the project (`path`) or a \
        snippet (`code` with the `path` it will have). Nothing is written unless `apply` is \
        true (files only).
        """,
      inputSchema: object(
        [
          "path": string("The file's path in the project, relative to its root."),
          "code": string("Swift source to fix in place of the file at `path` (the fixed code is returned)."),
          "apply": boolean("Write the fixed file (default false: only the diff)."),
          "unsafe": boolean("Also make the fixes that can change behaviour or API (weak, final, private); default false, as `canon fix`."),
        ], required: ["path"]),
      annotations: .init(destructiveHint: true, idempotentHint: true)),
    Tool(
      name: explainRule,
      description: """
        What a rule checks and why: rationale, the guide section it comes from, options with \
        their defaults, presets, and code that triggers it and code that does not.
        """,
      inputSchema: object(["rule": string("The rule id, e.g. weak-delegate.")], required: ["rule"]),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: roles,
      description: """
        The architecture roles Canon gives the project's types (view-controller, view-model, \
        entity, …) and the evidence for each: name, supertypes, folder, .canon.yml's roles:.
        """,
      inputSchema: object(
        [
          "type": string("Only this type (its name, e.g. ProfileViewModel)."),
          "paths": strings("Only the types declared under these files or folders."),
        ], required: []),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: layers,
      description: """
        The project's layers and forbidden boundaries (layers: and forbidden: of .canon.yml, or \
        the preset's), which layer a file (`path`) or a type (`type`) is in, and whether a type \
        may reference another (`from` and `to`, e.g. may ProfileView use OrderStore?).
        """,
      inputSchema: object(
        [
          "path": string("A file of the project."),
          "type": string("A type of the project."),
          "from": string("The type that would hold the reference."),
          "to": string("The type it would reference."),
        ], required: []),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: scaffold,
      description: """
        The plan of `canon new KIND NAME` in this app (made by `canon init`): the files it \
        creates and the existing files it wires the new code into. Written only when `write` \
        is true; nothing existing is overwritten.
        """,
      inputSchema: object(
        [
          "kind": string("module, screen, store, entity, coordinator, cell, or a team template folder."),
          "name": string("An UpperCamelCase Swift identifier, e.g. Cart."),
          "architecture": string("The module's architecture (default: the app's)."),
          "opened_from": string("The VIPER module that opens this one."),
          "purpose": string("What the module is for, one sentence."),
          "parameters": .object([
            "type": "object", "description": "Template parameters, NAME: VALUE.",
            "additionalProperties": .object(["type": "string"]),
          ]),
          "write": boolean("Write the files (default false: only the plan)."),
        ], required: ["kind", "name"]),
      annotations: .init(destructiveHint: false)),
  ]

  private static func object(_ properties: [String: Value], required: [String]) -> Value {
    .object([
      "type": "object", "properties": .object(properties),
      "required": .array(required.map { .string($0) }), "additionalProperties": false,
    ])
  }

  private static func string(_ description: String) -> Value {
    .object(["type": "string", "description": .string(description)])
  }

  private static func boolean(_ description: String) -> Value {
    .object(["type": "boolean", "description": .string(description)])
  }

  private static func strings(_ description: String) -> Value {
    .object([
      "type": "array", "items": .object(["type": "string"]), "description": .string(description),
    ])
  }
}
