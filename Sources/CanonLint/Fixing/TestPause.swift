#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Pauses the hostile tests ask for, so that a test can change the file or send a signal at that
/// very moment of `--fix`: `CANON_TEST_PAUSE_BEFORE_CHECK=MILLISECONDS` waits with the temporary
/// file written, before the last look at the file; `CANON_TEST_PAUSE_AFTER_CHECK` between that
/// look and the rename. A pause that starts creates the file `CANON_TEST_PAUSE_MARKER` names, so
/// the test knows where Canon stands.
///
/// Debug builds only (what `swift test` runs the hostile tests against): a release build, the
/// one users get, has no pause to be asked for and does nothing here.
enum TestPause {
  static func beforeCheck() {
    #if DEBUG
      pause("CANON_TEST_PAUSE_BEFORE_CHECK")
    #endif
  }

  static func afterCheck() {
    #if DEBUG
      pause("CANON_TEST_PAUSE_AFTER_CHECK")
    #endif
  }

  private static func pause(_ variable: String) {
    guard let value = getenv(variable), let milliseconds = UInt32(String(cString: value)),
      milliseconds > 0
    else { return }
    if let marker = getenv("CANON_TEST_PAUSE_MARKER") {
      let descriptor = open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
      if descriptor >= 0 { close(descriptor) }
    }
    // In steps of 10 ms: `usleep` need not take a second or more at once.
    for _ in 0..<(min(milliseconds, 60_000) / 10) { usleep(10_000) }
  }
}
