import SwiftSyntax

/// Recognises test code: test sources by their path or imports, test doubles by their names.
public enum TestSources {
  /// Frameworks only tests import: a file importing one is test code wherever it sits.
  static let testFrameworks: Set<String> = [
    "XCTest", "Quick", "Nimble", "Testing", "SnapshotTesting", "iOSSnapshotTestCase",
    "FBSnapshotTestCase", "ViewInspector", "Cuckoo", "Mockingbird", "SwiftyMocky",
  ]

  /// Whether a path is in test sources: under a folder named `…Tests` or `…Specs` (`UITests`
  /// included), `TestSupport`, `TestHelpers`, `Mocks`, `Fakes` or `Stubs`, or a file named
  /// `…Tests.swift`, `…Spec.swift`, `…Specs.swift` or `…Mock(s).swift`. A singular `…Test`
  /// is not enough: apps have `ABTest/` features and `SpeedTest.swift` screens.
  public static func isTestPath(_ path: String) -> Bool {
    let components = PathUtilities.components(path)
    guard let file = components.last else { return false }
    let stem = file.hasSuffix(".swift") ? file.dropLast(6) : file
    if ["Tests", "Spec", "Specs", "Mock", "Mocks"].contains(where: { stem.hasSuffix($0) }) {
      return true
    }
    return components.dropLast().contains(where: isTestFolder)
  }

  static func isTestFolder(_ name: Substring) -> Bool {
    if name.hasSuffix("Tests") || name.hasSuffix("Specs") { return true }
    return ["TestSupport", "TestHelpers", "TestUtilities", "TestUtils", "Mocks", "Fakes", "Stubs"]
      .contains { name == $0 }
  }

  /// Whether the file imports a test framework, or the app with `@testable` (its top-level
  /// imports only).
  static func importsTestFramework(_ tree: SourceFileSyntax) -> Bool {
    tree.importDeclarations().contains { declaration in
      guard let module = declaration.moduleName else { return false }
      return testFrameworks.contains(module) || declaration.isTestable
    }
  }

  /// Prefixes and suffixes that name a test double.
  static let doubleWords = ["Mock", "Fake", "Stub", "Spy", "Dummy"]

  /// Whether a type's name says it is a test double: `MockLoginInteractor`, `FakeAPI`,
  /// `LoginServiceMock`, `StubbedStore`, `SpyDelegate`. A word must stand as a word
  /// (`Mockingbird`, `Spyglass` and `Stubborn` are not doubles).
  public static func isTestDoubleName(_ name: String) -> Bool {
    for word in doubleWords {
      if name.hasSuffix(word) || name.hasSuffix(word + "s") { return true }
      guard name.hasPrefix(word) else { continue }
      let rest = name.dropFirst(word.count)
      if rest.isEmpty { return true }
      // `Mock` + an upper-case word (`MockAPI`), or `Stubbed…`, `Mocked…`, `Faked…`.
      if let first = rest.first, first.isUppercase { return true }
      // `Stubbed`: the last consonant doubles before `ed`.
      let past = rest.hasPrefix("ed") ? rest.dropFirst(2) : rest.hasPrefix("bed") ? rest.dropFirst(3) : nil
      if let past, past.first?.isUppercase == true { return true }
    }
    return false
  }
}

/// What kind of code one file holds, decided once by the engine.
enum CodeKind {
  static func of(
    relativePath: String, tree: SourceFileSyntax, generatedGlobs: GlobSet
  ) -> JudgedCode {
    if GeneratedFile.isGenerated(tree) { return .generated }
    if generatedGlobs.matches(relativePath) { return .generated }
    // An Xcode file template (`MVVM.xctemplate/___FILEBASENAME___.swift`) is what Xcode writes
    // new files from, with `___VARIABLE_…___` placeholders: code made from, not the app's own.
    if relativePath.contains(".xctemplate/") { return .generated }
    if TestSources.isTestPath(relativePath) || TestSources.importsTestFramework(tree) {
      return .tests
    }
    return .production
  }
}
