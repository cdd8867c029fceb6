import CanonLint
import SwiftSyntax

/// `GeocoderProtocol`, `ServiceInterface`: the `-ing` form says the same without the noise.
struct ProtocolNamingSuffix: SyntaxRule {
  struct Options: RuleOptions {
    var suffixes = ["Protocol", "Interface"]
    var allowed: [String] = []
    static var fields: [OptionField<Options>] {
      [
        .option("suffixes", \.suffixes, "Name endings that mark a protocol as such"),
        .option(
          "allowed", \.allowed,
          "Protocol names kept as they are (a domain word such as `UserInterface`, or a name an outside API dictates)"),
      ]
    }
  }
  var options = Options()

  static let description = RuleDescription(
    id: "protocol-naming-suffix",
    summary: "A protocol named `…Protocol` or `…Interface` instead of its `-ing` form",
    rationale: """
      The team names a protocol after what its conformers do: `Geocoder` conforms to `Geocoding`, \
      `LanguagesViewModel` to `LanguagesViewModeling`. A `Protocol` or `Interface` suffix only \
      repeats what the declaration already says, and reads badly where the protocol is used as a \
      type (`let api: APIProtocol`). The message proposes the `-ing` name.
      """,
    source: "G4 ViewModel a ViewModeling: the -ing convention for every protocol",
    triggering: [
      Example("protocol ↓GeocoderProtocol {\n  func geocode(_ address: String) async throws -> Coordinate\n}"),
      Example("protocol ↓LanguagesViewModelProtocol: AnyObject {\n  var title: String { get }\n}"),
      Example("protocol ↓ImageServiceInterface {}"),
      Example("public protocol ↓NetworkProtocol: Sendable {}"),
      Example(
        "enum Settings {\n  protocol ↓StorageProtocol {}\n}",
        path: "Sources/App/Settings.swift"),
    ],
    nonTriggering: [
      Example("protocol Geocoding {\n  func geocode(_ address: String) async throws -> Coordinate\n}"),
      Example("protocol LanguagesViewModeling: AnyObject {\n  var title: String { get }\n}"),
      // A type that is not a protocol may carry the word.
      Example("struct NetworkProtocol {\n  let name: String\n}"),
      Example("enum TransportProtocol {\n  case http, ftp\n}"),
      Example("class AppInterface {}"),
      // Conforming to an outside `…Protocol` is not declaring one.
      Example("final class Controller: NSObject, NSFetchedResultsControllerDelegate, NSObjectProtocol {}"),
      // The word itself is not a suffix.
      Example("protocol Protocol {}"),
      Example("protocol Interface {}"),
      // A lower-case ending is part of another word.
      Example("protocol Interprotocol {}"),
      Example(
        "protocol UserInterface {\n  func show(_ message: String)\n}",
        options: "allowed: [UserInterface]"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let options = self.options
    walk.on(ProtocolDeclSyntax.self) { node in
      let name = node.name.text
      guard !options.allowed.contains(name),
        let suffix = options.suffixes.first(where: { name.hasSuffix($0) && name.count > $0.count })
      else { return }
      let stem = String(name.dropLast(suffix.count))
      let advice =
        Self.ingForm(of: stem).map { "name it '\($0)'" }
        ?? "name it after what conformers do, in the -ing form"
      file.report(at: node.name, "drop the '\(suffix)' suffix from protocol '\(name)': \(advice)")
    }
  }

  /// The `-ing` name for the stems where it is obvious: `Geocoder` → `Geocoding`, `Navigator` →
  /// `Navigating`, `Service` → `Servicing`, `ViewModel` → `ViewModeling`, `Network` →
  /// `Networking`; `nil` for the others (`Repository`, `API`).
  static func ingForm(of stem: String) -> String? {
    if stem.hasSuffix("ing") { return stem }
    if stem.hasSuffix("er") || stem.hasSuffix("or") { return String(stem.dropLast(2)) + "ing" }
    if stem.hasSuffix("e") && !stem.hasSuffix("ee") { return String(stem.dropLast()) + "ing" }
    if stem.hasSuffix("Model") || stem.hasSuffix("Network") || stem.hasSuffix("Track")
      || stem.hasSuffix("Load") || stem.hasSuffix("Log")
    {
      return stem + (stem.hasSuffix("Log") ? "ging" : "ing")
    }
    return nil
  }
}
