import Foundation
import Testing

@testable import CanonLint

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every format carries hostile paths, messages and snippets intact, parsed back by a real
/// parser of the format where there is one.
@Suite struct ReportEscapingTests {
  typealias H = HostileFindings

  /// The elements of an XML document with their attributes and text, as Foundation's parser
  /// reads them; `nil` when it is not well-formed.
  final class XMLElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String], text: String)] = []
    private var open: [Int] = []

    static func parse(_ text: String) -> [(name: String, attributes: [String: String], text: String)]? {
      let collector = XMLElements()
      let parser = XMLParser(data: Data(text.utf8))
      parser.delegate = collector
      return parser.parse() ? collector.elements : nil
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append((name, attributes, ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      open.removeLast()
    }
  }

  @Test func checkstyleKeepsPathAndMessage() throws {
    let elements = try #require(XMLElements.parse(H.render(CheckstyleReporter())))
    #expect(elements.contains { $0.name == "file" && $0.attributes["name"] == H.path })
    #expect(elements.contains { $0.name == "error" && $0.attributes["message"] == H.message })
  }

  @Test func junitHasATestCasePerFileAndAFailurePerFinding() throws {
    let elements = try #require(XMLElements.parse(H.render(JUnitReporter())))
    let cases = elements.filter { $0.name == "testcase" }
    #expect(cases.map { $0.attributes["name"] } == [H.path, "Sources/Clean.swift", "Sources/NoFindings.swift"])
    let failures = elements.filter { $0.name == "failure" }
    #expect(failures.count == 2)
    #expect(failures.first?.attributes["message"] == H.message)
    #expect(failures.first?.attributes["type"] == "force-unwrap")
    #expect(failures.first?.text == "\(H.path):2:5: error: \(H.message) (force-unwrap)")
    let suite = try #require(elements.first { $0.name == "testsuite" })
    #expect(suite.attributes["tests"] == "3")
    #expect(suite.attributes["failures"] == "2")
  }

  @Test func codeClimateIssuesHaveTheRequiredFields() throws {
    let data = Data(H.render(CodeClimateReporter()).utf8)
    let issues = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(issues.count == 2)
    // What GitLab's Code Quality report requires of each issue.
    for issue in issues {
      #expect(issue["type"] as? String == "issue")
      #expect((issue["description"] as? String)?.isEmpty == false)
      #expect((issue["check_name"] as? String)?.isEmpty == false)
      #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
      #expect((issue["fingerprint"] as? String)?.count == 32)
      let location = try #require(issue["location"] as? [String: Any])
      #expect(location["path"] is String)
      let begin = (location["positions"] as? [String: Any])?["begin"] as? [String: Any]
      #expect(begin?["line"] is Int)
    }
    #expect(issues[0]["description"] as? String == H.message)
    #expect((issues[0]["location"] as? [String: Any])?["path"] as? String == H.path)
  }

  @Test func codeClimateFingerprintsSurviveLineMovesAndTellOccurrencesApart() {
    var moved = H.violations[0]
    moved.location.line = 40
    let movedContext = ReportContext(
      rules: [], toolVersion: "0",
      sourceText: { _ in String(repeating: "\n", count: 39) + H.code + "\n" })
    func fingerprints(_ violations: [Violation], _ context: ReportContext) -> [String] {
      let text = CodeClimateReporter().render(LintResult(violations: violations, fileCount: 1), context: context)
      let issues = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] ?? []
      return issues.compactMap { $0["fingerprint"] as? String }
    }
    let before = fingerprints([H.violations[0]], H.context)
    #expect(before == fingerprints([moved], movedContext))
    // The same finding twice on a line, and a changed line, are other fingerprints.
    var twice = H.violations[0]
    twice.location.column = 9
    #expect(Set(fingerprints([H.violations[0], twice], H.context)).count == 2)
    let edited = ReportContext(rules: [], toolVersion: "0", sourceText: { _ in "\nlet z = 2\n" })
    #expect(fingerprints([H.violations[0]], edited) != before)
  }

  /// GitLab compares a merge request's fingerprints with its target branch's, made by whatever
  /// version of Canon ran there: a fingerprint that changed with a version would show every
  /// finding as fixed and new at once. Pinned with the reference implementation's value.
  @Test func aFingerprintIsTheSameInEveryVersion() {
    let key = "r\u{0}Sources/App/LoginViewController.swift\u{0}LoginViewController.viewDidLoad()\u{0}let x = 1"
    #expect(CodeClimateReporter.fingerprint(key) == "358bed9fbf492ea7ad3ff1da23ce6faa")
  }

  @Test func sarifKeepsMessageAndEscapesTheURI() throws {
    let data = Data(H.render(SARIFReporter()).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    #expect((result["message"] as? [String: Any])?["text"] as? String == H.message)
    let uri = try #require(
      (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: Any])?["uri"] as? String)
    #expect(!uri.contains(" ") && !uri.contains("<") && !uri.contains("\""))
    #expect(uri.removingPercentEncoding == H.path)
  }

  @Test func jsonKeepsPathAndMessage() throws {
    let data = Data(H.render(JSONReporter()).utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let first = try #require((report["violations"] as? [[String: Any]])?.first)
    #expect(first["file"] as? String == H.path)
    #expect(first["message"] as? String == H.message)
  }

  @Test func htmlEscapesMarkupAndQuotesTheCode() {
    let html = H.render(HTMLReporter())
    #expect(!html.contains("<A&B>"))
    #expect(!html.contains("<T & U>"))
    #expect(!html.contains("<a href='&'>"))
    #expect(html.contains("Sources/&lt;A&amp;B&gt; &quot;q&quot; 50% ::x/Ünïcödé 日本.swift"))
    #expect(html.contains("&#39;&lt;T &amp; U&gt;&#39; says &quot;hi&quot; at 100% :: done\nsecond line — café"))
    #expect(html.contains("let x = &quot;&lt;a href=&#39;&amp;&#39;&gt;&quot; // 100% :: ünï"))
    #expect(html.contains("Because &amp; &quot;why&quot; &lt;b&gt;"))
    #expect(html.components(separatedBy: "<tr class=\"finding ").count - 1 == 2)
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  @Test func markdownKeepsEachFindingOnItsRow() {
    let markdown = H.render(MarkdownReporter())
    let row = markdown.split(separator: "\n").first { $0.contains("force-unwrap") && $0.contains("says") }
    #expect(row?.contains("done second line — café") == true)
    #expect(row?.contains("`Sources/<A&B> \"q\" 50% ::x/Ünïcödé 日本.swift`") == true)
  }

  @Test func githubAndXcodeKeepEachFindingOnOneLine() {
    let github = H.render(GitHubReporter())
    #expect(github.split(separator: "\n").count == 2)
    #expect(github.contains("file=Sources/<A&B> \"q\" 50%25 %3A%3Ax/Ünïcödé 日本.swift"))
    #expect(github.contains("::'<T & U>' says \"hi\" at 100%25 :: done%0Asecond line — café"))
    let xcode = H.render(XcodeReporter())
    #expect(xcode.split(separator: "\n").count == 2)
    #expect(xcode.hasPrefix("\(H.path):2:5: error: '<T & U>' says \"hi\" at 100% :: done\\u{0A}second line"))
  }
}
