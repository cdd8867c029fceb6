import CanonLint
import Foundation
import SwiftSyntax
import Testing

/// Counts the nodes its handler was called for, by file: tells whether the engine walked a rule
/// over a file at all, whatever the rule reports.
struct CountsStructVisits: SyntaxRule {
  static let description = RuleDescription.engineTest("counts-struct-visits", "Counts the structs it is shown")
  static let visits = VisitLog()

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(StructDeclSyntax.self) { _ in Self.visits.add(file.path) }
  }
}

final class VisitLog: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String] = []

  func add(_ path: String) {
    lock.withLock { paths.append(path) }
  }

  /// The paths seen under `prefix` (each test uses its own folder: tests run in parallel).
  func paths(under prefix: String) -> [String] {
    lock.withLock { paths.filter { $0.hasPrefix(prefix) }.sorted() }
  }
}

/// A generated file costs its parse and the index's summary: rules that leave generated code
/// alone are not walked over it, and what the index learns from it still counts elsewhere.
@Suite struct GeneratedFileCostTests {
  @Test func rulesThatSkipGeneratedFilesAreNotWalkedOverThem() {
    let violations = Engine.lint(
      [
        "Walk/Gen.swift": "// Generated using Sourcery — DO NOT EDIT\nstruct A {}\nstruct B {}\n",
        "Walk/API/Client.swift": "struct Client {}\n",
        "Walk/Own.swift": "struct Own {}\n",
      ], rules: [CountsStructVisits.self, EveryStruct.self], generated: ["Walk/API/**"])
    #expect(CountsStructVisits.visits.paths(under: "Walk/") == ["Walk/Own.swift"])
    #expect(Engine.places(violations) == ["Walk/Own.swift:1:8 every-struct"])
  }

  @Test func aRoleInheritedFromAGeneratedTypeStillCounts() {
    let app = "final class Settings: ScreenBase {}\n"
    let generated = "// Generated using Sourcery — DO NOT EDIT\nclass ScreenBase: UIViewController {}\n"
    // Without the generated file, nothing says what `Settings` is…
    #expect(RoleResolutionTests.index(["App/Settings.swift": app]).roles(of: "Settings").isEmpty)
    // …with it, the index knows its base class from the generated file's summary.
    let index = RoleResolutionTests.index([
      "App/Settings.swift": app, "App/Generated/Screens.swift": generated,
    ])
    #expect(index.roles(of: "Settings") == [.viewController])
  }
}
