import CanonLint
import SwiftSyntax

/// What a test file shows `leak-test-coverage`: the types its tests pass to a leak check (the
/// configured ones, or a function that may be the project's own), recorded as `LeakFact`s.
extension LeakTestCoverage {
  /// Test code: which types reach a leak check, and which functions are leak checks.
  func observeTest(_ file: LintedFile, with walk: inout SyntaxWalk) {
    file.record(LeakFact.testFile)
    let matcher = HelperMatcher(options.helpers)
    let state = TestFileState()

    LeakHelperDiscovery.observe(&walk) { name in
      file.record(LeakFact.helper(name))
    }
    walk.on(FunctionCallExprSyntax.self) { call in
      let arguments: Arguments
      if matcher.matches(call) {
        state.helperUsed = true
        arguments = state.helperArguments
      } else if let callee = LeakHelperDiscovery.candidateCallee(call) {
        // Perhaps the project's own leak check, declared in this file or another.
        arguments = state.candidateArguments(of: callee)
      } else {
        return
      }
      let collector = ReferenceCollector(viewMode: .sourceAccurate)
      collector.walk(call.arguments)
      if let closure = call.trailingClosure { collector.walk(closure) }
      for closure in call.additionalTrailingClosures { collector.walk(closure) }
      arguments.constructed.formUnion(collector.typeNames)
      arguments.referenced.formUnion(collector.valueNames)
      arguments.calledFunctions.formUnion(collector.functionNames)
    }
    walk.on(VariableDeclSyntax.self) { variable in
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        if let type = binding.typeAnnotation?.type {
          state.variableTypes[name, default: []].formUnion(type.nominalNames)
        }
        if let value = binding.initializer?.value { state.assign(value, to: name) }
      }
    }
    walk.on(SequenceExprSyntax.self) { sequence in
      guard sequence.assignment?.elementCount == 3 else { return }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let name = Self.assignedName(elements[0])
      else { return }
      state.assign(elements[2], to: name)
    }
    walk.on(InfixOperatorExprSyntax.self) { infix in
      guard infix.operator.is(AssignmentExprSyntax.self),
        let name = Self.assignedName(infix.leftOperand)
      else { return }
      state.assign(infix.rightOperand, to: name)
    }
    walk.on(FunctionDeclSyntax.self) { function in
      guard let returned = function.signature.returnClause?.type else { return }
      state.functionTypes[function.name.text, default: []].formUnion(returned.nominalNames)
    }
    walk.atEnd {
      if state.helperUsed { file.record(LeakFact.helperUsed) }
      for name in state.types(reaching: state.helperArguments).sorted() {
        file.record(LeakFact.covers(type: name))
      }
      for (callee, arguments) in state.candidates.sorted(by: { $0.key < $1.key }) {
        file.record(LeakFact.calls(callee))
        for name in state.types(reaching: arguments).sorted() {
          file.record(LeakFact.passes(type: name, to: callee))
        }
      }
    }
  }

  /// What the arguments of some calls mention.
  final class Arguments {
    var constructed = Set<String>()
    var referenced = Set<String>()
    var calledFunctions = Set<String>()
  }

  final class TestFileState {
    var helperUsed = false
    /// The arguments of the configured helpers' calls.
    let helperArguments = Arguments()
    /// The arguments of calls that may be the project's own leak check, by called name.
    var candidates: [String: Arguments] = [:]
    var variableTypes: [String: Set<String>] = [:]
    /// Variables assigned the result of a function of this file (`sut = makeSUT()`).
    var variableFunctions: [String: Set<String>] = [:]
    var functionTypes: [String: Set<String>] = [:]

    func candidateArguments(of callee: String) -> Arguments {
      if let known = candidates[callee] { return known }
      let made = Arguments()
      candidates[callee] = made
      return made
    }

    /// The types the arguments construct, or hold in the file's variables, or get from its
    /// factory functions.
    func types(reaching arguments: Arguments) -> Set<String> {
      var covered = arguments.constructed
      for name in arguments.referenced {
        covered.formUnion(variableTypes[name] ?? [])
        for function in variableFunctions[name] ?? [] {
          covered.formUnion(functionTypes[function] ?? [])
        }
      }
      for name in arguments.calledFunctions { covered.formUnion(functionTypes[name] ?? []) }
      return covered
    }

    func assign(_ value: ExprSyntax, to name: String) {
      if let typeName = LeakTestCoverage.constructedType(value) {
        variableTypes[name, default: []].insert(typeName)
      }
      var value = value
      if let tryExpr = value.as(TryExprSyntax.self) { value = tryExpr.expression }
      if let awaitExpr = value.as(AwaitExprSyntax.self) { value = awaitExpr.expression }
      guard let call = value.as(FunctionCallExprSyntax.self) else { return }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        variableFunctions[name, default: []].insert(reference.baseName.text)
      } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        variableFunctions[name, default: []].insert(member.declName.baseName.text)
      }
    }
  }

  /// `sut` in `sut = …` and `self.sut = …`.
  static func assignedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }
}
