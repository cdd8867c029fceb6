import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Files `--fix` may not or should not write are left as they are and still reported; files it
/// writes keep their mode and owner.
@Suite struct FixPermissionTests {
  /// How to run `canon` as a user who may not write the project: root may write anywhere, so
  /// it runs as `nobody`; another user gets a folder without write permission.
  static func withoutWritePermission(_ project: Project, folder: String) throws -> [String] {
    if geteuid() != 0 { #expect(chmod(project.path + "/" + folder, 0o555) == 0) }
    return try withoutRootPrivileges()
  }

  @Test func aFixThatCannotBeWrittenLeavesTheViolationsReported() throws {
    let project = try Project(["Sources/A.swift": "protocol A: class {}\n"])
    let prefix = try Self.withoutWritePermission(project, folder: "Sources")
    defer { chmod(project.path + "/Sources", 0o755) }
    let lint = try RunningCanon.run(["lint", "--strict"], in: project.path, prefix: prefix)
    #expect(lint.status == 1)
    // It was: empty standard output, exit 0 and a JSON report of no violations.
    let output = try RunningCanon.run(["fix", "--strict"], in: project.path, prefix: prefix)
    #expect(output.status == 1)
    #expect(output.stdout.contains("Sources/A.swift:1:"))
    #expect(output.stderr.contains("Sources/A.swift: not fixed: cannot create a temporary file"))
    #expect(output.stderr.contains("Fixed 0 violations in 0 files"))
    let json = try RunningCanon.run(["fix", "--strict", "--reporter", "json"], in: project.path, prefix: prefix)
    #expect(json.status == 1)
    #expect(json.stdout.contains("\"violations\" : 1"))
    #expect(try project.read("Sources/A.swift") == "protocol A: class {}\n")
  }

  @Test func aReadOnlyFileIsRewrittenOnlyWithForce() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let path = project.path + "/A.swift"
    #expect(chmod(path, 0o444) == 0)
    let refused = try project.canon("fix", "--strict")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("A.swift: not fixed: read-only (mode 444); left as it is (--force rewrites read-only files)"))
    #expect(refused.stdout.contains("A.swift:1:"))
    #expect(try project.read("A.swift") == "protocol A: class {}\n")

    let forced = try project.canon("fix", "--strict", "--force")
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try project.read("A.swift") == "protocol A: AnyObject {}\n")
    #expect(try mode(of: path) == 0o444)

    let misplaced = try project.canon("lint", "--force")
    #expect(misplaced.status == 2)
    #expect(misplaced.stderr.contains("--force goes with --fix"))
  }

  @Test func aFixedFileKeepsItsModeAndOwner() throws {
    let project = try Project(["A.swift": "protocol A: class {}\n"])
    let path = project.path + "/A.swift"
    #expect(chmod(path, 0o640) == 0)
    // Root may give the file away; the fix must give it back to its owner.
    let owner: (uid_t, gid_t) = geteuid() == 0 ? (65534, 65534) : (geteuid(), getegid())
    #expect(chown(path, owner.0, owner.1) == 0)
    let output = try project.canon("fix")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try project.read("A.swift") == "protocol A: AnyObject {}\n")
    #expect(try mode(of: path) == 0o640)
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_uid == owner.0)
    #expect(status.st_gid == owner.1)
  }

  private func mode(of path: String) throws -> mode_t {
    var status = stat()
    #expect(stat(path, &status) == 0)
    return status.st_mode & 0o7777
  }
}
