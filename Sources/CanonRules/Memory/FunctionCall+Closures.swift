import CanonLint
import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The closures passed to the call: trailing ones and closure arguments.
  var closureArguments: [(label: String?, closure: ClosureExprSyntax)] {
    var result: [(String?, ClosureExprSyntax)] = []
    for argument in arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        result.append((argument.label?.text, closure))
      }
    }
    if let trailing = trailingClosure { result.append((nil, trailing)) }
    for extra in additionalTrailingClosures {
      result.append((extra.label.text, extra.closure))
    }
    return result
  }

  /// The argument with this label.
  func argument(_ label: String) -> LabeledExprSyntax? {
    // Compares the bytes: no String per argument.
    arguments.first { argument in
      argument.label.map { label.utf8.elementsEqual($0.textBytes) } ?? false
    }
  }
}

extension ExprSyntax {
  /// Whether the expression is `self`.
  var isSelf: Bool {
    self.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true
  }
}
