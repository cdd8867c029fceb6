import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 14: names that are not UTF-8 and folders that cannot be read.
@Suite struct HostileFileSystemTests {
  /// Creates a file or folder by the bytes of its name: Foundation takes only `String`s.
  static func create(_ parts: [[UInt8]], in project: Project, text: String?) throws {
    let bytes = Array(project.path.utf8) + parts.flatMap { [UInt8(ascii: "/")] + $0 }
    let path = bytes.map { CChar(bitPattern: $0) } + [0]
    if let text {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      let written = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      try #require(written == text.utf8.count)
    } else {
      try #require(mkdir(path, 0o755) == 0)
    }
  }

  static func nonUTF8Project() throws -> Project {
    let project = try Project([:])
    let cafe: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(".swift".utf8)
    let folder: [UInt8] = [UInt8(ascii: "D"), 0xFF, UInt8(ascii: "\\")]
    try create([cafe], in: project, text: "protocol A: class {}\n")
    try create([folder], in: project, text: nil)
    try create([folder, Array("In.swift".utf8)], in: project, text: "protocol B: class {}\n")
    return project
  }

  @Test func namesThatAreNotUTF8AreLintedAndReportedEscaped() throws {
    let project = try Self.nonUTF8Project()
    let output = try project.canon("lint")
    #expect(!output.stdout.contains("unreadable"))
    #expect(output.stdout.contains(#"Caf\xE9.swift:1:13: warning"#))
    #expect(output.stdout.contains(#"D\xFF\x5C/In.swift:1:13: warning"#))
  }

  @Test func namesThatAreNotUTF8AreLintedFromGit() throws {
    let project = try Self.nonUTF8Project()
    let review = ReviewModeTests()
    try review.git(project, "init", "-q")
    try review.git(project, "add", "-A")
    let output = try project.canon("lint")
    #expect(!output.stdout.contains("unreadable"))
    #expect(output.stdout.contains(#"Caf\xE9.swift:1:13: warning"#))
    #expect(output.stdout.contains(#"D\xFF\x5C/In.swift:1:13: warning"#))
  }

  /// Root reads a folder with mode 000 all the same, and CI may run as root: there the check
  /// runs `canon` as the unprivileged user `nobody` (through `setpriv`), so that the folder is
  /// really unreadable to it, rather than skipping the test.
  static func canonWithoutPrivileges(_ arguments: [String], in project: Project) throws
    -> CanonProcess.Output
  {
    // git refuses a repository another user owns unless told it is safe.
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_COUNT"] = "1"
    environment["GIT_CONFIG_KEY_0"] = "safe.directory"
    environment["GIT_CONFIG_VALUE_0"] = "*"
    return try RunningCanon.run(
      arguments, in: project.path, environment: environment, prefix: withoutRootPrivileges())
  }

  @Test func anUnreadableFolderIsReported() throws {
    let project = try Project([
      "Open/A.swift": "protocol A: AnyObject {}\n", "Secret/B.swift": "protocol B: class {}\n",
    ])
    // The test process may create folders only it can enter: let `nobody` into the project.
    try #require(chmod(project.path, 0o755) == 0)
    try #require(chmod(project.path + "/Secret", 0o000) == 0)
    defer { chmod(project.path + "/Secret", 0o755) }
    let output = try Self.canonWithoutPrivileges(["lint", "--strict"], in: project)
    #expect(output.stdout.contains("Secret:1:1: "))
    #expect(output.stdout.contains("(unreadable-file)"))
    #expect(output.status == 1)
  }

  /// In a git work tree git lists the files, and skips a folder it cannot open with a warning.
  @Test func anUnreadableUntrackedFolderInAGitWorkTreeIsReported() throws {
    let project = try Project([
      "Open/A.swift": "protocol A: AnyObject {}\n", "Sub/Secret/B.swift": "protocol B: class {}\n",
      // Reported only if discovery fell back to walking the folders: proof that git listed them.
      "Sub/Ignored.swift": "protocol C: class {}\n", ".gitignore": "Ignored.swift\n",
    ])
    try ReviewModeTests().git(project, "init", "-q")
    try #require(chmod(project.path, 0o755) == 0)
    try #require(chmod(project.path + "/Sub/Secret", 0o000) == 0)
    defer { chmod(project.path + "/Sub/Secret", 0o755) }
    // Named below the top: git names the folder from the top all the same.
    let output = try Self.canonWithoutPrivileges(["lint", "--strict", "Sub"], in: project)
    #expect(output.stdout.contains("Sub/Secret:1:1: "))
    #expect(output.stdout.contains("(unreadable-file)"))
    #expect(!output.stdout.contains("Ignored.swift"))
    #expect(output.status == 1)
  }
}
