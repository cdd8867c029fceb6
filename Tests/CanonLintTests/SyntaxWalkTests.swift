@testable import CanonLint
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct SyntaxWalkTests {
  /// A tree with many kinds of nodes, and for each kind the nodes a plain visitor sees.
  static let source = """
    import UIKit
    @MainActor protocol P: AnyObject { func f(_ x: Int) async throws -> [String: Int?] }
    final class C<T>: NSObject, P where T: Equatable {
      @IBOutlet private weak var label: UILabel!
      var x = 1, y: Double = 2.0
      lazy var z: () -> Void = { [weak self] in self?.f(1) }
      init?(a: Int) { super.init(); guard a > 0 else { return nil } }
      func f(_ x: Int) async throws -> [String: Int?] {
        defer { print(#file) }
        let closure = { (a: Int, b) in a + b }
        switch x { case 0...1, 3: return [:]; default: break }
        for i in stride(from: 0, to: 10, by: 2) where i.isMultiple(of: 2) { _ = try await g(i) }
        if case let .some(v) = Optional(x), v is Int { _ = v as? String ?? "\\(v)" }
        return ["a": nil, "b": closure(1, 2)]
      }
      subscript(i: Int) -> Int { get { i } set {} }
    }
    enum E: String, CaseIterable { case a = "a", b; indirect case c(E) }
    extension Array where Element == Int { static func +++ (l: Self, r: Self) -> Self { l + r } }
    struct S { @State var s = #"raw"#; typealias A = (Int, String) }
    actor Act { nonisolated let k = [1, 2, 3].map(\\.description).filter { !$0.isEmpty } }
    """

  @Test func kindNumbersAreDistinct() {
    final class Numbers: SyntaxAnyVisitor {
      var typeOfNumber: [Int: ObjectIdentifier] = [:]
      var consistent = true
      override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let type = ObjectIdentifier(node.kind.syntaxNodeType)
        if let known = typeOfNumber[KindNumber.of(node.kind)], known != type { consistent = false }
        typeOfNumber[KindNumber.of(node.kind)] = type
        return .visitChildren
      }
    }
    let numbers = Numbers(viewMode: .sourceAccurate)
    numbers.walk(Parser.parse(source: Self.source))
    #expect(numbers.consistent)
    #expect(numbers.typeOfNumber.count > 100)
  }

  @Test func directKindsAreFoundFromTheirNodeTypes() {
    for kind in DirectKind.allCases {
      #expect(DirectKind.of(kind.type) == kind, "\(kind)")
    }
    #expect(DirectKind.of(SwitchCaseSyntax.self) == nil)
    #expect(DirectKind.of(Syntax.self) == nil)
  }

  @Test func referencesComeWithTheirNames() {
    let tree = Parser.parse(source: Self.source)
    final class Seen { var names: [String] = [], plain = 0 }
    let seen = Seen()
    var walk = SyntaxWalk()
    walk.on(DeclReferenceExprSyntax.self) { _ in seen.plain += 1 }
    walk.onReference { node, name in
      #expect(name == node.baseName.textBytes)
      seen.names.append(name.string)
    }
    walk.run(over: tree)
    let expected = tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      token.parent?.as(DeclReferenceExprSyntax.self)?.baseName == token ? token.text : nil
    }
    #expect(seen.names == expected)
    #expect(seen.plain == expected.count)
    #expect(seen.names.contains("stride") && seen.names.contains("self"))
  }

  @Test func handlersGetExactlyTheNodesOfTheirKind() {
    final class Counter: SyntaxAnyVisitor {
      var counts: [ObjectIdentifier: Int] = [:]
      override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        counts[ObjectIdentifier(node.kind.syntaxNodeType), default: 0] += 1
        return .visitChildren
      }
    }
    let tree = Parser.parse(source: Self.source)
    let counter = Counter(viewMode: .sourceAccurate)
    counter.walk(tree)

    final class Seen { var entered: [ObjectIdentifier: Int] = [:], left: [ObjectIdentifier: Int] = [:] }
    let seen = Seen()
    var walk = SyntaxWalk()
    func subscribe<Node: SyntaxProtocol>(_ type: Node.Type) {
      walk.on(type) { _ in seen.entered[ObjectIdentifier(Node.self), default: 0] += 1 }
      walk.after(type) { _ in seen.left[ObjectIdentifier(Node.self), default: 0] += 1 }
    }
    subscribe(ClassDeclSyntax.self)
    subscribe(FunctionCallExprSyntax.self)
    subscribe(DeclReferenceExprSyntax.self)
    subscribe(ClosureExprSyntax.self)
    subscribe(VariableDeclSyntax.self)
    subscribe(SwitchCaseSyntax.self)
    subscribe(IdentifierTypeSyntax.self)
    walk.run(over: tree)
    for type: any SyntaxProtocol.Type in [
      ClassDeclSyntax.self, FunctionCallExprSyntax.self, DeclReferenceExprSyntax.self,
      ClosureExprSyntax.self, VariableDeclSyntax.self, SwitchCaseSyntax.self,
      IdentifierTypeSyntax.self,
    ] {
      let expected = counter.counts[ObjectIdentifier(type)]
      #expect(expected != nil)
      #expect(seen.entered[ObjectIdentifier(type)] == expected, "\(type)")
      #expect(seen.left[ObjectIdentifier(type)] == expected, "\(type)")
    }
    #expect(seen.entered.count == 7)
  }

  @Test func namedSubscriptionsGetTheNodesWithThoseNames() {
    let tree = Parser.parse(source: Self.source)
    final class Seen { var calls: [String] = [], references: [String] = [], plainCalls = 0 }
    let seen = Seen()
    var walk = SyntaxWalk()
    walk.on(FunctionCallExprSyntax.self) { _ in seen.plainCalls += 1 }
    walk.on(FunctionCallExprSyntax.self, named: ["f", "stride", "map", "absent"]) { call in
      seen.calls.append(call.calledExpression.trimmedDescription)
    }
    walk.on(FunctionCallExprSyntax.self, named: ["g"]) { call in
      seen.calls.append(call.calledExpression.trimmedDescription)
    }
    walk.on(DeclReferenceExprSyntax.self, named: ["closure", "v"]) { reference in
      seen.references.append(reference.baseName.text)
    }
    walk.run(over: tree)
    // `self?.f(1)` by its member name, `g(i)` by the second set; `super.init()`, `print`,
    // `Optional`, `closure(1, 2)` and `filter` by none.
    #expect(seen.calls == ["self?.f", "stride", "g", "[1, 2, 3].map"])
    #expect(seen.references == ["v", "v", "v", "closure"])
    // Named subscriptions leave the kind's other handlers alone: every call, `.some(v)` included.
    #expect(seen.plainCalls == 11)
  }
}

@Suite struct LintedFileTests {
  @Test func memoIsMadeOnceForTheRulesOfAFile() {
    let state = FileState(path: "a.swift", source: "", tree: Parser.parse(source: ""))
    let first = LintedFile(state: state, ruleID: "a", severity: .warning)
    let second = LintedFile(state: state, ruleID: "b", severity: .warning)
    var made = 0
    #expect(first.memo("places") { made += 1; return 1 } == 1)
    #expect(second.memo("places") { made += 1; return 2 } == 1)
    // Another key of the same type is made again.
    #expect(second.memo("other") { made += 1; return 3 } == 3)
    #expect(made == 2)
  }

  @Test func textOfANodeIsItsTrimmedDescription() {
    let source = "let a = /* x */ foo(1,  2) // end\n"
    let tree = Parser.parse(source: source)
    let file = LintedFile(
      state: FileState(path: "a.swift", source: source, tree: tree), ruleID: "a", severity: .warning)
    for node in tree.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
      #expect(file.text(of: node) == node.trimmedDescription)
    }
  }
}
