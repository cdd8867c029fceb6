import CanonMCP
import CanonRules
import Foundation
import Testing

/// The tool handlers of `canon mcp`, called as the server calls them.
@Suite struct CanonToolsTests {
  static let delegateSnippet =
    "protocol CartDelegate: class {}\n\nfinal class Cart {\n  var delegate: CartDelegate?\n}\n"
  static let files = [
    ".canon.yml": "presets: [base, mvvm]\n",
    "Sources/Models/Order.swift": "struct Order {}\n",
    "Sources/Stores/OrderStore.swift": "final class OrderStore {\n  var orders: [Order] = []\n}\n",
    "Sources/Profile/ProfileViewModel.swift": "final class ProfileViewModel {\n  let store: OrderStore\n  init(store: OrderStore) { self.store = store }\n}\n",
    "Sources/Profile/ProfileView.swift": "import UIKit\n\nfinal class ProfileView: UIView {}\n",
  ]

  /// The structured content of a call.
  func call(_ tools: CanonTools, _ name: String, _ arguments: [String: Value]) throws -> Value {
    let result = try tools.call(name, arguments: arguments)
    #expect(result.isError == nil)
    return try #require(result.structuredContent)
  }

  /// The sentence of the MCP error a call throws.
  func failure(_ tools: CanonTools, _ name: String, _ arguments: [String: Value]) -> String? {
    do {
      _ = try tools.call(name, arguments: arguments)
      return nil
    } catch MCPError.invalidParams(let message) {
      return message
    } catch {
      return "unexpected error: \(error)"
    }
  }

  @Test func aSnippetIsLintedAtItsVirtualPathWithTheProjectsConfiguration() throws {
    let project = try TemporaryProject(Self.files)
    let tools = CanonTools(root: project.root)
    let found = try call(tools, "lint", ["code": .string(Self.delegateSnippet), "path": "Sources/Cart/Cart.swift"])
    let findings = try #require(found.objectValue?["findings"]?.objectValue?["findings"]?.arrayValue)
    #expect(findings.map { $0.objectValue?["rule"]?.stringValue } == ["class-protocol-anyobject", "weak-delegate"])
    #expect(findings[1].objectValue?["line"] == 4)
    #expect(findings[1].objectValue?["path"] == "Sources/Cart/Cart.swift")
    #expect(findings[1].objectValue?["fix"]?.objectValue?["available"] == true)
    #expect(!project.exists("Sources/Cart"))

    // The same snippet in a folder the configuration leaves out: not linted, and said so.
    try project.write(".canon.yml", "presets: [base, mvvm]\nexcluded: [Sources/Legacy]\n")
    let excluded = try call(tools, "lint", ["code": .string(Self.delegateSnippet), "path": "Sources/Legacy/Cart.swift"])
    #expect(excluded.objectValue?["notLinted"] == ["Sources/Legacy/Cart.swift"])
    #expect(excluded.objectValue?["findings"]?.objectValue?["count"] == 0)
  }

  @Test func filesAndFoldersAreLintedFromDisk() throws {
    let project = try TemporaryProject(
      Self.files.merging(["Sources/Cart/Cart.swift": Self.delegateSnippet]) { $1 })
    let tools = CanonTools(root: project.root)
    let folder = try call(tools, "lint", ["paths": ["Sources/Cart", "Sources/Models/Order.swift"]])
    #expect(folder.objectValue?["files"] == ["Sources/Cart/Cart.swift", "Sources/Models/Order.swift"])
    #expect(folder.objectValue?["findings"]?.objectValue?["count"] == 2)
    let file = try call(tools, "lint", ["path": "Sources/Cart/Cart.swift"])
    #expect(file.objectValue?["findings"]?.objectValue?["count"] == 2)
    #expect(failure(tools, "lint", ["paths": ["Sources/Missing"]]) == "Sources/Missing: no such file or folder in the project")
    #expect(failure(tools, "lint", [:]) == "give 'code' and 'path', a 'path', or 'paths' to lint")
  }

  @Test func manyFindingsAreGroupedByRuleMostFrequentFirst() throws {
    let project = try TemporaryProject(Self.files)
    let protocols = (1...21).map { "protocol P\($0): class {}\n" }.joined()
    let found = try call(
      CanonTools(root: project.root), "lint",
      ["code": .string(protocols + "final class SessionManager {}\n"), "path": "Sources/P.swift"])
    let findings = try #require(found.objectValue?["findings"]?.objectValue)
    #expect(findings["findings"] == nil)
    let groups = try #require(findings["byRule"]?.arrayValue)
    #expect(groups.map { $0.objectValue?["rule"]?.stringValue } == ["class-protocol-anyobject", "no-manager-suffix"])
    #expect(groups[0].objectValue?["count"] == 21)
    #expect(groups[0].objectValue?["fixable"] == 21)
    #expect(groups[0].objectValue?["findings"]?.arrayValue?.count == 21)
  }

  @Test func fixGivesADiffAndWritesOnlyWhenAsked() throws {
    let project = try TemporaryProject(Self.files.merging(["Sources/Cart.swift": Self.delegateSnippet]) { $1 })
    let tools = CanonTools(root: project.root)
    // The safe fix only, as `canon fix`; `weak` changes ownership and waits for `unsafe`.
    let safe = try call(tools, "fix", ["path": "Sources/Cart.swift"])
    let safeText = try #require(safe.objectValue?["diff"]?.stringValue)
    #expect(safeText.contains("-protocol CartDelegate: class {}\n+protocol CartDelegate: AnyObject {}"))
    #expect(!safeText.contains("weak var"))
    let left = safe.objectValue?["remaining"]?.objectValue?["findings"]?.arrayValue?.first?.objectValue
    #expect(left?["fix"] == ["available": true, "safety": "unsafe"])
    let diff = try call(tools, "fix", ["path": "Sources/Cart.swift", "unsafe": true])
    let text = try #require(diff.objectValue?["diff"]?.stringValue)
    #expect(text.contains("+  weak var delegate: CartDelegate?"))
    #expect(diff.objectValue?["fixed"] == 2)
    #expect(try project.read("Sources/Cart.swift") == Self.delegateSnippet)

    _ = try call(tools, "fix", ["path": "Sources/Cart.swift", "apply": true, "unsafe": true])
    #expect(try project.read("Sources/Cart.swift").contains("weak var delegate: CartDelegate?"))
    #expect(
      failure(tools, "fix", ["path": "Sources/Cart.swift", "code": "struct A {}", "apply": true])
        == "'apply' writes a file of the project; for 'code' the fixed code is in the result")
  }

  @Test func noPathArgumentReachesOutsideTheProject() throws {
    let project = try TemporaryProject(Self.files)
    let outside = try TemporaryProject(["Secret.swift": "protocol Secret: class {}\n"])
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/Sources/Elsewhere", withDestinationPath: outside.root)
    let tools = CanonTools(root: project.root)
    let outsideName = URL(fileURLWithPath: outside.root).lastPathComponent
    let attempts: [(String, [String: Value])] = [
      ("lint", ["code": "struct A {}", "path": .string("../\(outsideName)/A.swift")]),
      ("lint", ["paths": [.string(outside.root)]]),
      ("lint", ["path": "Sources/Elsewhere/Secret.swift"]),
      ("fix", ["path": "Sources/Elsewhere/Secret.swift", "apply": true]),
      ("roles", ["paths": ["/etc"]]),
      ("layers", ["path": "../../etc/passwd"]),
    ]
    for (tool, arguments) in attempts {
      let message = failure(tools, tool, arguments)
      #expect(message?.contains("outside the project") == true, "\(tool) \(arguments): \(message ?? "no error")")
    }
    #expect(try outside.read("Secret.swift") == "protocol Secret: class {}\n")
  }

  @Test func explainRuleGivesTheRuleDocumentation() throws {
    let tools = CanonTools(root: NSTemporaryDirectory())
    let rule = try #require(try call(tools, "explain_rule", ["rule": "weak-delegate"]).objectValue)
    #expect(rule["correctable"] == true)
    #expect(rule["guideSection"]?.stringValue?.isEmpty == false)
    #expect(rule["triggering"]?.arrayValue?.isEmpty == false)
    #expect(rule["nonTriggering"]?.arrayValue?.isEmpty == false)
    #expect(rule["documentation"]?.stringValue?.hasPrefix("# weak-delegate") == true)
    #expect(failure(tools, "explain_rule", ["rule": "weak-delegat"]) == "unknown rule 'weak-delegat' (did you mean 'weak-delegate'?)")
    #expect(failure(tools, "explain_rule", [:]) == "'rule' is required")
    #expect(failure(tools, "lint_all", [:])?.hasPrefix("unknown tool 'lint_all'; tools: lint, fix") == true)
  }

  @Test func rolesSayWhatATypeIsTakenForAndWhy() throws {
    let project = try TemporaryProject(Self.files)
    let tools = CanonTools(root: project.root)
    let roles = try call(tools, "roles", ["type": "ProfileViewModel"])
    let entry = try #require(roles.objectValue?["types"]?.arrayValue?.first?.objectValue)
    #expect(entry["roles"] == ["view-model"])
    #expect(entry["path"] == "Sources/Profile/ProfileViewModel.swift")
    #expect(entry["because"]?.stringValue?.hasPrefix("view-model (") == true)
    #expect(failure(tools, "roles", ["type": "Nothing"]) == "the project declares no type named Nothing")
  }

  @Test func layersAnswerWhetherOneTypeMayUseAnother() throws {
    let project = try TemporaryProject(Self.files)
    let tools = CanonTools(root: project.root)
    let forbidden = try #require(
      try call(tools, "layers", ["from": "ProfileView", "to": "OrderStore"]).objectValue)
    #expect(forbidden["enforced"] == true)
    let reference = try #require(forbidden["reference"]?.objectValue)
    #expect(reference["allowed"] == false)
    #expect(reference["fromLayers"] == ["view"])
    #expect(reference["toLayers"] == ["model"])
    #expect(reference["forbiddenBy"] == ["from": "view", "to": ["model"]])
    let allowed = try call(tools, "layers", ["from": "ProfileViewModel", "to": "OrderStore"])
    #expect(allowed.objectValue?["reference"]?.objectValue?["allowed"] == true)
    let type = try call(tools, "layers", ["type": "OrderStore"])
    #expect(type.objectValue?["type"]?.objectValue?["layers"] == ["model"])
    #expect(failure(tools, "layers", ["from": "ProfileView"])?.hasPrefix("'from' and 'to' go together") == true)
  }

  @Test func scaffoldOutsideAnAppSaysSo() throws {
    let project = try TemporaryProject(Self.files)
    let message = failure(CanonTools(root: project.root), "scaffold", ["kind": "store", "name": "Wishlist"])
    #expect(message?.contains("is not a Canon app") == true, "\(message ?? "no error")")
    #expect(!project.exists("Sources/Wishlist"))
  }
}
