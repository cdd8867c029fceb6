import CanonScaffold
import Testing

@Suite("Member wiring (a store into AppDependencies)")
struct MemberWiringTests {
  let dependencies = """
    import CanonStore

    /// The services screens share.
    public struct AppDependencies {
        /// Creates the app's dependencies.
        public init() {}
    }

    """
  let member = """
    /// The Banana store.
    public var bananaStore: any MutableEntityStore<Banana> = BananaStore()
    """

  @Test func addsTheMemberAboveTheInitializerAndItsComment() throws {
    // When
    let outcome = try MemberWiring.add(
      member: member, to: "AppDependencies", in: dependencies, file: "AppDependencies.swift")

    // Then
    #expect(
      outcome
        == .edited(
          dependencies.replacingOccurrences(
            of: "    /// Creates",
            with: """
                  /// The Banana store.
                  public var bananaStore: any MutableEntityStore<Banana> = BananaStore()

                  /// Creates
              """)))
  }

  @Test func secondRunChangesNothingAndASecondStoreFollowsTheFirst() throws {
    // Given
    guard
      case .edited(let once) = try MemberWiring.add(
        member: member, to: "AppDependencies", in: dependencies, file: "AppDependencies.swift")
    else {
      Issue.record("the first run did not edit")
      return
    }

    // When
    let again = try MemberWiring.add(
      member: member, to: "AppDependencies", in: once, file: "AppDependencies.swift")
    let second = try MemberWiring.add(
      member: "public var appleStore: any MutableEntityStore<Apple> = AppleStore()",
      to: "AppDependencies", in: once, file: "AppDependencies.swift")

    // Then
    #expect(again == .alreadyWired)
    guard case .edited(let twice) = second else {
      Issue.record("the second store was not added")
      return
    }
    let banana = twice.range(of: "bananaStore")?.lowerBound
    let apple = twice.range(of: "appleStore")?.lowerBound
    let initializer = twice.range(of: "public init()")?.lowerBound
    #expect(banana != nil && apple != nil && initializer != nil)
    if let banana, let apple, let initializer {
      #expect(banana < apple && apple < initializer)
    }
  }

  @Test func aMemberIsIndentedAsTheMembersAlreadyThere() throws {
    // Given: SwiftGen's output indents by two spaces
    let generated = "public enum L10n {\n  /// Home\n  public static let homeHeadline = L10n.tr(\"Localizable\", \"HOME_HEADLINE\")\n}\n"

    // When
    let outcome = try MemberWiring.add(
      member: "/// Cart\npublic static let cartHeadline = L10n.tr(\"Localizable\", \"CART_HEADLINE\")",
      to: "L10n", in: generated, file: "Strings.swift")

    // Then
    #expect(
      outcome
        == .edited(
          "public enum L10n {\n  /// Home\n  public static let homeHeadline = L10n.tr(\"Localizable\", \"HOME_HEADLINE\")\n  /// Cart\n  public static let cartHeadline = L10n.tr(\"Localizable\", \"CART_HEADLINE\")\n}\n"
        ))
  }

  @Test func aTypeWithoutInitializerGetsTheMemberAtTheEnd() throws {
    // When
    let outcome = try MemberWiring.add(
      member: "let x = 1", to: "Empty", in: "struct Empty {\n}\n", file: "Empty.swift")

    // Then
    #expect(outcome == .edited("struct Empty {\n    let x = 1\n}\n"))
  }

  @Test func aMissingTypeIsAnError() {
    #expect(throws: ScaffoldError.self) {
      try MemberWiring.add(
        member: member, to: "Missing", in: dependencies, file: "AppDependencies.swift")
    }
  }
}

@Suite("Member wiring (a VIPER module opened from another)")
struct OpenerWiringTests {
  @Test func aProtocolGetsARequirementSetApartFromTheOnesBefore() throws {
    // Given
    let source = "protocol HomeRouterInput: AnyObject {\n    func closeCurrentModule()\n}\n"

    // When
    let outcome = try MemberWiring.add(
      member: "/// Opens Cart.\nfunc openCart()", to: "HomeRouterInput", in: source,
      file: "HomeRouterInput.swift")

    // Then
    #expect(
      outcome
        == .edited(
          "protocol HomeRouterInput: AnyObject {\n    func closeCurrentModule()\n\n    /// Opens Cart.\n    func openCart()\n}\n"
        ))
  }

  @Test func aMethodKeepsTheIndentationOfItsBodyAndItsBlankLines() throws {
    // Given
    let source = "final class Tests {\n    func testA() {}\n}\n"

    // When
    let outcome = try MemberWiring.add(
      member: "// MARK: - B\n\nfunc testB() {\n    // Given\n    let b = 1\n}", to: "Tests",
      in: source, file: "Tests.swift")

    // Then
    #expect(
      outcome
        == .edited(
          "final class Tests {\n    func testA() {}\n\n    // MARK: - B\n\n    func testB() {\n        // Given\n        let b = 1\n    }\n}\n"
        ))
  }
}
