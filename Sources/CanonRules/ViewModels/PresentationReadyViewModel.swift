import CanonLint
import SwiftSyntax

/// View models expose what the view shows, already formatted.
///
/// The properties of view models' own declarations come from the index; those of extensions
/// (computed properties, anywhere in the project) are recorded by the walk as facts, since the
/// index keeps no extension properties.
struct PresentationReadyViewModel: SyntaxRule, ProjectRule {
  static let description = RuleDescription(
    id: "presentation-ready-view-model",
    summary: "A view model exposing a `Date`, `Decimal`, `Measurement` or an entity instead of display-ready values",
    rationale: """
      A view model's job is to turn model values into what the view shows: a birth date \
      becomes a string, a price a formatted string, a list of people a list of person view \
      models. When it exposes raw values, each view formats them again (and differently). The \
      rule reports non-private properties of view models and view-model protocols whose type \
      involves `Date`, `NSDate`, `Decimal`, `NSDecimalNumber`, `Measurement` or an entity \
      (also inside optionals, arrays and observables such as `BehaviorRelay<[User]>`), \
      declared in the type or in any of its extensions. Properties without a type annotation \
      are not judged.
      """,
    source: "G1 View Models: the view model transforms information like dates into a presentable format",
    triggering: [
      Example("final class PersonViewModel {\n  let ↓birthDate: Date\n  private(set) var ↓balance: Decimal = 0\n}"),
      Example("protocol PersonViewModelType {\n  var ↓birthDate: Date { get }\n}"),
      Example(
        "final class PeopleViewModel {\n  let ↓people: BehaviorRelay<[Person]>\n}",
        context: ["Sources/App/Models/Person.swift": "struct Person {}"]),
      // A computed property of an extension is as much what the view model exposes.
      Example(
        "extension PersonViewModel {\n  var ↓lastSeen: Date { person.lastSeen }\n  private var raw: Date { person.lastSeen }\n  static var epoch: Date { .distantPast }\n}",
        context: ["Sources/App/PersonViewModel.swift": "final class PersonViewModel {\n  let name: String\n}"]),
    ],
    nonTriggering: [
      Example("final class PersonViewModel {\n  let birthDate: String\n  let avatar: UIImage?\n  private let person: Person\n}"),
      Example(
        "final class PeopleViewModel {\n  let people: [PersonViewModel]\n  private let source: [Person]\n}",
        context: ["Sources/App/Models/Person.swift": "struct Person {}"]),
      Example("struct Person {\n  let birthDate: Date\n}", path: "Sources/App/Models/Person.swift"),
      Example("final class PersonViewModel {\n  static let epoch: Date = .distantPast\n}"),
      Example(
        "extension Person {\n  var birthDate: Date { .distantPast }\n}\nextension PersonViewModel {\n  var birthDate: String { \"\" }\n}",
        context: ["Sources/App/PersonViewModel.swift": "final class PersonViewModel {}"]),
      Example(
        "final class PersonViewModel {\n  let id: Person.ID\n  let items: [Item]\n}",
        context: [
          "Sources/App/Models/Person.swift": "struct Person: Identifiable {\n  let id: String\n}",
          "Sources/App/Models/Order.swift": "struct Order {\n  struct Item {}\n}",
          "Sources/App/Item.swift": "struct Item {}",
        ]),
    ])

  static let rawTypes: Set<String> = ["Date", "NSDate", "Decimal", "NSDecimalNumber", "Measurement"]

  /// Facts: each non-private, non-static property with a type annotation declared in an
  /// extension, as `Type TAB name TAB annotation TAB line:column`.
  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    guard file.mentions("extension") else { return }
    walk.on(ExtensionDeclSyntax.self) { node in
      // A private extension's members are private too.
      guard !node.modifiers.contains(.private, or: .fileprivate),
        let extended = node.extendedType.nominalNames.last
      else { return }
      for decl in file.members(of: node.memberBlock) {
        guard let variable = decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(.static, or: .class),
          !variable.modifiers.contains(.private, or: .fileprivate)
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let type = binding.typeAnnotation?.type
          else { continue }
          let place = file.location(of: name.positionAfterSkippingLeadingTrivia)
          file.record(
            ExtensionProperty(
              extended: extended, name: name.text, type: file.text(of: type), line: place.line,
              column: place.column))
        }
      }
    }
  }

  func check(_ project: LintedProject) {
    let index = project.index
    func isJudged(_ name: String) -> Bool {
      index.hasRole(.viewModel, name) && !index.hasRole(.testCase, name)
        && !index.hasRole(.entity, name)
    }
    func report(_ name: String, _ typeNames: [String], at location: Location) {
      let raw = typeNames.first(where: Self.rawTypes.contains) ?? typeNames.first(where: index.isEntity)
      guard let raw else { return }
      project.report(
        at: location,
        "'\(name)' exposes '\(raw)': expose a display-ready value (a string, an image, a view model)")
    }
    for file in project.reportedFiles {
      for type in file.types where type.kind != .enum {
        guard isJudged(type.name) else { continue }
        for property in type.properties where !property.isPrivate && !property.isStatic {
          report(property.name, property.typeNames, at: property.location)
        }
      }
    }
    for (path, property) in project.reportedFacts(of: Self.id, as: ExtensionProperty.self) {
      guard isJudged(property.extended),
        index.types(named: property.extended).contains(where: { $0.kind != .enum })
      else { continue }
      report(
        property.name, PropertySummary.typeNames(of: property.type),
        at: Location(path: path, line: property.line, column: property.column))
    }
  }

  /// A property an extension adds to a type, which may be a view model declared elsewhere.
  struct ExtensionProperty: Fact {
    var extended: String
    var name: String
    /// Its type, as written.
    var type: String
    var line: Int
    var column: Int

    init(extended: String, name: String, type: String, line: Int, column: Int) {
      self.extended = extended
      self.name = name
      self.type = type
      self.line = line
      self.column = column
    }

    func write(to writer: inout FactWriter) {
      writer.write(extended)
      writer.write(name)
      writer.write(type)
      writer.write(line)
      writer.write(column)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      extended = try reader.read()
      name = try reader.read()
      type = try reader.read()
      line = try reader.read()
      column = try reader.read()
    }
  }
}
