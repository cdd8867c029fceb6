import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The temporary files Canon writes beside a file it replaces: `.NAME.canon-PID-UUID`.
///
/// A run interrupted by SIGINT or SIGTERM removes the one it is writing before it dies; a run
/// killed harder (SIGKILL, a crash) leaves it, and a later `--fix` removes it once the process
/// whose id it carries is gone.
public enum TemporaryFiles {
  /// The temporary name for replacing `name` in the same folder.
  static func name(for name: String) -> String {
    ".\(name).canon-\(getpid())-\(UUID().uuidString)"
  }

  // MARK: Cleaning up on a signal

  /// The path of the temporary file being written, NUL-terminated; an empty string when none.
  /// A fixed buffer, allocated before any handler is installed: the handler may only read memory
  /// and call `unlink`, `signal` and `raise` (async-signal-safe), never allocate or take a lock.
  private nonisolated(unsafe) static let inFlight: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    buffer.initialize(repeating: 0, count: Int(PATH_MAX) + 1)
    return buffer
  }()

  private static let handlersInstalled: Bool = {
    _ = inFlight
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      let previous = signal(signalNumber) { received in
        let path = TemporaryFiles.inFlight
        if path.pointee != 0 { unlink(path) }
        // Then die of the signal as if Canon had not caught it (the shell sees 130, 143…).
        signal(received, SIG_DFL)
        raise(received)
      }
      // A signal the parent ignores (`nohup`, a background job's SIGINT) stays ignored.
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        signal(signalNumber, SIG_IGN)
      }
    }
    return true
  }()

  /// Marks `path` as the temporary file being written, so that a signal removes it. Called before
  /// the file is created: a signal in between unlinks a name that does not exist yet, harmlessly.
  static func begin(_ path: String) {
    _ = handlersInstalled
    let bytes = Array(path.utf8)
    guard bytes.count <= Int(PATH_MAX) else { return }
    // The path first and its first byte last: a handler that sees a first byte sees the rest.
    inFlight[0] = 0
    for (offset, byte) in bytes.enumerated().dropFirst() { inFlight[offset] = CChar(bitPattern: byte) }
    inFlight[bytes.count] = 0
    if let first = bytes.first { inFlight[0] = CChar(bitPattern: first) }
  }

  /// The temporary file is renamed or removed: a signal has nothing left to clean.
  static func end() {
    inFlight[0] = 0
  }

  // MARK: Cleaning up after a killed run

  /// Removes, from `folders`, the temporary files of Canon runs that are gone (a run killed by
  /// SIGKILL or a crash); returns their paths. Only names Canon itself makes are touched:
  /// `.NAME.canon-PID-UUID` whose process no longer exists, and the `.NAME.canon-UUID` of earlier
  /// versions once an hour old.
  public static func removeStale(in folders: some Sequence<String>) -> [String] {
    var removed: [String] = []
    let manager = FileManager.default
    for folder in folders {
      guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
      for name in names where isStale(name, in: folder) {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        if unlink(path) == 0 { removed.append(path) }
      }
    }
    return removed
  }

  static func isStale(_ name: String, in folder: String) -> Bool {
    guard let owner = owner(ofName: name) else { return false }
    let path = folder + "/" + name
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
    switch owner {
    case .process(let id):
      // Gone: no such process. A live one (even another user's, EPERM) may still be writing.
      return id != getpid() && kill(id, 0) != 0 && errno == ESRCH
    case .unknown:
      return time(nil) - Int(FileSnapshot(status).modifiedSeconds) > 3600
    }
  }

  enum Owner: Equatable {
    case process(pid_t)
    /// An earlier Canon's name, without a process id.
    case unknown
  }

  /// Who made a temporary file named `name`, if Canon did: `.` + a name + `.canon-` + an
  /// optional decimal process id and `-` + an uppercase UUID, and nothing else.
  static func owner(ofName name: String) -> Owner? {
    guard name.hasPrefix("."), let marker = name.range(of: ".canon-", options: .backwards),
      marker.lowerBound > name.index(after: name.startIndex)
    else { return nil }
    let tail = name[marker.upperBound...]
    let uuidLength = 36
    guard tail.count >= uuidLength else { return nil }
    let uuid = tail.suffix(uuidLength)
    guard isUUID(uuid) else { return nil }
    let prefix = tail.dropLast(uuidLength)
    if prefix.isEmpty { return .unknown }
    guard prefix.last == "-" else { return nil }
    let digits = prefix.dropLast()
    guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ ("0"..."9").contains($0) }),
      let id = pid_t(digits), id > 0
    else { return nil }
    return .process(id)
  }

  /// `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX` in uppercase hexadecimal, as `UUID().uuidString` is.
  private static func isUUID(_ text: Substring) -> Bool {
    let dashes: Set<Int> = [8, 13, 18, 23]
    for (offset, character) in text.enumerated() {
      if dashes.contains(offset) {
        guard character == "-" else { return false }
      } else {
        guard ("0"..."9").contains(character) || ("A"..."F").contains(character) else { return false }
      }
    }
    return text.count == 36
  }
}
