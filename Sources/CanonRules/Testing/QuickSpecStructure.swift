import CanonLint
import SwiftSyntax

/// Quick specs read as sentences: `describe` what is tested, `context` the conditions, `it` the
/// expected behaviour.
struct QuickSpecStructure: SyntaxRule {
  static let groups: Set<String> = [
    "describe", "context", "fdescribe", "fcontext", "xdescribe", "xcontext", "sharedExamples",
  ]
  static let examples: Set<String> = ["it", "fit", "xit"]
  static let blockNames = NameSet(groups.union(examples))
  static let specBases: Set<String> = ["QuickSpec", "AsyncSpec"]

  static let description = RuleDescription(
    id: "quick-spec-structure",
    summary: "In a QuickSpec, an `it` outside any `describe`/`context`, or an empty description",
    rationale: """
      Quick joins the descriptions of the nested `describe`, `context` and `it` blocks into the \
      test's name (`View_model__on_network_error__sets_errorMessage_property`), so that a \
      failing test says what broke under which conditions. An `it` at the top of `spec()` has \
      no subject, and an empty description leaves a gap in the name. Examples in helper \
      functions, shared examples and behaviours are judged where they are included, not where \
      they are written; an empty description is reported wherever Quick is imported, since a \
      shared example's descriptions end up in the names of the specs that include it.
      """,
    source: "G4 Testování: describe / context / it",
    triggering: [
      Example(
        """
        import Quick
        import Nimble

        final class LanguagesViewModelSpec: QuickSpec {
          override class func spec() {
            ↓it("loads languages") {
              expect(LanguagesViewModel(api: GoodStubAPI()).languages).toNot(beEmpty())
            }
          }
        }
        """),
      Example(
        """
        import Quick
        import Nimble

        final class LanguagesViewModelSpec: QuickSpec {
          override func spec() {
            describe(↓"") {
              context("on network error") {
                it(↓" ") {}
              }
            }
            ↓fit("focuses") {}
          }
        }
        """),
      // An empty description in a shared example ends up in every including spec's names.
      Example(
        """
        import Quick

        final class MemoryLeakConfiguration: QuickConfiguration {
          override class func configure(_ configuration: QCKConfiguration) {
            sharedExamples("object without leaks") { context in
              it(↓"") {}
            }
          }
        }
        """),
      // A spec inheriting through the project's own base spec.
      Example(
        """
        import Quick

        final class DetailViewModelSpec: BaseSpec {
          override class func spec() {
            ↓xit("is pending") {}
          }
        }
        """,
        context: ["Tests/AppTests/BaseSpec.swift": "import Quick\n\nclass BaseSpec: QuickSpec {}"]),
    ],
    nonTriggering: [
      Example(
        """
        import Quick
        import Nimble

        final class LanguagesViewModelSpec: QuickSpec {
          override class func spec() {
            describe("LanguagesViewModel") {
              var viewModel: LanguagesViewModeling!
              context("on network error") {
                beforeEach {
                  viewModel = LanguagesViewModel(api: ErrorStubAPI())
                }
                it("sets the error message") {
                  viewModel.load()
                  expect(viewModel.errorMessage).toEventuallyNot(beNil())
                }
              }
              itBehavesLike("object without leaks") {
                MemoryLeakContext { LanguagesViewModel(api: GoodStubAPI()) }
              }
            }
          }
        }
        """),
      // Shared examples are included inside a group where they are used.
      Example(
        """
        import Quick

        final class MemoryLeakConfiguration: QuickConfiguration {
          override class func configure(_ configuration: QCKConfiguration) {
            sharedExamples("object without leaks") { context in
              it("is released") {}
            }
          }
        }
        """),
      // A Quick behaviour is included with `itBehavesLike` inside a group.
      Example(
        """
        import Quick

        final class ObjectWithoutLeaks: Behavior<MemoryLeakContext> {
          override class func spec(_ context: @escaping () -> MemoryLeakContext) {
            it("is released once nothing holds it") {}
          }
        }
        """),
      // A helper that adds examples is called from inside a group.
      Example(
        """
        import Quick

        final class FormSpec: QuickSpec {
          override class func spec() {
            describe("Form") {
              itValidates("email")
            }
          }

          static func itValidates(_ field: String) {
            it("validates \\(field)") {}
          }
        }
        """),
      // Not a Quick spec: an XCTest case with its own `it` helper.
      Example(
        """
        import XCTest

        final class LegacyTests: XCTestCase {
          func spec() {
            it("works") {}
          }
          func it(_ name: String, _ body: () -> Void) {}
        }
        """),
      // Interpolated descriptions are not empty.
      Example(
        """
        import Quick

        final class SortSpec: QuickSpec {
          override class func spec() {
            for order in ["asc", "desc"] {
              describe("sorting \\(order)") {
                it("keeps \\(order) order") {}
              }
            }
          }
        }
        """),
    ],
    judges: .tests)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // The byte search rules out most files before the imports are read.
    guard file.mentions("Quick"), file.tree.importedModules.contains("Quick") else { return }
    walk.on(FunctionCallExprSyntax.self, named: Self.blockNames) { call in
      guard let callee = call.calledReferenceName
      else { return }
      if let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
        let text = literal.plainText, text.allSatisfy(\.isWhitespace)
      {
        file.report(at: literal, "give '\(callee)' a description: it becomes part of the test's name")
      }
      guard Self.examples.contains(callee), let specClass = Self.specClassIfUngrouped(call) else {
        return
      }
      file.report(
        at: call,
        "put '\(callee)' inside a describe or context that names what is tested and when",
        when: { index in Self.isQuickSpec(specClass, index) })
    }
  }

  /// The class whose `spec()` holds this example directly, outside any group; `nil` when a group
  /// holds it, or when it is written in another function (a helper included elsewhere).
  static func specClassIfUngrouped(_ call: FunctionCallExprSyntax) -> String? {
    var current = Syntax(call).parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self), let owner = closure.callOwner,
        let name = owner.calledReferenceName,
        groups.contains(name)
      {
        return nil
      }
      if let function = node.as(FunctionDeclSyntax.self) {
        guard function.name.text == "spec",
          let type = function.enclosingTypeDeclaration?.as(ClassDeclSyntax.self)
        else { return nil }
        return type.name.text
      }
      if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
        || node.is(EnumDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
      {
        return nil
      }
      current = node.parent
    }
    return nil
  }

  /// Whether the class is a `QuickSpec`, directly or through the project's base specs.
  static func isQuickSpec(_ name: String, _ index: ProjectIndex) -> Bool {
    var pending = [name]
    var seen = Set<String>()
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      let supertypes = index.supertypes(of: next)
      if !supertypes.isDisjoint(with: specBases) { return true }
      pending += supertypes
    }
    return false
  }
}

extension ClosureExprSyntax {
  /// The call this closure is an argument or trailing closure of.
  var callOwner: FunctionCallExprSyntax? {
    var node = Syntax(self).parent
    // `f { }`, `f(x) { }`, `f(body: { })`, `f { } other: { }`
    for _ in 0..<3 {
      guard let current = node else { return nil }
      if let call = current.as(FunctionCallExprSyntax.self) { return call }
      node = current.parent
    }
    return nil
  }
}
