import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Runs a program and collects what it prints, with `posix_spawn`.
///
/// Foundation's `Process.waitUntilExit` on Linux polls a run loop in 50 ms steps, which made
/// asking git for the file list cost more than linting a thousand files on two cores.
public enum Subprocess {
  public struct Result: Sendable {
    /// The exit status, or -1 when the program was killed by a signal.
    public var status: Int32
    public var output: [UInt8]
    public var errors: [UInt8]
  }

  /// Runs `arguments[0]`, found on `PATH`, with the rest as arguments; `nil` when it cannot be
  /// started. Standard error is collected in a temporary file, so that a program which writes a
  /// lot to both outputs cannot block on a full pipe.
  public static func run(_ arguments: [String]) -> Result? {
    guard let program = arguments.first else { return nil }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("canon-\(UUID().uuidString).stderr").path
    defer { unlink(errorFile) }

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = arguments.map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environment)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      return nil
    }
    let output = readAll(pipeEnds[0])
    close(pipeEnds[0])
    var waitStatus: Int32 = 0
    while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
    let errors = FileManager.default.contents(atPath: errorFile).map { [UInt8]($0) } ?? []
    // WIFEXITED and WEXITSTATUS are C macros Swift does not import.
    let status = waitStatus & 0x7f == 0 ? (waitStatus >> 8) & 0xff : -1
    return Result(status: status, output: output, errors: errors)
  }

  private static func readAll(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += buffer[..<count]
      } else if count == 0 || errno != EINTR {
        return bytes
      }
    }
  }
}
