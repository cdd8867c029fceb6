import CanonLint
import SwiftSyntax

/// The types a call constructs, as tests write them for a leak check.
extension LeakTestCoverage {
  /// `LoginViewModel(…)`, `LoginViewModel<Stub>(…)`, `try LoginViewModel(…)`, `LoginViewModel.make()`.
  static func constructedType(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let tryExpr = expression.as(TryExprSyntax.self) { expression = tryExpr.expression }
    if let awaitExpr = expression.as(AwaitExprSyntax.self) { expression = awaitExpr.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    return typeName(calledBy: call.calledExpression)
  }

  /// The type a call constructs, judged by an upper-case callee, or by a factory named after it
  /// (`makeAboutViewController()`, `container.makeAboutViewController()`).
  static func typeName(calledBy callee: ExprSyntax) -> String? {
    if let factory = factoryProduct(callee) { return factory }
    var callee = callee
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      // A nested type, `StatusView.ViewModel(…)`; or a factory of the base type,
      // `LoginViewModel.init(…)`, `LoginViewModel.make(…)`.
      if member.declName.baseName.text.first?.isUppercase == true {
        return member.declName.baseName.text
      }
      callee = base
    }
    guard let reference = callee.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true
    else { return nil }
    return reference.baseName.text
  }

  static let factoryPrefixes = ["make", "create", "build"]

  /// `AboutViewController` for a call of `makeAboutViewController`, `createAboutViewController`
  /// or `buildAboutViewController`: Swift's factory naming convention.
  static func factoryProduct(_ callee: ExprSyntax) -> String? {
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    for prefix in factoryPrefixes where name.hasPrefix(prefix) {
      let product = name.dropFirst(prefix.count)
      if product.first?.isUppercase == true { return String(product) }
    }
    return nil
  }
}

/// Recognises a call to one of the configured leak checks.
struct HelperMatcher {
  var names = Set<String>()
  var sharedExamples: [(call: String, description: String)] = []

  init(_ helpers: [String]) {
    for helper in helpers {
      if let open = helper.firstIndex(of: "("), helper.hasSuffix(")") {
        let call = String(helper[..<open])
        let argument = helper[helper.index(after: open)..<helper.index(before: helper.endIndex)]
        sharedExamples.append((call, argument.filter { $0 != "\"" }))
      } else {
        names.insert(helper)
      }
    }
  }

  func matches(_ call: FunctionCallExprSyntax) -> Bool {
    let callee: String?
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = reference.baseName.text
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      callee = member.declName.baseName.text
    } else {
      callee = nil
    }
    guard let callee else { return false }
    if names.contains(callee) { return true }
    let first = call.arguments.first?.expression
    if let literal = first?.as(StringLiteralExprSyntax.self),
      sharedExamples.contains(where: { $0.call == callee && $0.description == literal.plainText })
    {
      return true
    }
    // `itBehavesLike(ObjectWithoutLeaks.self) { … }`
    for argument in call.arguments {
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.tokenKind == .keyword(.self),
        let base = member.base.flatMap({ LeakTestCoverage.typeName(calledBy: $0) })
      else { continue }
      if names.contains(base) { return true }
    }
    return false
  }
}

/// What a leak check's arguments mention: types constructed, variables and functions used.
final class ReferenceCollector: SyntaxVisitor {
  var typeNames = Set<String>()
  var valueNames = Set<String>()
  var functionNames = Set<String>()

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let type = LeakTestCoverage.typeName(calledBy: node.calledExpression) {
      typeNames.insert(type)
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isLowercase == true
    {
      functionNames.insert(reference.baseName.text)
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      functionNames.insert(member.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text.first?.isLowercase == true { valueNames.insert(node.baseName.text) }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // `self.sut`
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      valueNames.insert(node.declName.baseName.text)
      return .skipChildren
    }
    return .visitChildren
  }
}

extension StringLiteralExprSyntax {
  /// The text of a literal without interpolation; `nil` when it interpolates.
  var plainText: String? {
    var text = ""
    for segment in segments {
      guard let string = segment.as(StringSegmentSyntax.self) else { return nil }
      text += string.content.text
    }
    return text
  }
}
