import Foundation

/// A folder skipped as someone else's code because its licence (or, without a holder there, its
/// files' headers) names another copyright holder than the project's.
public struct VendoredFolder: Sendable, Equatable {
  /// The folder, relative to the project's root.
  public var folder: String
  /// The copyright holder its licence or headers name, as written (`Google Inc`).
  public var holder: String

  public init(folder: String, holder: String) {
    self.folder = folder
    self.holder = holder
  }
}

/// Finds third parties' code copied into a project without a vendored folder name (Google's
/// FlatBuffers runtime in `flatbuffers/`, with its own `LICENSE` and Google's headers).
///
/// A folder below the root that has a licence file of its own is a third party's when the holder
/// it names differs from the project's: the holder of the root's licence, or, without one, the
/// holders the project's own files' headers name. Teams keep their own modules in folders with
/// their own `LICENSE` too; those name the same holder and stay linted. When the project's
/// holder cannot be told (no root licence, no copyright in the headers), nothing is skipped.
public enum LicensedFolders {
  /// Names of licence files.
  static let licenceNames = [
    "LICENSE", "LICENSE.txt", "LICENSE.md", "LICENCE", "LICENCE.txt", "License.txt", "License.md",
    "COPYING",
  ]

  /// How many of a folder's Swift files' headers are read to find a holder.
  static let headerSample = 5
  /// How many of the project's own files' headers are read when its root has no licence holder.
  static let projectHeaderSample = 30

  /// The folders among `files` (absolute) that are vendored, outermost first, and the files
  /// left to lint. Folders `filter` names in `included` stay linted, and so do those that hold
  /// a module the project's own podspecs or Xcode projects, outside the folder, declare
  /// (AlphaWallet's `modules/AlphaWalletFoundation`, licensed to the company behind the app).
  public static func split(_ files: [String], root: String, filter: PathFilter)
    -> (vendored: [VendoredFolder], kept: [String])
  {
    // Read only when a licensed folder is found: most projects have none.
    split(files, root: root, filter: filter) {
      DeclaredModules.sourceFolders(among: files, root: root)
    }
  }

  static func split(
    _ files: [String], root: String, filter: PathFilter,
    ownModules readOwnModules: () -> [(folder: String, declaredIn: String)]
  ) -> (vendored: [VendoredFolder], kept: [String]) {
    let root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    var licensed: [String: Bool] = [:]
    var candidates = Set<String>()
    for file in files {
      let relative = PathUtilities.relative(file, to: root)
      guard !relative.hasPrefix("/") else { continue }
      var folder = PathUtilities.parent(of: relative)
      while !folder.isEmpty, folder != ".", !folder.hasPrefix("../") {
        if licensed[folder] == nil {
          licensed[folder] = hasLicence(root + "/" + folder)
        }
        if licensed[folder] == true { candidates.insert(folder) }
        folder = PathUtilities.parent(of: folder)
      }
    }
    guard !candidates.isEmpty else { return ([], files) }
    // Outermost first: a licensed folder inside a vendored one goes with it.
    let ordered = candidates.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    let inCandidate: (String) -> Bool = { relative in
      candidates.contains { relative.hasPrefix($0 + "/") }
    }
    var projectHolders = holders(ofLicenceIn: root).map { [normalized($0)] } ?? []
    if projectHolders.isEmpty {
      let own = files.lazy.filter { $0.hasSuffix(".swift") }
        .filter { !inCandidate(PathUtilities.relative($0, to: root)) }
        .prefix(projectHeaderSample)
      projectHolders = Array(Set(own.compactMap { headerHolder(of: $0).map(normalized) }))
    }
    projectHolders.removeAll(where: \.isEmpty)
    guard !projectHolders.isEmpty else { return ([], files) }

    var vendored: [VendoredFolder] = []
    let ownModules = readOwnModules()
    for folder in ordered {
      if vendored.contains(where: { folder.hasPrefix($0.folder + "/") }) { continue }
      if filter.namesInside(folder) { continue }
      let holdsOwnModule = ownModules.contains { module in
        (module.folder == folder || module.folder.hasPrefix(folder + "/"))
          && !module.declaredIn.hasPrefix(folder + "/")
      }
      if holdsOwnModule { continue }
      let prefix = root + "/" + folder + "/"
      guard
        let holder = holders(ofLicenceIn: root + "/" + folder)
          ?? files.lazy.filter({ $0.hasPrefix(prefix) && $0.hasSuffix(".swift") })
          .prefix(headerSample).lazy.compactMap(headerHolder).first
      else { continue }
      let name = normalized(holder)
      guard !name.isEmpty, !projectHolders.contains(where: { sameHolder($0, name) }) else { continue }
      vendored.append(VendoredFolder(folder: folder, holder: holder))
    }
    guard !vendored.isEmpty else { return ([], files) }
    let prefixes = vendored.map { root + "/" + $0.folder + "/" }
    return (vendored, files.filter { file in !prefixes.contains { file.hasPrefix($0) } })
  }

  static func hasLicence(_ folder: String) -> Bool {
    licenceNames.contains { FileManager.default.fileExists(atPath: folder + "/" + $0) }
  }

  /// The holder the first licence file of the folder names, if any.
  static func holders(ofLicenceIn folder: String) -> String? {
    for name in licenceNames {
      guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
      return holder(in: String(decoding: data.prefix(64 << 10), as: UTF8.self))
    }
    return nil
  }

  /// The holder a file's leading comment names.
  static func headerHolder(of path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 2048)) ?? Data()
    return holder(in: String(decoding: data, as: UTF8.self))
  }

  /// The first holder a text names in a `Copyright` line: `Copyright (c) 2016 Jane Doe`,
  /// `Copyright © 2020 Acme. All rights reserved.`, `Copyright 2014 Google Inc.`. A line that
  /// talks about copyright (`the copyright owner`, the Apache template's `Copyright [yyyy]`) is
  /// not one: a year, `(c)` or `©` must follow the word.
  public static func holder(in text: String) -> String? {
    for line in text.split(whereSeparator: \.isNewline).prefix(400) {
      guard let range = line.range(of: "copyright", options: .caseInsensitive) else { continue }
      var rest = line[range.upperBound...].drop { $0 == " " || $0 == ":" }
      var marked = false
      for mark in ["(c)", "(C)", "©"] where rest.hasPrefix(mark) {
        rest = rest.dropFirst(mark.count).drop { $0 == " " }
        marked = true
      }
      guard marked || rest.first?.isNumber == true else { continue }
      rest = rest.drop { $0.isNumber || " -–,".contains($0) }
      for mark in ["(c)", "(C)", "©"] where rest.hasPrefix(mark) {
        rest = rest.dropFirst(mark.count).drop { $0 == " " }
      }
      var holder = String(rest)
      if let reserved = holder.range(of: "all rights reserved", options: .caseInsensitive) {
        holder = String(holder[..<reserved.lowerBound])
      }
      if let email = holder.firstIndex(where: { "<(".contains($0) }) {
        holder = String(holder[..<email])
      }
      holder = holder.trimmingCharacters(in: CharacterSet(charactersIn: " .,;*/\t"))
      if !holder.isEmpty, holder.contains(where: \.isLetter) { return holder }
    }
    return nil
  }

  /// Words that do not tell holders apart: company forms and licence boilerplate.
  static let fillerWords: Set<String> = [
    "inc", "llc", "ltd", "limited", "gmbh", "corp", "corporation", "co", "the", "and", "its",
    "affiliates", "contributors", "authors", "all", "rights", "reserved", "ag", "sa", "bv",
  ]

  static func normalized(_ holder: String) -> String {
    holder.lowercased().split { !$0.isLetter && !$0.isNumber }
      .map(String.init).filter { !fillerWords.contains($0) && !$0.allSatisfy(\.isNumber) }
      .joined(separator: " ")
  }

  /// Whether two normalised holders are one: equal, or one's words within the other's
  /// (`google` and `google inc`).
  static func sameHolder(_ left: String, _ right: String) -> Bool {
    left == right || (" " + left + " ").contains(" " + right + " ")
      || (" " + right + " ").contains(" " + left + " ")
  }
}
