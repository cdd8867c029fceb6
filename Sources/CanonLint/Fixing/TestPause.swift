#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// A pause the hostile tests ask for with `CANON_TEST_PAUSE_BEFORE_RENAME=MILLISECONDS`: `--fix`
/// then waits, its temporary file written, before its last look at the file and the rename, so
/// that a test can change the file or send a signal at that very moment. Unset, it costs a
/// lookup per fixed file.
enum TestPause {
  static func beforeRename() {
    guard let value = getenv("CANON_TEST_PAUSE_BEFORE_RENAME"),
      let milliseconds = UInt32(String(cString: value)), milliseconds > 0
    else { return }
    // In steps of 10 ms: `usleep` need not take a second or more at once.
    for _ in 0..<(min(milliseconds, 60_000) / 10) { usleep(10_000) }
  }
}
