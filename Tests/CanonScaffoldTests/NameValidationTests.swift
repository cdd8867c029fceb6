import CanonScaffold
import Testing

@Suite("Name validation")
struct NameValidationTests {
  @Test(arguments: ["Profile", "ProfileHeader", "URLLoader", "Screen2"])
  func acceptsUpperCamelCaseIdentifiers(name: String) throws {
    // When
    let validated = try ScaffoldName(name)

    // Then
    #expect(validated.value == name)
  }

  @Test(arguments: [
    ("profile", "UpperCamelCase"),
    ("Profile/Header", "path separators"),
    ("..\\Profile", "path separators"),
    ("ProfileModule", "cannot end in 'Module'"),
    ("Module", "cannot end in 'Module'"),
    ("class", "keyword"),
    ("Self", "keyword"),
    ("Type", "keyword"),
    ("2Profile", "cannot start with a digit"),
    ("Profile-Header", "ASCII letters and digits"),
    ("Profile Header", "ASCII letters and digits"),
    ("", "empty"),
  ])
  func refusesWithTheReason(name: String, reason: String) {
    // When
    let problem = ScaffoldName.problem(with: name)

    // Then
    #expect(problem?.contains(reason) == true, "\(name): \(problem ?? "accepted")")
  }

  @Test func refusalNamesTheNameAndTheReason() {
    // When
    let error = #expect(throws: ScaffoldError.self) { try ScaffoldName("ProfileModule") }

    // Then
    #expect(
      error?.description
        == "invalid name 'ProfileModule': a name cannot end in 'Module' (the folder is the module): use 'Profile'"
    )
  }

  @Test func refusesNamesWhosePropertyWouldBeAKeyword() {
    // When
    let problem = ScaffoldName.problem(with: "Default")

    // Then
    #expect(problem?.contains("keyword") == true)
  }

  @Test func lowerCamelKeepsAcronymsTogether() {
    // When
    let names = try? ["URLLoader", "Profile", "ID"].map { try ScaffoldName($0).lowerCamel }

    // Then
    #expect(names == ["urlLoader", "profile", "id"])
  }
}

/// Parameters whose value the templates paste into Swift code (`--param store=Banana`).
@Suite("Identifier parameters")
struct IdentifierParameterTests {
  @Test(arguments: [
    ("screen", "store", "Banana; import Darwin"),
    ("screen", "store", "banana"),
    ("screen", "store", "Banana.Store"),
    ("screen", "model", "Person()"),
  ])
  func refusesValuesThatAreNotTypeNames(kind: String, parameter: String, value: String) throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmBindings, in: folder)

    // When
    let error = #expect(throws: ScaffoldError.self) {
      try scaffolder.planNew(
        kind: kind, name: "Search", architecture: nil, parameters: [parameter: value], in: app)
    }

    // Then
    #expect(
      error?.description.hasPrefix(
        "parameter '\(parameter)': '\(value)' is pasted into Swift code as a type name") == true,
      "\(error?.description ?? "accepted")")
  }

  @Test func acceptsATypeName() throws {
    // Given
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)

    // When
    let plan = try scaffolder.planNew(
      kind: "screen", name: "Basket", architecture: nil, parameters: ["store": "Banana"], in: app)

    // Then
    #expect(plan.files.contains { $0.contents.contains("bananaStore: dependencies.bananaStore") })
  }

  @Test func aManifestParameterKindMustBeKnown() {
    // When
    let error = #expect(throws: ScaffoldError.self) {
      try TemplateManifest(
        yaml: "parameters:\n  - name: store\n    kind: type\nfiles:\n  - template: A.stencil\n    path: A.swift\n",
        folder: "widget")
    }

    // Then
    #expect(error?.description.contains("one of text, identifier, identifiers, flag, not 'type'") == true)
  }

  @Test(arguments: [
    ("Home", "HOME"), ("ProfileHeader", "PROFILE_HEADER"), ("URLLoader", "URL_LOADER"),
    ("Screen2", "SCREEN2"), ("ID", "ID"),
  ])
  func localizableKeysAreScreamingSnakeCase(name: String, key: String) throws {
    // When
    let rendered = try TemplateRenderer().render(
      "{{ name|screamingSnake }}", context: ["name": name], name: "test")

    // Then
    #expect(rendered == key)
  }
}
