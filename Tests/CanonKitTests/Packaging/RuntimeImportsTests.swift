import Foundation
import Testing

/// The runtime's libraries import only what their products bring (`Runtime/Package.swift`): an
/// app that links CanonKit, CanonStore or CanonTesting resolves swift-log and nothing else, so
/// GRDB stays in CanonStoreSQLite and Quick and Nimble in CanonTestingQuick. SwiftPM alone does
/// not hold this: on Linux a module built for another target of the same build can be imported
/// without being declared.
struct RuntimeImportsTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Runtime/Sources")

  /// The modules of packages (the runtime's own libraries included) each library may import.
  private static let allowed: [String: Set<String>] = [
    "CanonKit": ["Logging"],
    "CanonStore": ["Logging"],
    "CanonStoreSQLite": ["CanonStore", "GRDB", "Logging"],
    "CanonInjection": ["Swinject"],
    "CanonTesting": ["Logging"],
    "CanonTestingQuick": ["CanonTesting", "Quick", "Nimble"],
  ]

  /// The modules that come from a package rather than from the toolchain.
  private static let packaged = Set(allowed.keys).union(allowed.values.joined())

  @Test(arguments: allowed.keys.sorted())
  func aLibraryImportsOnlyWhatItsProductBrings(library: String) throws {
    // Given
    let folder = Self.sources.appendingPathComponent(library)

    // When
    let imported = try Self.imports(under: folder)

    // Then
    #expect(!imported.isEmpty, "no Swift file under \(folder.path)")
    let foreign = imported.intersection(Self.packaged).subtracting(Self.allowed[library] ?? [])
    #expect(foreign.isEmpty, "\(library) imports \(foreign.sorted())")
  }

  @Test func everyLibraryOfTheRuntimeIsChecked() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    #expect(Set(folders) == Set(Self.allowed.keys))
  }

  private static func imports(under folder: URL) throws -> Set<String> {
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    let line = /^(?:@testable |@_exported |package |public |internal )?import (\w+)/
      .anchorsMatchLineEndings()
    var modules: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      modules.formUnion(text.matches(of: line).map { String($0.output.1) })
    }
    return modules
  }
}
