/// A validated name for a new app, module, screen, store, entity or coordinator.
///
/// A name must be a Swift identifier in UpperCamelCase, not a keyword, without path separators
/// and without a `Module` suffix (G2: the folder is the module; the suffix adds nothing).
public struct ScaffoldName: Sendable, Equatable, CustomStringConvertible {
  /// The name as given, e.g. `ProfileHeader`.
  public let value: String

  /// Validates `value`; throws a ``ScaffoldError/invalidName(_:reason:)`` saying why it is refused.
  public init(_ value: String) throws {
    if let reason = Self.problem(with: value) {
      throw ScaffoldError.invalidName(value, reason: reason)
    }
    self.value = value
  }

  public var description: String { value }

  /// The name in the singular when its last word reads as an English plural (`Orders` →
  /// `Order`, `Categories` → `Category`, `Addresses` → `Address`); `nil` when it does not.
  /// Written by hand: no available library inflects English, and these endings cover names of
  /// entities; words ending in `ss`, `us`, `is` or `ews` are left alone (`Status`, `News`).
  public var singular: ScaffoldName? {
    let keep = ["ss", "us", "is", "ews", "ics"]
    guard value.count > 3, value.last == "s", !keep.contains(where: value.hasSuffix) else {
      return nil
    }
    let stem: String
    if value.hasSuffix("ies") {
      stem = String(value.dropLast(3)) + "y"
    } else if ["sses", "xes", "ches", "shes", "zzes"].contains(where: value.hasSuffix) {
      stem = String(value.dropLast(2))
    } else {
      stem = String(value.dropLast())
    }
    return try? ScaffoldName(stem)
  }

  /// The name with its leading capitals lowered, for properties: `URLLoader` → `urlLoader`.
  public var lowerCamel: String { Self.lowerCamel(value) }

  /// Why `value` cannot be used, or `nil` when it can.
  public static func problem(with value: String) -> String? {
    if value.isEmpty { return "a name cannot be empty" }
    if value.contains("/") || value.contains("\\") {
      return
        "a name cannot contain path separators ('/' or '\\'); use --path or the module folder instead"
    }
    if value.first.map(\.isNumber) == true {
      return "a Swift identifier cannot start with a digit"
    }
    let allowed = value.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
    if !allowed {
      return
        "a Swift identifier here may only use ASCII letters and digits (no spaces, dashes, dots or underscores)"
    }
    if keywords.contains(value) {
      return "'\(value)' is a Swift keyword or reserved name"
    }
    if let first = value.first, !first.isUppercase {
      return
        "type names are UpperCamelCase: use '\(value.prefix(1).uppercased() + value.dropFirst())'"
    }
    if keywords.contains(lowerCamel(value)) {
      return "'\(value)' would name its property '\(lowerCamel(value))', a Swift keyword"
    }
    if value.hasSuffix("Module") {
      let base = value.dropLast("Module".count)
      return
        "a name cannot end in 'Module' (the folder is the module): use '\(base.isEmpty ? "a descriptive name" : String(base))'"
    }
    return nil
  }

  /// Why `value` cannot name an app, or `nil` when it can: the app's modules (`<App>`,
  /// `<App>Core`, `<App>UI` and their tests) must not shadow a module it imports, or it cannot
  /// build (`Swift` is reserved, and an app named `Swift` would make a `SwiftUI` module).
  public static func appNameProblem(_ value: String) -> String? {
    let modules = [value, value + "Core", value + "UI", value + "CoreTests", value + "UITests"]
    guard let taken = modules.first(where: { reservedModules.contains($0) }) else { return nil }
    return taken == value
      ? "'\(value)' is the name of a module apps import (the standard library, an Apple framework or a package Canon's apps use)"
      : "the app's module '\(taken)' would shadow the module of that name apps import"
  }

  /// Modules a generated app imports or may import: the standard library's, Apple's frameworks
  /// and the packages Canon's apps depend on.
  private static let reservedModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Darwin", "Glibc", "ObjectiveC",
    "Observation", "Combine", "UIKit", "SwiftUI", "SwiftData", "CoreData", "CoreGraphics",
    "CoreFoundation", "CoreLocation", "CoreImage", "CoreText", "CoreAnimation", "QuartzCore",
    "AVFoundation", "MapKit", "WebKit", "Security", "StoreKit", "Network", "OSLog", "XCTest",
    "Testing", "CanonKit", "CanonStore", "CanonStoreSQLite", "CanonInjection", "CanonTesting",
    "CanonTestingQuick", "Swinject", "Quick", "Nimble", "Logging", "GRDB",
  ]

  static func lowerCamel(_ value: String) -> String {
    let characters = Array(value)
    var leadingUpper = 0
    while leadingUpper < characters.count, characters[leadingUpper].isUppercase {
      leadingUpper += 1
    }
    if leadingUpper == 0 { return value }
    // `URLLoader`: lower "UR", keep "L" as the start of the next word.
    let lowered =
      leadingUpper == 1 || leadingUpper == characters.count ? leadingUpper : leadingUpper - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
    "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws",
    "true",
    "try", "await", "async", "any", "some", "Self", "Any", "Type", "Protocol", "actor", "consume",
    "borrowing", "consuming", "macro", "package",
  ]
}
