import CanonLint
import Foundation
import SwiftSyntax

/// The oldest iOS a project supports, as its build files write it: `platforms: [.iOS(.v13)]` in
/// `Package.swift`, `IPHONEOS_DEPLOYMENT_TARGET` in an Xcode project or xcconfig file. Versions
/// are kept as `major * 100 + minor` (`13.4` → 1304), which compare as numbers and travel as
/// facts.
enum DeploymentTarget {
  /// `13`, `13.4`, `12.0.1` (build settings and `.iOS("12.0")`); `v13`, `v15_4` (the
  /// `SupportedPlatform` constants).
  static func version(_ text: some StringProtocol) -> Int? {
    var text = Substring(text).trimmingPrefix(while: { $0 == " " || $0 == "\"" })
    if text.first == "v" { text = text.dropFirst() }
    let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).prefix(2)
    guard let majorText = parts.first, let major = Int(majorText.prefix(while: \.isNumber)),
      major > 0, major < 100
    else { return nil }
    let minor = parts.dropFirst().first.flatMap { Int($0.prefix(while: \.isNumber)) } ?? 0
    return major * 100 + min(minor, 99)
  }

  /// `13.4` for 1304.
  static func describe(_ version: Int) -> String {
    "\(version / 100).\(version % 100)"
  }

  // MARK: - Package.swift

  /// The version of a `.iOS(.v13)` or `.iOS("12.0")` call of a manifest's `platforms:`.
  static func manifestVersion(_ call: FunctionCallExprSyntax) -> Int? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "iOS", call.arguments.count == 1,
      let argument = call.arguments.first?.expression
    else { return nil }
    if let constant = argument.as(MemberAccessExprSyntax.self) {
      return version(constant.declName.baseName.text)
    }
    if let literal = argument.as(StringLiteralExprSyntax.self), let text = literal.plainText {
      return version(text)
    }
    return nil
  }

  // MARK: - Xcode projects and xcconfig files

  static let settingKey = "IPHONEOS_DEPLOYMENT_TARGET"

  /// The oldest iOS an Xcode project's app and extension targets support.
  ///
  /// A target's configuration sets the version or inherits its project's. Test targets (a
  /// `TEST_HOST`, `BUNDLE_LOADER` or a bundle identifier or product name with `Tests`) are
  /// left out: the project-level default Xcode writes often stays lower than any target that
  /// ships, and only a test bundle inherits it.
  static func xcodeProjectVersion(_ text: String) -> Int? {
    guard text.utf8Offset(of: settingKey) != nil else { return nil }
    var blocks: [Block] = []
    var from = 0
    while let start = text.utf8Offset(of: "buildSettings = {", from: from) {
      let end = text.utf8Offset(of: "};", from: start) ?? text.utf8.count
      blocks.append(Block(text.utf8Text(start..<end)))
      from = end
    }
    let shipping = blocks.filter { $0.isTarget && !$0.isTest }
    var versions = shipping.compactMap(\.version)
    // A target that does not set the version inherits the project's; so does every target when
    // none sets it.
    if versions.isEmpty || shipping.contains(where: { $0.version == nil }) {
      versions += blocks.filter { !$0.isTarget }.compactMap(\.version)
    }
    return versions.min()
  }

  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` an xcconfig file sets (under any condition).
  static func xcconfigVersion(_ text: String) -> Int? {
    text.split(whereSeparator: \.isNewline).compactMap { line -> Int? in
      let line = line.trimmingPrefix(while: \.isWhitespace)
      guard line.hasPrefix(settingKey), let equals = line.firstIndex(of: "=") else { return nil }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard key == settingKey || key.hasPrefix(settingKey + "[") else { return nil }
      return version(line[line.index(after: equals)...].prefix(while: { $0 != ";" && $0 != "/" }))
    }.min()
  }

  /// One build configuration's settings, as far as deployment targets go.
  private struct Block {
    var version: Int?
    var isTarget = false
    var isTest = false

    init(_ body: String) {
      for line in body.split(whereSeparator: \.isNewline) {
        let line = line.trimmingPrefix(while: \.isWhitespace)
        guard let equals = line.firstIndex(of: "=") else { continue }
        let key = line[..<equals].trimmingCharacters(in: .whitespaces).filter { $0 != "\"" }
        let value = line[line.index(after: equals)...]
        switch key {
        case DeploymentTarget.settingKey:
          version = DeploymentTarget.version(value.prefix(while: { $0 != ";" }))
        case "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME":
          isTarget = true
          if value.contains("Tests") { isTest = true }
        case "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE":
          isTarget = true
        case "TEST_HOST", "BUNDLE_LOADER", "TEST_TARGET_NAME":
          isTest = true
        default:
          continue
        }
      }
    }
  }
}
