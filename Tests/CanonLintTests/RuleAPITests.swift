@testable import CanonLint
import SwiftParser
import SwiftSyntax
import Testing

/// Overloads the compiler picks between by whether `T` is `Sendable`.
private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
private func isSendable<T>(_: T.Type) -> Bool { false }

/// What rules are given to read the tree and facts with, without pointers.
@Suite struct RuleAPITests {
  /// A `TokenText` points into its tree. Not `Sendable`, it cannot be captured by a `when:`
  /// condition or a `later:` check (both `@Sendable`, run after the tree is gone), kept in a
  /// `static let` or recorded as a fact: the compiler refuses.
  @Test func tokenTextStaysWithItsTree() {
    #expect(!isSendable(TokenText.self))
    #expect(!isSendable(TextSet.self))
    #expect(isSendable(NameSet.self))
  }

  @Test func stringsAreSearchedByUTF8Offsets() {
    let text = "é buildSettings = { A = 1; }; buildSettings = { B = 2; };"
    let first = text.utf8Offset(of: "buildSettings")
    #expect(first == 3)
    let second = first.flatMap { text.utf8Offset(of: "buildSettings", from: $0 + 1) }
    #expect(second == 31)
    #expect(text.utf8Offset(of: "absent") == nil)
    #expect(text.utf8Text(0..<2) == "é")
    #expect(text.utf8Text(3..<16) == "buildSettings")
    #expect(text.utf8Text(56..<200) == "};")
  }

  @Test func enclosingTypesRunInnermostFirst() throws {
    let tree = Parser.parse(source: """
      @objcMembers final class Outer<T> {
        var delegate: Delegate?
        struct Inner { func f() { let local = 1 } }
        #if DEBUG
        var debugOnly: Int
        #endif
      }
      extension Outer.Inner { var x: Int { 0 } }
      """)
    let variables = tree.descendants(VariableDeclSyntax.self)
    let delegate = try #require(variables.first { $0.boundNames.first?.text == "delegate" })
    let local = try #require(variables.first { $0.boundNames.first?.text == "local" })
    let debugOnly = try #require(variables.first { $0.boundNames.first?.text == "debugOnly" })
    let x = try #require(variables.first { $0.boundNames.first?.text == "x" })

    #expect(local.enclosingTypeNames == ["Inner", "Outer"])
    #expect(local.enclosingType?.kind == .structDecl)
    #expect(local.owningType == nil)
    let owner = try #require(delegate.owningType)
    #expect(owner.name == "Outer" && owner.nameToken?.text == "Outer")
    #expect(owner.genericParameterNames == ["T"])
    #expect(owner.attributes.containsPlain("objcMembers"))
    #expect(owner.modifiers.contains(.final))
    #expect(debugOnly.owningType == nil && debugOnly.enclosingTypeName == "Outer")
    #expect(x.owningType?.kind == .extensionDecl && x.owningType?.name == "Inner")
    #expect(x.owningType?.nameToken == nil)
    #expect(EnclosingType(x) == nil)
  }

  @Test func calledNamesOfEachForm() throws {
    let tree = Parser.parse(source: "f(1); view.addSubview(x); Timer.init(); .init(); handlers[0](); { }()")
    let calls = tree.descendants(FunctionCallExprSyntax.self)
    #expect(calls.map(\.calledName) == ["f", "addSubview", "init", "init", nil, nil])
    #expect(calls.map(\.callsBareName) == [true, false, false, false, false, false])
    #expect(calls.map(\.calledReferenceName) == ["f", nil, nil, nil, nil, nil])
    #expect(calls.map { $0.calledBase?.trimmedDescription } == [nil, "view", "Timer", nil, nil, nil])
    for call in calls {
      #expect(call.calledNameToken?.textBytes == call.calledNameBytes)
      #expect(call.calledReferenceToken?.textBytes == call.calledReferenceBytes)
    }
  }

  @Test func importsAtTopLevelAndInConditionalBlocks() {
    let tree = Parser.parse(source: """
      import UIKit
      @testable import App
      import struct Foundation.URL
      #if canImport(SwiftUI)
      import SwiftUI
      #endif
      func f() {}
      """)
    #expect(tree.importedModules == ["UIKit", "App", "Foundation"])
    #expect(tree.importDeclarations().map(\.isTestable) == [false, true, false])
    #expect(!tree.imports("SwiftUI"))
    #expect(tree.imports("SwiftUI", inConditionalBlocks: true))
    #expect(tree.imports { $0 == "App" })
  }
}

extension SyntaxProtocol {
  /// The nodes of one kind in this subtree, in source order.
  fileprivate func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
    var found: [Node] = []
    var pending = [Syntax(self)]
    while let node = pending.popLast() {
      if let match = node.as(Node.self) { found.append(match) }
      pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
    }
    return found
  }
}
