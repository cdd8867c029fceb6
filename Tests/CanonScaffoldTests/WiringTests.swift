import CanonScaffold
import Foundation
import Testing

@Suite("Composition-root wiring")
struct WiringTests {
  let root = """
    import Swinject

    enum CompositionRoot {
        static func assemblies() -> [any Assembly] {
            [
                AppAssembly(),
            ]
        }
    }

    """

  @Test func addsTheElementAfterTheLastOne() throws {
    // When
    let outcome = try SourceWiring.add(
      element: "ProfileAssembly()", to: "assemblies", in: root, file: "Root.swift")

    // Then
    #expect(
      outcome
        == .edited(
          root.replacingOccurrences(
            of: "AppAssembly(),\n", with: "AppAssembly(),\n            ProfileAssembly(),\n")))
  }

  @Test func secondRunChangesNothing() throws {
    // Given
    guard
      case .edited(let once) = try SourceWiring.add(
        element: "ProfileAssembly()", to: "assemblies", in: root, file: "Root.swift")
    else {
      Issue.record("the first run did not edit")
      return
    }

    // When
    let again = try SourceWiring.add(
      element: "ProfileAssembly( )", to: "assemblies", in: once, file: "Root.swift")

    // Then
    #expect(again == .alreadyWired)
  }

  @Test func fillsAnEmptyArray() throws {
    // Given
    let source = "struct Specs {\n    static var specs: [Any.Type] {\n        []\n    }\n}\n"

    // When
    let outcome = try SourceWiring.add(
      element: "ProfileSpec.self", to: "specs", in: source, file: "Specs.swift")

    // Then
    #expect(
      outcome
        == .edited(
          "struct Specs {\n    static var specs: [Any.Type] {\n        [\n            ProfileSpec.self,\n        ]\n    }\n}\n"
        ))
  }

  @Test func addsTheMissingCommaOfTheLastElement() throws {
    // Given
    let source = "let all = [\n    a,\n    b\n]\n"

    // When
    let outcome = try SourceWiring.add(element: "c", to: "all", in: source, file: "All.swift")

    // Then
    #expect(outcome == .edited("let all = [\n    a,\n    b,\n    c,\n]\n"))
  }

  @Test func aCommentAfterTheLastElementStaysOnItsLine() throws {
    // Given
    let source = "let all = [\n    a, // the first\n]\n"

    // When
    let outcome = try SourceWiring.add(element: "b", to: "all", in: source, file: "All.swift")

    // Then
    #expect(outcome == .edited("let all = [\n    a, // the first\n    b,\n]\n"))
  }

  @Test func missingDeclarationIsAClearError() {
    // When
    let error = #expect(throws: ScaffoldError.self) {
      try SourceWiring.add(element: "X()", to: "screens", in: root, file: "Root.swift")
    }

    // Then
    #expect(error?.description == "cannot wire Root.swift: no function or variable named 'screens'")
  }

  @Test func wiringAnAppTwiceKeepsOneEntry() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "module", name: "Inbox", architecture: nil, parameters: ["purpose": "Shows mail."], in: app),
      to: app)

    // When: the module's files are removed and it is generated again
    try FileManager.default.removeItem(at: app.appendingPathComponent("Sources/ShopUI/Inbox"))
    try FileManager.default.removeItem(at: app.appendingPathComponent("Tests/ShopUITests/Inbox"))
    let plan = try scaffolder.planNew(
      kind: "module", name: "Inbox", architecture: nil, parameters: ["purpose": "Shows mail."], in: app)
    try scaffolder.write(plan, to: app)

    // Then
    let rootText = folder.read("Shop/Sources/ShopUI/App/CompositionRoot.swift") ?? ""
    #expect(rootText.components(separatedBy: "InboxAssembly()").count == 2)
    #expect(plan.edits.isEmpty)
    #expect(
      plan.notes == [
        "Sources/ShopUI/App/CompositionRoot.swift already has InboxAssembly()",
        "Sources/ShopUI/App/CompositionRoot.swift already has AppScreen(name: \"Inbox\") { $0.module((any InboxModuleInput).self) }",
      ])
  }
}
