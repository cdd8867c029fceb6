import Foundation

/// Runs the built `canon` executable, as users and CI do.
struct CanonProcess {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `canon` built beside this test bundle.
  static let executable: URL = {
    var folder = Bundle.main.bundleURL
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent("canon")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("canon")
  }()

  /// Runs `canon`. Unless `environment` says otherwise, each run has a cache folder of its own,
  /// empty: a test sees what a first run prints, and leaves the user's cache alone.
  static func run(
    _ arguments: [String], in directory: String, executable: URL = CanonProcess.executable,
    environment: [String: String]? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let ownCache = NSTemporaryDirectory() + "canon-cli-cache-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: ownCache) }
    // No backtracer: a crashing `canon` then ends at once, where the backtracer kept the
    // pipes open for minutes and the test waited for their end.
    process.environment =
      (environment
      ?? ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": ownCache]) { $1 })
      .merging(["SWIFT_BACKTRACE": "enable=no"]) { current, _ in current }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes before waiting, so a large report cannot fill a pipe and block.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// A project folder for one test, removed afterwards.
final class Project {
  let path: String

  init(_ files: [String: String]) throws {
    path = NSTemporaryDirectory() + "canon-cli-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files { try write(name, text) }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func write(_ name: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + name, encoding: .utf8)
  }

  func canon(_ arguments: String...) throws -> CanonProcess.Output {
    try CanonProcess.run(arguments, in: path)
  }

  /// Runs `canon` with the environment's variables replaced by `environment`'s.
  func canon(environment: [String: String], _ arguments: String...) throws -> CanonProcess.Output {
    try CanonProcess.run(
      arguments, in: path,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
  }
}
