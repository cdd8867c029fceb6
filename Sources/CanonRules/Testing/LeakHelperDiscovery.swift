import CanonLint
import Foundation
import SwiftSyntax

/// A project's own leak check, recognised by what it does rather than by its name: a function of
/// the test sources that takes an object, keeps a `weak` reference to it and asserts that the
/// reference is `nil` (in an `addTeardownBlock { [weak object] in … }`, a `defer`, or after the
/// scope that held the object):
///
/// ```swift
/// func trackForMemoryLeaks(_ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
///   addTeardownBlock { [weak instance] in XCTAssertNil(instance, file: file, line: line) }
/// }
/// ```
enum LeakHelperDiscovery {
  /// References that assert a reference is gone, alone or with a `nil` in the same function.
  static let nilAssertions: NameSet = ["XCTAssertNil", "beNil"]
  static let assertions: NameSet = [
    "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTFail", "expect", "require", "assert",
    "assertionFailure", "precondition", "preconditionFailure", "fatalError", "record",
  ]
  /// Functions tests call with an object that are not leak checks, left out of the facts.
  static let knownNonHelpers: Set<String> = [
    "expect", "require", "wait", "measure", "print", "debugPrint", "dump", "fulfill", "XCTUnwrap",
    "withExtendedLifetime", "autoreleasepool", "addTeardownBlock", "describe", "context", "it",
  ]

  /// What one function of a test file did so far, for the walk's stack of functions.
  final class Frame {
    let name: String
    let takesArguments: Bool
    var keepsWeakReference = false
    var assertsNil = false
    var mentionsNil = false
    var asserts = false

    init(name: String, takesArguments: Bool) {
      self.name = name
      self.takesArguments = takesArguments
    }

    var isLeakCheck: Bool {
      takesArguments && keepsWeakReference && (assertsNil || (mentionsNil && asserts))
    }
  }

  /// Subscribes to what makes a function of a test file a leak check; `found` is called with
  /// the name of each one, when the walk leaves it.
  static func observe(_ walk: inout SyntaxWalk, found: @escaping (String) -> Void) {
    var frames: [Frame] = []
    walk.on(FunctionDeclSyntax.self) { function in
      frames.append(
        Frame(
          name: function.name.text,
          takesArguments: !function.signature.parameterClause.parameters.isEmpty))
    }
    walk.after(FunctionDeclSyntax.self) { _ in
      guard let frame = frames.popLast() else { return }
      if frame.isLeakCheck { found(frame.name) }
    }
    walk.on(ClosureCaptureSpecifierSyntax.self) { specifier in
      if specifier.specifier.tokenKind == .keyword(.weak) { frames.last?.keepsWeakReference = true }
    }
    walk.on(VariableDeclSyntax.self) { variable in
      guard let frame = frames.last, variable.modifiers.contains(.weak) else { return }
      frame.keepsWeakReference = true
    }
    walk.on(NilLiteralExprSyntax.self) { _ in frames.last?.mentionsNil = true }
    walk.on(DeclReferenceExprSyntax.self, named: nilAssertions) { _ in
      frames.last?.assertsNil = true
    }
    walk.on(DeclReferenceExprSyntax.self, named: assertions) { _ in frames.last?.asserts = true }
    walk.on(MacroExpansionExprSyntax.self) { macro in
      let name = macro.macroName.text
      if name == "expect" || name == "require" { frames.last?.asserts = true }
    }
  }

  /// The function a call passes an object to, when it could be a leak check: `check(sut)`,
  /// `self.check(Type())`, `check { Type() }`. Assertions of the test frameworks are not.
  static func candidateCallee(_ call: FunctionCallExprSyntax) -> String? {
    let name: String
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard name.first?.isLowercase == true, !name.hasPrefix("XCT"),
      !knownNonHelpers.contains(name)
    else { return nil }
    if call.trailingClosure != nil { return name }
    guard var first = call.arguments.first?.expression else { return nil }
    if let tryExpr = first.as(TryExprSyntax.self) { first = tryExpr.expression }
    if let awaitExpr = first.as(AwaitExprSyntax.self) { first = awaitExpr.expression }
    if first.is(DeclReferenceExprSyntax.self) || first.is(FunctionCallExprSyntax.self)
      || first.is(ClosureExprSyntax.self)
    {
      return name
    }
    if let member = first.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return name
    }
    return nil
  }

  /// The project's leak checks found in its test sources, and whether a test calls one.
  struct Found: Sendable {
    var names: Set<String> = []
    var used = false
  }

  /// `Found` for one project index, gathered from the facts the first time a condition asks.
  /// Held by the rule: the engine has no per-run cache for what a rule derives from its facts.
  final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private weak var index: ProjectIndex?
    private var found = Found()

    func found(in index: ProjectIndex, ruleID: String) -> Found {
      // Made from the rule's facts once, for all conditions: each that asks depends on them.
      index.noteMemoRead(fromFactsOf: ruleID)
      lock.lock()
      defer { lock.unlock() }
      if self.index === index { return found }
      var names = Set<String>()
      var called = Set<String>()
      for (_, fact) in index.facts(of: ruleID, as: LeakFact.self) {
        switch fact {
        case .helper(let name): names.insert(name)
        case .calls(let name): called.insert(name)
        default: continue
        }
      }
      found = Found(names: names, used: !names.isDisjoint(with: called))
      self.index = index
      return found
    }
  }
}
