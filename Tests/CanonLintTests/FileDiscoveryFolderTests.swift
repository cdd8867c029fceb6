import CanonLint
import Foundation
import Testing

/// Discovery decides skipped and vendored folders once per folder, and drops the root's prefix
/// by bytes: these pin down what it must still answer, walking or asking git.
extension FileDiscoveryTests {
  func discovered(_ paths: [String], filter: PathFilter = PathFilter(), useGit: Bool) throws
    -> [String]
  {
    let folder = try TemporaryFolder()
    for path in paths { try folder.write(path, "") }
    if useGit { try initializeGit(in: folder) }
    let files = try FileDiscovery(rootDirectory: folder.path, filter: filter, useGit: useGit)
      .files(in: [folder.path])
    return names(files, in: folder)
  }

  /// A vendored or skipped name is a whole folder name: one it only begins or ends, or a file
  /// of that name, is the team's own.
  @Test(arguments: [false, true])
  func namesThatOnlyResembleVendoredOrSkippedFoldersAreLinted(useGit: Bool) throws {
    let found = try discovered(
      [
        "VendorKit/K.swift", "App/Vendors2/X.swift", "App/MyVendor/M.swift", "App/Vendor.swift",
        "MyPods/P.swift", "Pods.swift", "App/.builds/B.swift",
        "Vendor/V.swift", "App/Pods/Lib/L.swift", "App/Deep/third_party/T.swift",
      ], useGit: useGit)
    #expect(
      found == [
        "App/.builds/B.swift", "App/MyVendor/M.swift", "App/Vendor.swift", "App/Vendors2/X.swift",
        "MyPods/P.swift", "Pods.swift", "VendorKit/K.swift",
      ])
  }

  /// Files in one folder share the folder's verdict, but each is still matched by the globs.
  @Test(arguments: [false, true])
  func filesInAnAdmittedVendoredFolderAreStillFilteredOneByOne(useGit: Bool) throws {
    let found = try discovered(
      ["Vendor/Lib/A.swift", "Vendor/Lib/B.swift", "Vendor/Other/C.swift", "App/D.swift"],
      filter: PathFilter(included: ["Vendor/Lib/A.swift", "App"]), useGit: useGit)
    #expect(found == ["App/D.swift", "Vendor/Lib/A.swift"])
  }

  /// A folder whose name is not ASCII is decided and listed like any other.
  @Test(arguments: [false, true])
  func foldersNamedOutsideASCIIAreWalked(useGit: Bool) throws {
    let found = try discovered(
      ["Café/Ünï.swift", "Café/Vendor/V.swift", "日本/Pods/P.swift", "日本/画面.swift"], useGit: useGit)
    #expect(found == ["Café/Ünï.swift", "日本/画面.swift"])
  }

  /// Folder names are compared by bytes only when both are ASCII: otherwise as strings, which
  /// hold canonically equivalent spellings equal (a composed and a decomposed `è`, the Kelvin
  /// sign and `K`).
  @Test(arguments: [false, true])
  func vendoredNamesOutsideASCIIMatchTheirEquivalents(useGit: Bool) throws {
    let found = try discovered(
      ["Biblioth\u{E8}que/B.swift", "Kit/K.swift", "Kits/S.swift", "App/A.swift"],
      filter: PathFilter(vendored: ["Bibliothe\u{300}que", "\u{212A}it"]), useGit: useGit)
    #expect(found == ["App/A.swift", "Kits/S.swift"])
  }

  @Test func aFolderNamedTwiceIsListedOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write("A/B.swift", "")
    try folder.write("C.swift", "")
    let files = try FileDiscovery(rootDirectory: folder.path, filter: .everything, useGit: false)
      .files(in: [folder.path, folder.path + "/A", folder.path + "/A/B.swift"])
    #expect(names(files, in: folder) == ["A/B.swift", "C.swift"])
  }
}

@Suite struct RelativePathTests {
  @Test(arguments: [
    ("/r/A/B.swift", "/r", "A/B.swift"),
    ("/r/A/B.swift", "/r/", "A/B.swift"),
    ("/r", "/r", "."),
    ("/r/", "/r", ""),
    ("/rx/A.swift", "/r", "/rx/A.swift"),
    ("/other/A.swift", "/r", "/other/A.swift"),
    ("/r/é/A.swift", "/r", "é/A.swift"),
    // A name that begins with a combining mark joins the `/` before it into one `Character`:
    // by `Character` the path is not inside the folder, and the byte shortcut must agree.
    ("/r/\u{301}x.swift", "/r", "/r/\u{301}x.swift"),
  ])
  func relative(_ path: String, _ base: String, _ expected: String) {
    #expect(PathUtilities.relative(path, to: base) == expected)
  }
}
