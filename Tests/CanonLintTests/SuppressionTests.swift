import CanonLint
import Testing

@Suite struct SuppressionTests {
  @Test func disableUntilEnable() {
    let code = """
      struct A {}
      // canon:disable every-struct
      struct B {}
      struct C {}
      // canon:enable every-struct
      struct D {}
      """
    #expect(Engine.places(Engine.lint(["a.swift": code])) == [
      "a.swift:1:8 every-struct", "a.swift:6:8 every-struct",
    ])
  }

  @Test func disableWithoutEnableRunsToTheEnd() {
    let code = "struct A {}\n// canon:disable all\nstruct B {}\nstruct C {}\n"
    #expect(Engine.places(Engine.lint(["a.swift": code])) == ["a.swift:1:8 every-struct"])
  }

  @Test func nextAndThisLine() {
    let code = """
      // canon:disable:next every-struct
      struct A {}
      struct B {} // canon:disable:this every-struct - generated
      struct C {}
      """
    #expect(Engine.places(Engine.lint(["a.swift": code])) == ["a.swift:4:8 every-struct"])
  }

  @Test func otherRulesAreNotSuppressed() {
    let code = "// canon:disable:next every-view-model\nstruct A {}\n"
    #expect(Engine.places(Engine.lint(["a.swift": code])) == ["a.swift:2:8 every-struct"])
  }

  @Test func unknownIDIsReportedWithSuggestion() throws {
    let code = "// canon:disable:next every-strct\nstruct A {}\n"
    let violations = Engine.lint(["a.swift": code])
    #expect(Engine.places(violations) == [
      "a.swift:1:1 invalid-suppression", "a.swift:2:8 every-struct",
    ])
    let message = try #require(violations.first?.message)
    #expect(message.contains("'every-strct'") && message.contains("did you mean 'every-struct'"))
  }

  @Test func suppressionAppliesToDeferredAndProjectFindings() {
    let code = "// canon:disable all\nclass LoginViewModel {\n  func load() {}\n}\n"
    let violations = Engine.lint(
      ["a.swift": code], rules: [EveryViewModel.self, ViewModelMembers.self, FileCount.self])
    #expect(violations.isEmpty)
    let unsuppressed = Engine.lint(
      ["a.swift": "class LoginViewModel {\n  // canon:disable:next view-model-members\n  func load() {}\n  func save() {}\n}\n"],
      rules: [ViewModelMembers.self])
    #expect(Engine.places(unsuppressed) == ["a.swift:4:8 view-model-members"])
  }
}
