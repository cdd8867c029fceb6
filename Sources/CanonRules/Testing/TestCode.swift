import CanonLint
import SwiftSyntax

/// What the mvvm-di rules share: telling test code (specs, mocks, stubs) from app code.
enum TestCode {
  /// Modules only test code imports.
  static let testModules: Set<String> = ["XCTest", "Quick", "Nimble", "Testing"]

  /// Endings of test doubles' names: a `LoginViewModelStub` is not the app's view model.
  static let doubleSuffixes = ["Mock", "Stub", "Fake", "Spy", "Dummy", "Double"]

  /// Whether a file is test code: it imports a test framework, or imports the app with
  /// `@testable`. Folders are not asked: a project's own `Tests` folder may hold the whole app
  /// (a fixture), and an absolute path may pass through any folder name.
  static func isTestFile(_ tree: SourceFileSyntax) -> Bool {
    tree.importDeclarations().contains { declaration in
      declaration.isTestable || declaration.moduleName.map(testModules.contains) == true
    }
  }

  /// `isTestFile(file.tree)`, ruled out first by a byte search: a test file's imports name one
  /// of these words.
  static func isTestFile(_ file: LintedFile) -> Bool {
    file.mentions(anyOf: ["testable", "XCTest", "Quick", "Nimble", "Testing"])
      && isTestFile(file.tree)
  }

  /// Whether a type name is a test double's.
  static func isDoubleName(_ name: String) -> Bool {
    doubleSuffixes.contains { name.hasSuffix($0) }
      || ["Mock", "Stub", "Fake", "Spy", "Dummy"].contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
      }
  }
}
