import CanonLint

/// View models expose what the view shows, already formatted.
struct PresentationReadyViewModel: ProjectRule {
  static let description = RuleDescription(
    id: "presentation-ready-view-model",
    summary: "A view model exposing a `Date`, `Decimal`, `Measurement` or an entity instead of display-ready values",
    rationale: """
      A view model's job is to turn model values into what the view shows: a birth date \
      becomes a string, a price a formatted string, a list of people a list of person view \
      models. When it exposes raw values, each view formats them again (and differently). The \
      rule reports non-private properties of view models and view-model protocols whose type \
      involves `Date`, `NSDate`, `Decimal`, `NSDecimalNumber`, `Measurement` or an entity \
      (also inside optionals, arrays and observables such as `BehaviorRelay<[User]>`). \
      Properties without a type annotation are not judged.
      """,
    source: "G1 View Models: the view model transforms information like dates into a presentable format",
    triggering: [
      Example("final class PersonViewModel {\n  let ↓birthDate: Date\n  private(set) var ↓balance: Decimal = 0\n}"),
      Example("protocol PersonViewModelType {\n  var ↓birthDate: Date { get }\n}"),
      Example(
        "final class PeopleViewModel {\n  let ↓people: BehaviorRelay<[Person]>\n}",
        context: ["Sources/App/Models/Person.swift": "struct Person {}"]),
    ],
    nonTriggering: [
      Example("final class PersonViewModel {\n  let birthDate: String\n  let avatar: UIImage?\n  private let person: Person\n}"),
      Example(
        "final class PeopleViewModel {\n  let people: [PersonViewModel]\n  private let source: [Person]\n}",
        context: ["Sources/App/Models/Person.swift": "struct Person {}"]),
      Example("struct Person {\n  let birthDate: Date\n}", path: "Sources/App/Models/Person.swift"),
      Example("final class PersonViewModel {\n  static let epoch: Date = .distantPast\n}"),
      Example(
        "final class PersonViewModel {\n  let id: Person.ID\n  let items: [Item]\n}",
        context: [
          "Sources/App/Models/Person.swift": "struct Person: Identifiable {\n  let id: String\n}",
          "Sources/App/Models/Order.swift": "struct Order {\n  struct Item {}\n}",
          "Sources/App/Item.swift": "struct Item {}",
        ]),
    ])

  static let rawTypes: Set<String> = ["Date", "NSDate", "Decimal", "NSDecimalNumber", "Measurement"]

  func check(_ project: LintedProject) {
    let index = project.index
    for file in project.reportedFiles {
      for type in file.types where type.kind != .enum {
        guard index.hasRole(.viewModel, type.name), !index.hasRole(.testCase, type.name),
          !index.hasRole(.entity, type.name)
        else { continue }
        for property in type.properties where !property.isPrivate && !property.isStatic {
          let names = property.typeNames
          let raw =
            names.first(where: Self.rawTypes.contains)
            ?? names.first(where: index.isEntity)
          guard let raw else { continue }
          project.report(
            at: property.location,
            "'\(property.name)' exposes '\(raw)': expose a display-ready value (a string, an image, a view model)")
        }
      }
    }
  }
}
