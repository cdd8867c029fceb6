import CanonLint
import Foundation
import Testing

/// Issue 35: `canon baseline write` replaced whatever `canon-baseline.json` linked to (a user's
/// `~/.bashrc` became JSON) and whatever `.canon.yml` named (`baseline: ../home/.bashrc`).
@Suite struct BaselineDestinationTests {
  private let project: TemporaryFolder
  private let outside: TemporaryFolder

  init() throws {
    project = try TemporaryFolder()
    outside = try TemporaryFolder()
    try outside.write(".bashrc", "export PATH=/usr/bin\n")
  }

  private func refusal(_ path: String, namedByUser: Bool = false) -> String? {
    do {
      _ = try BaselineDestination(path, project: project.path, namedByUser: namedByUser)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aLinkToAFileOutsideTheProjectIsRefusedEvenWhenNamed() throws {
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/canon-baseline.json", withDestinationPath: outside.path + "/.bashrc")
    for named in [false, true] {
      let message = try #require(refusal(project.path + "/canon-baseline.json", namedByUser: named))
      #expect(message.contains("symbolic link"))
      #expect(message.contains("outside the project"))
    }
  }

  @Test func aDanglingLinkIsRefused() throws {
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/canon-baseline.json", withDestinationPath: outside.path + "/new.json")
    #expect(refusal(project.path + "/canon-baseline.json")?.contains("a missing file") == true)
  }

  @Test func aLinkToABaselineInsideTheProjectIsFollowed() throws {
    try project.write("Baselines/main.json", #"{"version":1,"findings":[]}"#)
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/canon-baseline.json", withDestinationPath: "Baselines/main.json")
    #expect(refusal(project.path + "/canon-baseline.json") == nil)
  }

  @Test func aPathTheConfigurationNamesOutsideTheProjectIsRefused() {
    let message = refusal(project.path + "/../" + (outside.path as NSString).lastPathComponent + "/b.json")
    #expect(message?.contains("outside the project's folder") == true)
    #expect(message?.contains("--output") == true)
  }

  @Test func aPathTheUserNamesOutsideTheProjectIsAllowed() {
    #expect(refusal(outside.path + "/b.json", namedByUser: true) == nil)
  }

  @Test func aFileThatIsNotABaselineIsNeverReplaced() throws {
    try project.write("notes.json", #"{"title": "mine"}"#)
    try project.write("script.sh", "echo hi\n")
    #expect(refusal(project.path + "/notes.json", namedByUser: true)?.contains("is not a Canon baseline") == true)
    #expect(refusal(project.path + "/script.sh")?.contains("is not a Canon baseline") == true)
  }

  @Test func anEmptyFileOrABaselineOfAnotherVersionMayBeReplaced() throws {
    try project.write("empty.json", "")
    try project.write("old.json", #"{"version":0,"findings":[]}"#)
    #expect(refusal(project.path + "/empty.json") == nil)
    #expect(refusal(project.path + "/old.json") == nil)
  }
}
