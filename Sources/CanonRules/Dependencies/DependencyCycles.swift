import CanonLint

/// Modules (or types) that depend on each other in a circle.
///
/// The references are the ones `layer-dependencies` records, recorded by the same walk under
/// this rule's id (so the rule works whether `layer-dependencies` is on or not), and the cycles
/// are those of `canon graph` at the same level.
struct DependencyCycles: SyntaxRule, ProjectRule {
  enum Level: String, CaseIterable, OptionValue {
    case modules, types
  }

  struct Options: RuleOptions {
    var level = Level.modules
    static var fields: [OptionField<Options>] {
      [
        .option(
          "level", \.level,
          "What a cycle is between: `modules` (SwiftPM targets, Xcode targets and pods, VIPER modules and feature folders, as `canon graph --level modules` shows them) or `types`"
        )
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "dependency-cycles",
    summary: "Modules or feature folders that depend on each other in a cycle",
    rationale: """
      A module that depends on another which depends back on it cannot be built, tested, \
      reused or understood without it: the two are one module under two names, and every \
      cycle makes the next one easier. The rule finds each group of modules that all reach \
      each other through their references (types named, modules imported) and reports it \
      once, at the first reference of the shortest cycle through the group, with the cycle and \
      the whole group in the message; cut one reference of the cycle (a protocol in the lower \
      module, a delegate, an event) and run it again. A module is a SwiftPM target of a linted \
      package, else the Xcode target, XcodeGen target or pod a linted `project.pbxproj`, \
      `project.yml` or `.podspec` compiles the file in, else a VIPER module (found as the VIPER rules find them), else a feature folder \
      (the folder under `Scene/`, `Scenes/`, `Features/`, `Modules/`, `Screens/`, `Flows/`…), \
      else the top folder of the linted tree; \
      `canon graph --level modules` draws them with the cycles highlighted. Opt-in: enable it \
      in `rules:`; `level: types` looks for cycles between top-level types instead.
      """,
    source: "Architecture: modules depend one way (canon graph, issue 17)",
    triggering: [
      Example(
        "final class CartView {\n  let checkout: ↓CheckoutView? = nil\n}",
        path: "App/Features/Cart/CartView.swift",
        context: [
          "App/Features/Checkout/CheckoutView.swift":
            "final class CheckoutView {\n  let cart: CartView? = nil\n}"
        ]),
      Example(
        "final class CartStore {\n  func show() -> ↓Receipt? { nil }\n}",
        path: "App/Features/Cart/CartStore.swift",
        context: [
          "App/Features/Checkout/Receipt.swift": "struct Receipt {\n  let user: Profile\n}",
          "App/Features/Profile/Profile.swift": "struct Profile {\n  let cart: CartStore\n}",
        ]),
      Example(
        "final class Cart {\n  let checkout: ↓Checkout\n}",
        path: "App/Cart.swift",
        context: ["App/Checkout.swift": "final class Checkout {\n  weak var cart: Cart?\n}"],
        options: "level: types"),
    ],
    nonTriggering: [
      Example(
        "final class CartView {\n  let checkout: CheckoutView? = nil\n}",
        path: "App/Features/Cart/CartView.swift",
        context: [
          "App/Features/Checkout/CheckoutView.swift": "final class CheckoutView {\n  let title = \"\"\n}"
        ]),
      // Types of one module may know each other: that is no module cycle.
      Example(
        "final class Cart {\n  let checkout: Checkout\n}",
        path: "App/Features/Cart/Cart.swift",
        context: ["App/Features/Cart/Checkout.swift": "final class Checkout {\n  weak var cart: Cart?\n}"]),
      // A test that names both modules makes no cycle.
      Example(
        "final class CartView {\n  let title = \"\"\n}",
        path: "App/Features/Cart/CartView.swift",
        context: [
          "App/Features/Checkout/CheckoutView.swift": "final class CheckoutView {\n  let cart: CartView? = nil\n}",
          "AppTests/CartTests.swift": "final class CartTests: XCTestCase {\n  let view: CheckoutView? = nil\n  let cart: CartView? = nil\n}",
        ]),
    ],
    reads: .everything)

  /// The walk of `layer-dependencies`, with no boundary: it records every type reference.
  private static let references = LayerDependencies(options: .init(forbidden: ForbiddenList([])))

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    Self.references.observe(file, with: &walk)
  }

  func check(_ project: LintedProject) {
    let graph = ArchitectureGraph.build(
      project.index, options: Self.references.options,
      // VIPER modules are found by the folder names the team gave `viper-module-layout`, as
      // `canon graph` finds them.
      request: ArchitectureGraph.Request(
        level: options.level == .types ? .types : .modules,
        viperLayout: project.configuredRule(ViperModuleLayout.id)),
      factsOf: Self.id)
    let kind = options.level == .types ? "types" : "modules"
    for cycle in graph.cycles where cycle.path.count > 1 {
      let first = graph.edges.first { $0.from == cycle.path[0] && $0.to == cycle.path[1] }
      guard let place = first?.place else { continue }
      var message = "\(kind) \((cycle.path + [cycle.path[0]]).map { "'\($0)'" }.joined(separator: " → ")) depend on each other in a cycle"
      if cycle.members.count > cycle.path.count {
        message += " (a group of \(cycle.members.count) \(kind) that all reach each other: \(cycle.members.joined(separator: ", ")))"
      }
      message += "; this reference is the first of the cycle: cut one of its references"
      project.report(at: place, message)
    }
  }
}
