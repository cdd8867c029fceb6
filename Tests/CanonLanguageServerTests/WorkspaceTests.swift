import CanonLint
import CanonRules
import Foundation
import Testing

@testable import CanonLanguageServer

/// The server over the real engine and rules: what an editor sees.
@Suite struct WorkspaceTests {
  static let configuration = "presets: [base, mvvm-c]\n"
  static let model = """
    protocol ModelDelegate: AnyObject {}

    final class Model {
      /* 😀é */ var delegate: ModelDelegate?
    }

    """

  /// Applies LSP edits to a text, last first, as a client does.
  static func apply(_ edits: [[String: Any]], to text: String) -> String {
    var bytes = Array(text.utf8)
    let index = LineIndex(bytes)
    func position(_ value: Any?) -> Position {
      let dictionary = value as? [String: Any]
      return Position(
        line: dictionary?["line"] as? Int ?? 0, character: dictionary?["character"] as? Int ?? 0)
    }
    let resolved = edits.map { edit -> (Int, Int, String) in
      let range = edit["range"] as? [String: Any]
      return (
        index.offset(of: position(range?["start"])), index.offset(of: position(range?["end"])),
        edit["newText"] as? String ?? ""
      )
    }
    for (start, end, text) in resolved.sorted(by: { $0.0 > $1.0 }) {
      bytes.replaceSubrange(start..<end, with: text.utf8)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func edits(of action: [String: Any]?) -> [[String: Any]] {
    let changes = (action?["edit"] as? [String: Any])?["changes"] as? [String: Any]
    return changes?.values.first as? [[String: Any]] ?? []
  }

  @Test func anOpenDocumentGetsItsFindingsWithExactRangesCodesAndLinks() async throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": Self.model,
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    let found = try #require(
      diagnostics(
        in: await client.open("Sources/Model.swift"), for: client.uri("Sources/Model.swift")))
    #expect(codes(found) == ["weak-delegate"])
    let diagnostic = try #require(found.first)
    let range = try #require(diagnostic["range"] as? [String: [String: Int]])
    // The name `delegate`, in UTF-16 units after an emoji (2 units) and é (1).
    let before = Array("  /* 😀é */ var ".utf16).count
    #expect(range["start"] == ["line": 3, "character": before])
    #expect(range["end"] == ["line": 3, "character": before + 8])
    #expect(diagnostic["severity"] as? Int == 2)
    #expect(
      (diagnostic["codeDescription"] as? [String: String])?["href"] == RuleLinks.defaultBase
        + "#weak-delegate")
  }

  @Test func anEditIsLintedAsTypedAndItsVersionPublished() async throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": Self.model,
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    _ = await client.open("Sources/Model.swift")
    let start = ["line": 3, "character": Array("  /* 😀é */ ".utf16).count]
    let replies = await client.change(
      "Sources/Model.swift", version: 2,
      changes: [["range": ["start": start, "end": start], "text": "weak "]])
    let publication = replies.first { $0["method"] as? String == "textDocument/publishDiagnostics" }
    #expect((publication?["params"] as? [String: Any])?["version"] as? Int == 2)
    #expect(codes(diagnostics(in: replies, for: client.uri("Sources/Model.swift"))) == [])
    // Nothing was written: the file on disk is as it was.
    #expect(
      try String(contentsOfFile: project.root + "/Sources/Model.swift", encoding: .utf8)
        == Self.model)
  }

  @Test func projectRulesFollowEditsInOtherDocumentsAndChangesOnDisk() async throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration,
      "Sources/Base.swift": "class Base {}\n",
      "Sources/Sub.swift": "final class Sub: Base {}\n",
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    let base = client.uri("Sources/Base.swift")
    // Subclassed in another file: not a `final-class` finding.
    #expect(codes(diagnostics(in: await client.open("Sources/Base.swift"), for: base)) == [])
    // The subclass goes away in the editor, unsaved: Base is republished with the finding.
    _ = await client.open("Sources/Sub.swift")
    let edited = await client.change(
      "Sources/Sub.swift", version: 2, changes: [["text": "final class Sub {}\n"]])
    #expect(codes(diagnostics(in: edited, for: base)) == ["final-class"])
    // Closed unsaved: the file on disk counts again.
    let closed = await client.send([
      "method": "textDocument/didClose",
      "params": ["textDocument": ["uri": client.uri("Sources/Sub.swift")]],
    ])
    #expect(codes(diagnostics(in: closed, for: base)) == [])
    // Changed on disk by another program.
    try project.write("Sources/Sub.swift", "final class Sub {}\n")
    let watched = await client.send([
      "method": "workspace/didChangeWatchedFiles",
      "params": ["changes": [["uri": client.uri("Sources/Sub.swift"), "type": 2]]],
    ])
    #expect(codes(diagnostics(in: watched, for: base)) == ["final-class"])
  }

  @Test func quickFixDisableAndFixAllProduceTextTheEngineFindsClean() async throws {
    let text = "protocol D: class {}\n\nfinal class Model {\n  var delegate: D?\n}\n"
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": text,
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    let uri = client.uri("Sources/Model.swift")
    #expect(
      codes(diagnostics(in: await client.open("Sources/Model.swift"), for: uri)) == [
        "class-protocol-anyobject", "weak-delegate",
      ])

    let actions = await client.codeActions("Sources/Model.swift", line: 3)
    let fix = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("Fix:") == true })
    #expect(fix["kind"] as? String == "quickfix")
    let fixed = Self.apply(Self.edits(of: fix), to: text)
    #expect(fixed.contains("weak var delegate"))
    #expect(
      codes(
        diagnostics(
          in: await client.change("Sources/Model.swift", version: 2, changes: [["text": fixed]]),
          for: uri)) == ["class-protocol-anyobject"])

    let disable = try #require(
      await client.codeActions("Sources/Model.swift", line: 0).first {
        ($0["title"] as? String)?.hasPrefix("Disable") == true
      })
    let disabled = Self.apply(Self.edits(of: disable), to: fixed)
    #expect(
      disabled.hasPrefix("// canon:disable:next class-protocol-anyobject\nprotocol D: class {}"))
    #expect(
      codes(
        diagnostics(
          in: await client.change("Sources/Model.swift", version: 3, changes: [["text": disabled]]),
          for: uri)) == [])

    _ = await client.change("Sources/Model.swift", version: 4, changes: [["text": text]])
    let all = try #require(
      await client.codeActions("Sources/Model.swift", line: 0, only: ["source.fixAll"]).first)
    #expect(all["kind"] as? String == "source.fixAll.canon")
    // Fix-all applies what `canon fix` does: the safe fixes; `weak` is unsafe (FixSafety).
    let clean = Self.apply(Self.edits(of: all), to: text)
    #expect(
      codes(
        diagnostics(
          in: await client.change("Sources/Model.swift", version: 5, changes: [["text": clean]]),
          for: uri)) == ["weak-delegate"])
    #expect((fix["title"] as? String)?.hasSuffix("(unsafe: can change behaviour or API)") == true)
    #expect(fix["isPreferred"] as? Bool == false)
  }

  @Test func aBrokenConfigurationIsADiagnosticOnItAndTheServerGoesOn() async throws {
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": Self.model,
    ])
    let client = TestClient(root: project.root)
    _ = await client.start()
    let model = client.uri("Sources/Model.swift")
    let configuration = client.uri(".canon.yml")
    _ = await client.open("Sources/Model.swift")
    let changed =
      [
        "method": "workspace/didChangeWatchedFiles",
        "params": ["changes": [["uri": configuration, "type": 2]]],
      ] as [String: Any]

    try project.write(
      ".canon.yml", "presets: [base, mvvm-c]\nrules:\n  weak-delegate: { severity: fatal }\n")
    let broken = await client.send(changed)
    let problem = try #require(diagnostics(in: broken, for: configuration)?.first)
    #expect(problem["severity"] as? Int == 1)
    #expect(((problem["range"] as? [String: Any])?["start"] as? [String: Int])?["line"] == 2)
    // Still answering, and the Swift file still linted with the last good configuration.
    let edited = await client.change(
      "Sources/Model.swift", version: 2, changes: [["text": Self.model + "\n"]])
    #expect(codes(diagnostics(in: edited, for: model)) == ["weak-delegate"])

    try project.write(
      ".canon.yml", "presets: [base, mvvm-c]\nrules:\n  weak-delegate: { severity: error }\n")
    let repaired = await client.send(changed)
    #expect(diagnostics(in: repaired, for: configuration)?.isEmpty == true)
    let severities = (diagnostics(in: repaired, for: model) ?? []).compactMap {
      $0["severity"] as? Int
    }
    #expect(severities == [1])
  }

  @Test func baselinedFindingsAreNotShownAndSuppressionsAreHonoured() async throws {
    let other = "final class Other {\n  var delegate: ModelDelegate?\n}\n"
    let project = try TemporaryProject([
      ".canon.yml": Self.configuration, "Sources/Model.swift": Self.model,
      "Sources/Other.swift": other,
    ])
    // A baseline of Model.swift's findings, made as `canon baseline write` makes it.
    var loaded = try DiscoveredProject.load(
      paths: [project.root], configPath: nil, presets: [], registry: CanonRules.registry,
      currentDirectory: project.root)
    loaded.setup.recordsDeclarations = true
    let linter = Linter(setup: loaded.setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs))
    let result = linter.lint([
      LintInput(
        path: project.root + "/Sources/Model.swift", relativePath: "Sources/Model.swift",
        content: .file(absolutePath: project.root + "/Sources/Model.swift"))
    ])
    #expect(result.violations.count == 1)
    var keys = FindingKeys(folder: project.root, absolutePath: { $0 })
    try project.write(
      "canon-baseline.json", Baseline(entries: keys.entries(for: result.violations)).encoded())
    try project.write(".canon.yml", Self.configuration + "baseline: canon-baseline.json\n")

    let client = TestClient(root: project.root)
    _ = await client.start()
    #expect(
      codes(
        diagnostics(
          in: await client.open("Sources/Model.swift"), for: client.uri("Sources/Model.swift")))
        == [])
    #expect(
      codes(
        diagnostics(
          in: await client.open("Sources/Other.swift"), for: client.uri("Sources/Other.swift")))
        == ["weak-delegate"])
    let suppressed =
      "final class Other {\n  var delegate: ModelDelegate? // canon:disable:this weak-delegate\n}\n"
    #expect(
      codes(
        diagnostics(
          in: await client.change(
            "Sources/Other.swift", version: 2, changes: [["text": suppressed]]),
          for: client.uri("Sources/Other.swift"))) == [])
  }
}

@Suite struct WorkspaceCacheTests {
  /// A second start over the same files is answered by the cache, and the project index must
  /// still be there: a run the cache knew whole once came back without summaries, and every
  /// class looked never subclassed.
  @Test func aStartFromTheCacheKeepsTheProjectIndex() async throws {
    let project = try TemporaryProject([
      ".canon.yml": WorkspaceTests.configuration,
      "Sources/Base.swift": "class Base {}\n",
      "Sources/Sub.swift": "final class Sub: Base {}\n",
    ])
    let cacheFolder = project.root + "/.cache"
    for start in 1...2 {
      let cache = try LintCache(directory: cacheFolder, engine: "test")
      let client = TestClient(root: project.root, cache: cache)
      let log = await client.start().compactMap {
        ($0["params"] as? [String: Any])?["message"] as? String
      }
      if start == 2 { #expect(log.contains { $0.contains("from the cache") }) }
      let base = client.uri("Sources/Base.swift")
      #expect(
        codes(diagnostics(in: await client.open("Sources/Base.swift"), for: base)) == [],
        "start \(start)")
    }
  }
}

/// After an edit, every open document shows what `canon lint` finds in the same text on disk,
/// though the server relints within the index it brought up to date rather than one made anew.
@Suite struct WorkspaceIndexUpdateTests {
  static let configuration = "presets: [base, mvvm, mvvm-bindings, mvvm-c]\n"
  static let files = [
    ".canon.yml": configuration,
    "Sources/Base/BaseScreen.swift": "class BaseScreen: UIViewController {}\n",
    // Between the two open documents, a class only on disk: its roles come from the index.
    "Sources/Base/ListScreen.swift": "class ListScreen: BaseScreen {}\n",
    "Sources/Profile/ProfileScreen.swift":
      "final class ProfileScreen: ListScreen {\n  var viewModel: ProfileViewModel?\n}\n",
    "Sources/Profile/ProfileViewModel.swift":
      "final class ProfileViewModel {\n  var user: User?\n}\n",
    "Sources/Models/User.swift": "struct User: Codable {}\n",
  ]

  /// `canon lint`'s findings in a file of a project with these files, as diagnostics show them.
  static func linted(_ files: [String: String], _ relative: String) throws -> [String] {
    let project = try TemporaryProject(files)
    let loaded = try DiscoveredProject.load(
      paths: [project.root], configPath: nil, presets: [], registry: CanonRules.registry,
      currentDirectory: project.root)
    let result = Linter(setup: loaded.setup, knownRuleIDs: Set(CanonRules.registry.ruleIDs)).lint(
      loaded.files.map {
        LintInput(
          path: $0, relativePath: PathUtilities.relative($0, to: loaded.setup.rootDirectory),
          content: .file(absolutePath: $0))
      })
    return result.violations.filter { $0.location.path == project.root + "/" + relative }
      .map { "\($0.ruleID) \($0.location.line):\($0.location.column) \($0.message)" }.sorted()
  }

  static func shown(_ diagnostics: [[String: Any]]?) -> [String] {
    (diagnostics ?? []).map { diagnostic in
      let start = (diagnostic["range"] as? [String: [String: Int]])?["start"] ?? [:]
      return "\(diagnostic["code"] as? String ?? "") \((start["line"] ?? -1) + 1):"
        + "\((start["character"] ?? -1) + 1) \(diagnostic["message"] as? String ?? "")"
    }.sorted()
  }

  @Test func editingABaseClassRelintsTheOpenSubclassAsCanonLintWould() async throws {
    let project = try TemporaryProject(Self.files)
    let client = TestClient(root: project.root)
    _ = await client.start()
    let base = "Sources/Base/BaseScreen.swift"
    let screen = "Sources/Profile/ProfileScreen.swift"
    var latest: [String: [[String: Any]]] = [:]
    func note(_ replies: [[String: Any]]) {
      for relative in [base, screen] {
        if let found = diagnostics(in: replies, for: client.uri(relative)) {
          latest[relative] = found
        }
      }
    }
    note(await client.open(base))
    note(await client.open(screen))
    for relative in [base, screen] {
      #expect(
        Self.shown(latest[relative]) == (try Self.linted(Self.files, relative)), "\(relative)")
    }
    // A view controller that holds its view model in the open: a finding of the subclass.
    #expect(codes(latest[screen]).contains("view-model-pairing"))

    // The base class is no view controller any more, unsaved: the subclass's finding goes.
    var edited = Self.files
    for (version, text) in [
      (2, "class BaseScreen: NSObject {}\n"), (3, "\n\nclass BaseScreen: UIViewController {}\n"),
      (4, "protocol BaseScreen {}\n"),
    ] {
      edited[base] = text
      note(await client.change(base, version: version, changes: [["text": text]]))
      for relative in [base, screen] {
        #expect(
          Self.shown(latest[relative]) == (try Self.linted(edited, relative)),
          "\(relative), version \(version)")
      }
      if version == 2 { #expect(!codes(latest[screen]).contains("view-model-pairing")) }
    }
  }
}
