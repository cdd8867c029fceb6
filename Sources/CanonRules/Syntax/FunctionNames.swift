import SwiftSyntax

/// How a message names a function so that overloads read apart: each needs its own edit.
enum FunctionNames {
  /// How a message names each function of `decls` that shares its name with another:
  /// `show(error:)` and `show(message:)` by their labels, `changed(_: Bool)` and
  /// `changed(_: Int)` by their labels and parameter types. Functions left out are named by
  /// their name alone.
  static func overloads(in decls: [DeclSyntax]) -> [SyntaxIdentifier: String] {
    var byName: [String: [FunctionDeclSyntax]] = [:]
    for decl in decls {
      guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
      byName[function.name.text, default: []].append(function)
    }
    var shown: [SyntaxIdentifier: String] = [:]
    for functions in byName.values where functions.count > 1 {
      let labelled = functions.map(withLabels)
      for (function, name) in zip(functions, labelled) {
        shown[function.id] = labelled.filter { $0 == name }.count > 1 ? withTypes(function) : name
      }
    }
    return shown
  }

  /// `updatePlayer(emoji:id:)`: the name with its argument labels, as Swift names a function.
  static func withLabels(_ function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    return function.name.text + "(" + labels.joined() + ")"
  }

  /// `sectionChanged(_: Bool, type: Section)`: the labels with the parameters' types.
  static func withTypes(_ function: FunctionDeclSyntax) -> String {
    let parameters = function.signature.parameterClause.parameters.map {
      $0.firstName.text + ": " + $0.type.trimmedDescription
    }
    return function.name.text + "(" + parameters.joined(separator: ", ") + ")"
  }
}
