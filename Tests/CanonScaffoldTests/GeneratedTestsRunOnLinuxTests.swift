import CanonScaffold
import Foundation
import Testing

/// What the generated tests need to run on Linux, where scaffold-check runs them.
@Suite("Generated tests run on Linux")
struct GeneratedTestsRunOnLinuxTests {
  /// Linux XCTest crashes listing a synchronous `@MainActor` test method ("Could not cast value
  /// of type … @MainActor () -> ()"), and scaffold-check runs the UI tests' binary on Linux.
  @Test func mainActorXCTestMethodsAreAsync() throws {
    // Given
    let catalog = TemplateCatalog(projectRoot: nil)
    let stencils = try FileManager.default.subpathsOfDirectory(
      atPath: catalog.builtInDirectory.path
    ).filter { $0.hasSuffix("Tests.swift.stencil") }

    // When
    var synchronous: [String] = []
    for path in stencils {
      let text = try String(
        contentsOf: catalog.builtInDirectory.appendingPathComponent(path), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated().dropFirst()
      where line.contains("func test") && !line.contains(" async")
        && lines[index - 1].contains("@MainActor")
      {
        synchronous.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }

    // Then
    #expect(!stencils.isEmpty)
    #expect(synchronous == [])
  }
}
