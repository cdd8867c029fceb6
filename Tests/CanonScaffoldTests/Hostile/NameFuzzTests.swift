import CanonScaffold
import Foundation
import SeededRandom
import Testing

/// Issue 35's fuzz target for scaffolding names and values: seeded strings of the characters
/// that once broke out (line breaks, quotes, path separators, `>`, control and non-ASCII
/// characters, reserved names) as app names, item names and `--param` values. Each is either
/// refused with a `ScaffoldError` or accepted; an accepted name is a plain Swift identifier and an
/// accepted value puts no line break into what is generated.
@Suite struct NameFuzzTests {
  static let seed: UInt64 = 0x0CA9_5CAF
  static let pieces = [
    "Shop", "Order", "x", "9", "_", "/", "\\", "..", "\n", "\r", "\u{1B}", "\"", ">", "()", "{", "}",
    " ", "é", "Swift", "UI", "Module", "self", "#error", "\u{2028}", "\u{0}",
  ]

  static func string(_ random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<(1 + random.next(below: 4)) { text += random.pick(pieces) }
    return text
  }

  @Test func namesAndValuesAreRefusedOrSafe() throws {
    var random = SplitMix64(seed: Self.seed)
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    var accepted = 0
    for _ in 0..<300 {
      let name = Self.string(&random)
      if let (_, plan) = try? scaffolder.planApp(name: name, architecture: .mvvm, in: folder.url) {
        accepted += 1
        #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(name.debugDescription)")
        #expect(!plan.files.isEmpty)
      }
      let purpose = Self.string(&random)
      do {
        let plan = try scaffolder.planNew(
          kind: "module", name: "Inbox", architecture: nil, parameters: ["purpose": purpose], in: app)
        let router = try #require(plan.files.first { $0.path.hasSuffix("InboxRouter.swift") })
        // The purpose stays inside its doc comment: no line the template did not write.
        let lines = router.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains { $0.hasPrefix("#error") }, "\(purpose.debugDescription)")
      } catch {
        #expect(error is ScaffoldError, "\(error)")
      }
    }
    #expect(accepted > 0)
  }
}
