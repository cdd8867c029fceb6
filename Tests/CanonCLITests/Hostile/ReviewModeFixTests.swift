import Foundation
import Testing

/// `--fix --changed-since` fixes what review mode reports: the changed lines and new files, and
/// nothing else in the tree.
@Suite struct ReviewModeFixTests {
  @Test func onlyChangedLinesAndNewFilesAreFixed() throws {
    let project = try Project([
      "Old.swift": "protocol Old: class {}\nprotocol Kept: AnyObject {}\n",
      "Untouched.swift": "protocol Untouched: class {}\n",
    ])
    let review = ReviewModeTests()
    try review.git(project, "init", "-q")
    try review.git(project, "add", "-A")
    try review.git(project, "commit", "-qm", "base")
    try project.write("Old.swift", "protocol Old: class {}\nprotocol Kept: class {}\n")
    try project.write("New.swift", "protocol New: class {}\n")

    let output = try project.canon("fix", "--changed-since", "HEAD")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.hasPrefix("Fixed 2 violations in 2 files\n"))
    // Line 1 of Old.swift and Untouched.swift did not change: left for another change to fix.
    #expect(try project.read("Old.swift") == "protocol Old: class {}\nprotocol Kept: AnyObject {}\n")
    #expect(try project.read("New.swift") == "protocol New: AnyObject {}\n")
    #expect(try project.read("Untouched.swift") == "protocol Untouched: class {}\n")
    // And, as before, only changed lines are reported: none is left.
    #expect(output.stdout.isEmpty)
  }
}
