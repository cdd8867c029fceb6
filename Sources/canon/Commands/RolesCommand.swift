import ArgumentParser
import CanonLint
import Foundation

/// `canon roles`: the role Canon gives each type, and why, so that a user can see why a finding
/// fired and fix their `roles:` configuration.
struct RolesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "roles",
    abstract: "Show the architecture role of each type and why Canon gave it.",
    discussion: """
      Lists every type declared under the paths with its roles (view controller, view model, \
      entity, …) and the evidence for each: its name, what it inherits, the view that holds it \
      as its state, its folder; and a role weaker evidence suggested but stronger evidence set \
      aside (`not presenter (adopts ErrorPresenter, …)`). A file in a module (a SwiftPM target, \
      an Xcode target or a pod whose build file is linted) is preceded by its module and the \
      file that declares it. Types of \
      tests and test doubles are listed with the test-case role only. Reads .canon.yml like \
      `canon lint` (its roles: section, included/excluded paths and generated files).
      """)

  @Argument(help: "Files or folders whose types to list (default: the current folder).")
  var paths: [String] = []

  @Option(help: "The configuration file (default: .canon.yml in the current folder).")
  var config: String?

  @Option(help: "Only types with this role (view-controller, view-model, entity, …).")
  var role: String?

  @Flag(help: "Also list the types that have no role.")
  var all = false

  func run() throws {
    let wanted: Role?
    if let role {
      guard let parsed = Role(rawValue: role) else {
        throw CanonFailure.usage(
          "unknown role '\(role)'; roles: \(Role.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      wanted = parsed
    } else {
      wanted = nil
    }
    let session = try LintSession.load(paths: paths, configPath: config, presets: [])
    // Only the summaries are needed: no rule runs.
    var setup = session.setup
    setup.rules = []
    let summaries = Linter(setup: setup, knownRuleIDs: []).lint(session.inputs).summaries
    let index = ProjectIndex(
      files: summaries, rolePatterns: setup.rolePatterns, explainingRoles: true)
    var output = ""
    for file in summaries {
      var saidModule = false
      for type in file.types {
        let roles = index.roles(of: type.name)
        if let wanted, !roles.contains(wanted) { continue }
        if roles.isEmpty && !all { continue }
        // Which module the file is in, once, before its first type: a name resolves within it.
        if !saidModule, let membership = index.moduleMembership(of: file.path) {
          output += "\(file.path): \(membership.description)\n"
        }
        saidModule = true
        output += "\(type.location): \(RoleExplanation.qualifiedName(type)): "
        output += RoleExplanation.describe(roles: roles, reasons: index.reasons(forRolesOf: type.name), kind: file.kind)
        for setAside in index.rolesSetAside(of: type.name) where !roles.contains(setAside.role) {
          output += "; not \(setAside.role.rawValue) (\(setAside.because))"
        }
        output += "\n"
      }
    }
    Console.out(output, terminator: "")
  }
}
