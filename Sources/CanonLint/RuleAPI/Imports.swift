import SwiftSyntax

extension SourceFileSyntax {
  /// The file's `import` declarations at top level, in order; with `inConditionalBlocks`, also
  /// those in top-level `#if` blocks (`#if canImport(SwiftUI) import SwiftUI #endif`), nested
  /// ones too. `imports(where:)` answers whether one names a module without making the nodes.
  public func importDeclarations(inConditionalBlocks: Bool = false) -> [ImportDeclSyntax] {
    var found: [ImportDeclSyntax] = []
    func collect(_ statements: CodeBlockItemListSyntax) {
      for item in statements {
        if let declaration = item.item.as(ImportDeclSyntax.self) {
          found.append(declaration)
        } else if inConditionalBlocks, let block = item.item.as(IfConfigDeclSyntax.self) {
          for clause in block.clauses {
            if case .statements(let inner) = clause.elements { collect(inner) }
          }
        }
      }
    }
    collect(statements)
    return found
  }

  /// The modules the file imports at top level, by their first name (`UIKit`, `App` of
  /// `@testable import App`, `Foundation` of `import struct Foundation.URL`).
  public var importedModules: Set<String> {
    Set(importDeclarations().compactMap(\.moduleName))
  }

  /// Whether the file imports `module` (its first name) at top level, or with
  /// `inConditionalBlocks` also in a top-level `#if` block.
  public func imports(_ module: String, inConditionalBlocks: Bool = false) -> Bool {
    importDeclarations(inConditionalBlocks: inConditionalBlocks).contains { $0.moduleName == module }
  }
}

extension ImportDeclSyntax {
  /// The first name of the imported path: `Foundation` of `import struct Foundation.URL`.
  public var moduleName: String? { path.first?.name.text }

  /// Whether the import is `@testable`.
  public var isTestable: Bool { attributes.containsPlain("testable") }
}
