import CanonLint
import Testing

/// The dry-run diff in the exact form `git apply` reads: line endings kept, missing final
/// newlines marked.
@Suite struct UnifiedDiffFormatTests {
  @Test func aLastLineWithoutNewlineIsMarked() {
    let diff = UnifiedDiff.make(from: "a\nb", to: "a\nB", path: "x.swift")
    #expect(diff == "--- a/x.swift\n+++ b/x.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n")
  }

  @Test func addingTheFinalNewlineIsAChange() {
    let diff = UnifiedDiff.make(from: "a", to: "a\n", path: "x.swift")
    #expect(diff == "--- a/x.swift\n+++ b/x.swift\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+a\n")
  }

  @Test func crlfLinesKeepTheirCarriageReturn() {
    let diff = UnifiedDiff.make(from: "a\r\nb\r\n", to: "a\r\nB\r\n", path: "x.swift")
    #expect(diff == "--- a/x.swift\n+++ b/x.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+B\r\n")
  }
}
