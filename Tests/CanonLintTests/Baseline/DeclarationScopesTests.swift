@testable import CanonLint
import Foundation
import SwiftParser
import Testing

/// The declaration a finding is placed in: what a baseline entry names it by.
@Suite struct DeclarationScopesTests {
  /// The declaration at the `↓` in `marked`.
  private func declaration(at marked: String) -> String? {
    let offset = marked.utf8.count - marked.split(separator: "↓", maxSplits: 1)[1].utf8.count - "↓".utf8.count
    let source = marked.replacingOccurrences(of: "↓", with: "")
    let lines = LineTable(source)
    let scopes = DeclarationScopes(tree: Parser.parse(source: source), lines: lines)
    let place = lines.location(ofOffset: offset)
    return scopes.name(atLine: place.line, column: place.column)
  }

  @Test func membersAreQualifiedByTheirTypes() {
    #expect(declaration(at: "final class Login {\n  func viewDidLoad() { ↓print(1) }\n}") == "Login.viewDidLoad()")
    #expect(declaration(at: "struct A { struct B { var ↓x = 1 } }") == "A.B.x")
    #expect(declaration(at: "extension Login.Flow { func go(to place: Int, _ b: Int) { ↓f() } }") == "Login.Flow.go(to:_:)")
  }

  @Test func initializersSubscriptsAndDeinitializersHaveSwiftNames() {
    #expect(declaration(at: "class A { init?(name: String) { ↓f() } }") == "A.init?(name:)")
    #expect(declaration(at: "class A { deinit { ↓f() } }") == "A.deinit")
    #expect(declaration(at: "struct A { subscript(i: Int) -> Int { ↓0 } }") == "A.subscript(i:)")
  }

  @Test func aClosureOrLocalFunctionBelongsToTheDeclarationAroundIt() {
    #expect(declaration(at: "class A { func f() { let g = { func h() { ↓x() } } } }") == "A.f()")
  }

  @Test func conditionalMembersAreStillMembers() {
    #expect(declaration(at: "class A {\n#if DEBUG\n  func f() { ↓x() }\n#endif\n}") == "A.f()")
    #expect(declaration(at: "#if os(iOS)\nstruct B { let ↓y = 1 }\n#endif") == "B.y")
  }

  @Test func theTypeItselfHoldsWhatIsBetweenItsMembers() {
    #expect(declaration(at: "class A: ↓Base {}") == "A")
    #expect(declaration(at: "class A { func f() {}\n  ↓\n  func g() {} }") == "A")
  }

  @Test func topLevelCodeIsInNoDeclaration() {
    #expect(declaration(at: "import UIKit\n↓print(1)") == nil)
    #expect(declaration(at: "func a() {}\n↓print(1)\nfunc b() {}") == nil)
  }
}
