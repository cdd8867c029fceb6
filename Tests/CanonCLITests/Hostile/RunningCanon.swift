import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A `canon` run the test acts on while it works (changes a file, sends a signal), or runs with
/// a given environment or user.
final class RunningCanon {
  let process = Process()
  private let out = Pipe()
  private let err = Pipe()
  private let cacheFolder = NSTemporaryDirectory() + "canon-cli-cache-" + UUID().uuidString

  deinit { try? FileManager.default.removeItem(atPath: cacheFolder) }

  /// Starts `canon arguments` in `directory`, with `environment` added to the test's own; `prefix`
  /// runs it through another program (`setpriv` to drop root's privileges).
  init(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    prefix: [String] = []
  ) throws {
    if let program = prefix.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(prefix.dropFirst()) + [CanonProcess.executable.path] + arguments
    } else {
      process.executableURL = CanonProcess.executable
      process.arguments = arguments
    }
    // A cache folder of its own, writable by the user it may run as.
    try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: cacheFolder)
    process.environment = ProcessInfo.processInfo.environment
      .merging(["XDG_CACHE_HOME": cacheFolder]) { $1 }
      .merging(environment) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = out
    process.standardError = err
    // The child inherits the signal mask of the thread that starts it, and the test runner's
    // threads may block SIGINT and SIGTERM: a signal the test sends would then wait forever.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  /// Waits for the end; the outputs are small, so the pipes cannot fill before it.
  func finish() -> CanonProcess.Output {
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CanonProcess.Output(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Runs to the end and returns the outputs.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    prefix: [String] = []
  ) throws -> CanonProcess.Output {
    try RunningCanon(arguments, in: directory, environment: environment, prefix: prefix).finish()
  }
}

/// The prefix that runs `canon` as a user without root's privileges (`nobody`, through
/// `setpriv`), for tests of what Canon may not read or write: root may do both anywhere. Empty when
/// the tests do not run as root; a root without `setpriv` fails the test rather than skip it.
func withoutRootPrivileges() throws -> [String] {
  guard geteuid() == 0 else { return [] }
  let setpriv = "/usr/bin/setpriv"
  try #require(
    FileManager.default.isExecutableFile(atPath: setpriv),
    "running as root needs setpriv to drop privileges for this test")
  return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
}

/// Starts `canon arguments` with `pause` (`CANON_TEST_PAUSE_BEFORE_CHECK` or `…_AFTER_CHECK`) set
/// to `milliseconds`, and returns once Canon is in that pause (or after 20 seconds).
func canonPausing(
  _ arguments: [String], in project: Project, at pause: String, milliseconds: Int
) throws -> (run: RunningCanon, paused: Bool) {
  let marker = project.path + "/../" + UUID().uuidString + ".paused"
  let run = try RunningCanon(
    arguments, in: project.path,
    environment: [pause: String(milliseconds), "CANON_TEST_PAUSE_MARKER": marker])
  let paused = eventually(within: 20) { FileManager.default.fileExists(atPath: marker) }
  try? FileManager.default.removeItem(atPath: marker)
  return (run, paused)
}

/// The names in `folder` of Canon's temporary files (`.NAME.canon-…`).
func temporaryFiles(in folder: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasPrefix(".") && $0.contains(".canon-") }
}

/// Waits up to `seconds` for `condition`; whether it came true.
func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(5_000)
  }
  return condition()
}
