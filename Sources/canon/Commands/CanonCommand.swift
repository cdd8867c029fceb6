import ArgumentParser

/// `canon`: executable development standards for iOS teams.
struct CanonCommand: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "canon",
    abstract: "Executable development standards for iOS teams: lint rules that understand architecture.",
    version: version,
    subcommands: [
      LintCommand.self, FixCommand.self, RulesCommand.self, RolesCommand.self, InitCommand.self,
      NewCommand.self, BaselineCommand.self, ConfigCommand.self,
      TemplatesCommand.self, GraphCommand.self, LSPCommand.self, MCPCommand.self,
    ],
    defaultSubcommand: LintCommand.self)
}
