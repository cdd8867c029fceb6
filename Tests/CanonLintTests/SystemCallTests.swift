@testable import CanonLint
import Foundation
import Testing

@Suite struct SubprocessTests {
  @Test func collectsOutputErrorsAndStatus() throws {
    let result = try #require(
      Subprocess.run(["sh", "-c", "printf 'out\\0put'; printf 'oops' >&2; exit 3"]))
    #expect(result.output == Array("out\0put".utf8))
    #expect(String(decoding: result.errors, as: UTF8.self) == "oops")
    #expect(result.status == 3)
  }

  @Test func largeOutputOnBothStreamsDoesNotBlock() throws {
    // More than a pipe holds on each stream.
    let result = try #require(
      Subprocess.run(["sh", "-c", "head -c 300000 /dev/zero; head -c 300000 /dev/zero >&2"]))
    #expect(result.output.count == 300_000)
    #expect(result.errors.count == 300_000)
    #expect(result.status == 0)
  }

  @Test func aProgramThatDoesNotExistIsNil() {
    #expect(Subprocess.run(["canon-no-such-program-\(UUID().uuidString)"]) == nil)
  }
}

@Suite struct FileBytesTests {
  @Test func readsWholeFilesAndRefusesWhatIsNotOne() throws {
    let folder = try TemporaryFolder()
    let large = (0..<200_000).map { UInt8($0 % 251) }
    try folder.write("large.bin", bytes: large)
    try folder.write("empty.swift", bytes: [])
    #expect(FileBytes.contents(of: folder.path + "/large.bin") == large)
    #expect(FileBytes.contents(of: folder.path + "/empty.swift") == [])
    #expect(FileBytes.contents(of: folder.path + "/missing.swift") == nil)
    #expect(FileBytes.contents(of: folder.path) == nil)
  }
}
