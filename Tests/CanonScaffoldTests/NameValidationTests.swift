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
