import CanonLint
import Foundation
import Testing

/// A copy of a third party's code is found by the copyright holder its licence or headers name,
/// not only by a vendored folder name; the team's own licensed modules stay linted.
@Suite struct LicensedFoldersTests {
  static let apache = """
    Apache License
    Version 2.0, January 2004
    "Licensor" shall mean the copyright owner or entity authorized by the copyright owner.
    Copyright [yyyy] [name of copyright owner]
    """

  private func split(_ files: [String: String], filter: PathFilter = PathFilter()) throws
    -> (vendored: [VendoredFolder], kept: [String])
  {
    let folder = try TemporaryFolder()
    for (path, text) in files { try folder.write(path, text) }
    let swiftFiles = files.keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.path + "/" + $0 }
    let split = LicensedFolders.split(swiftFiles, root: folder.path, filter: filter)
    return (split.vendored, split.kept.map { PathUtilities.relative($0, to: folder.path) })
  }

  /// FlatBuffers copied into `flatbuffers/` (Apache's text, Google's headers) beside the app's
  /// own module, whose `LICENSE` names the root's holder.
  @Test func aFolderLicensedByAnotherHolderIsVendored() throws {
    let found = try split([
      "LICENSE": "MIT License\n\nCopyright (c) 2021 Acme Inc.\n",
      "App/Main.swift": "// Created by Jo.\n",
      "Modules/Feed/LICENSE": "Copyright (c) 2022 Acme\n",
      "Modules/Feed/Sources/Feed.swift": "",
      "flatbuffers/LICENSE": Self.apache,
      "flatbuffers/swift/Table.swift": "/*\n * Copyright 2021 Google Inc. All rights reserved.\n */\n",
    ])
    #expect(found.vendored == [VendoredFolder(folder: "flatbuffers", holder: "Google Inc")])
    #expect(found.kept == ["App/Main.swift", "Modules/Feed/Sources/Feed.swift"])
  }

  /// AlphaWallet's modules: a podspec at the root compiles `modules/Foundation`, whose licence
  /// names the company behind the app rather than the app. The project's own build file says
  /// the folder is its module; a library's podspec inside its own folder says nothing of the
  /// kind.
  @Test func aFolderTheProjectsPodspecCompilesIsTheProjects() throws {
    let folder = try TemporaryFolder()
    let files = [
      "LICENSE": "MIT License\n\nCopyright (c) 2020 AlphaWallet\n",
      "App/Main.swift": "",
      "Foundation.podspec":
        "Pod::Spec.new do |s|\n  s.name = 'Foundation'\n  s.source_files = 'modules/Foundation/Sources/**/*.swift'\nend\n",
      "modules/Foundation/LICENSE": "Copyright (c) 2022 Stormbird PTE. LTD.\n",
      "modules/Foundation/Sources/Wallet.swift": "",
      "vendor/Lib/LICENSE": "Copyright (c) 2015 Jane Doe\n",
      "vendor/Lib/Lib.podspec": "Pod::Spec.new do |s|\n  s.source_files = 'Sources/**/*.swift'\nend\n",
      "vendor/Lib/Sources/Lib.swift": "",
    ]
    for (path, text) in files { try folder.write(path, text) }
    let linted = files.keys.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".podspec") }.sorted()
      .map { folder.path + "/" + $0 }
    let split = LicensedFolders.split(linted, root: folder.path, filter: PathFilter())
    #expect(split.vendored == [VendoredFolder(folder: "vendor/Lib", holder: "Jane Doe")])
    #expect(
      split.kept.map { PathUtilities.relative($0, to: folder.path) } == [
        "App/Main.swift", "Foundation.podspec", "modules/Foundation/Sources/Wallet.swift",
      ])
  }

  /// Without a root licence, the project's holder is the one its own files' headers name.
  @Test func withoutARootLicenceTheHeadersNameTheProject() throws {
    let found = try split([
      "App/Main.swift": "//  Copyright © 2019 Acme. All rights reserved.\n",
      "Lib/Parser/LICENSE": "The MIT License (MIT)\nCopyright (c) 2015 Jane Doe <jane@example.com>\n",
      "Lib/Parser/Parser.swift": "",
    ])
    #expect(found.vendored == [VendoredFolder(folder: "Lib/Parser", holder: "Jane Doe")])
    #expect(found.kept == ["App/Main.swift"])
  }

  /// Nothing is skipped when the project's holder cannot be told, nor a folder `included` names.
  @Test func anUnknownProjectHolderOrAnIncludedFolderKeepsEverything() throws {
    let unknown = try split([
      "App/Main.swift": "// Created by Jo on 1/2/20.\n",
      "Lib/Parser/LICENSE": "Copyright (c) 2015 Jane Doe\n",
      "Lib/Parser/Parser.swift": "",
    ])
    #expect(unknown.vendored.isEmpty)
    #expect(unknown.kept.count == 2)
    let included = try split(
      [
        "LICENSE": "Copyright (c) 2021 Acme Inc.\n",
        "Lib/Parser/LICENSE": "Copyright (c) 2015 Jane Doe\n",
        "Lib/Parser/Parser.swift": "",
      ], filter: PathFilter(included: ["Lib/Parser"]))
    #expect(included.vendored.isEmpty)
  }

  @Test(arguments: [
    ("Copyright (c) 2016 Jane Doe", "Jane Doe"),
    ("//  Copyright © 2020 Acme. All rights reserved.", "Acme"),
    (" * Copyright 2014-2021 Google Inc.", "Google Inc"),
    ("Copyright [yyyy] [name of copyright owner]", nil),
    ("shall mean the copyright owner", nil),
  ] as [(String, String?)])
  func holdersAreReadFromCopyrightLines(_ line: String, _ holder: String?) {
    #expect(LicensedFolders.holder(in: line) == holder)
  }
}
