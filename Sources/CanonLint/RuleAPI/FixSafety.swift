/// What applying a rule's fix may do to the program, as Ruff and Biome class fixes: `canon fix`
/// applies safe fixes; unsafe ones only with `--unsafe-fixes`, after a person chose to.
public enum FixSafety: String, Sendable, CaseIterable {
  /// The program means the same after the fix: `class` → `AnyObject` in a protocol's
  /// inheritance, a comment added or removed.
  case safe
  /// The fix can change what the program does or what other code may do with it: `weak` ends a
  /// reference's ownership, `final` and `private` take away what another module may have used.
  case unsafe
}
