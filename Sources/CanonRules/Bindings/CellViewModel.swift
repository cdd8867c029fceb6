import CanonLint

/// Cells display a view model, not model objects.
struct CellViewModel: ProjectRule {
  static let description = RuleDescription(
    id: "cell-view-model",
    summary: "A cell without a view-model property, or holding entities directly",
    rationale: """
      Like a screen, a cell gets a view model that turns the model into what the cell shows; \
      the table's view model holds an array of cell view models, not of entities. A cell that \
      keeps a `User` formats dates and strings itself and reaches into the model. The rule \
      reports a cell class with no property whose type is a view model (a type whose name ends \
      in `ViewModel`, or a view-model protocol), counting properties of project superclasses, \
      at the cell's name; and each stored property of a cell whose type involves an entity \
      (`User`, `[User]`, `User?`), at the property. Base cells that the project subclasses are \
      not required to have a view model themselves.
      """,
    source: "G1 Table and collection view controllers, Cells: cells are given a view model",
    triggering: [
      Example("final class ↓BananaCell: UITableViewCell {\n  let titleLabel = UILabel()\n}"),
      Example(
        "final class BananaCell: UITableViewCell {\n  var viewModel: BananaCellViewModel?\n  var ↓banana: Banana?\n}",
        context: [
          "Sources/App/Models/Banana.swift": "struct Banana {}",
          "Sources/App/BananaCellViewModel.swift": "final class BananaCellViewModel {}",
        ]),
    ],
    nonTriggering: [
      Example("final class BananaCell: UITableViewCell {\n  var viewModel: BananaCellViewModel? {\n    didSet { update() }\n  }\n  func update() {}\n}"),
      Example(
        "final class BananaCell: UICollectionViewCell {\n  var personViewModel: PersonViewModelType?\n}",
        context: ["Sources/App/PersonViewModelType.swift": "protocol PersonViewModelType {}"]),
      Example(
        "class BaseCell: UITableViewCell {\n  var viewModel: CellViewModel?\n}\nfinal class BananaCell: BaseCell {}"),
      Example("class BaseCell: UITableViewCell {\n  func setUp() {}\n}\nfinal class BananaCell: BaseCell {\n  var viewModel: BananaCellViewModel?\n}"),
    ])

  func check(_ project: LintedProject) {
    let index = project.index
    for file in index.files {
      for type in file.types where type.kind == .class {
        let name = type.name
        guard index.hasRole(.cell, name), !index.hasRole(.testCase, name) else { continue }
        for property in type.properties where property.isStored && !property.isStatic {
          if let entity = property.typeNames.first(where: { index.hasRole(.entity, $0) }) {
            project.report(
              at: property.location,
              "'\(property.name)' holds the entity '\(entity)': give the cell a view model instead")
          }
        }
        guard !index.isSubclassed(name) else { continue }
        let hasViewModel = index.classChain(name).contains { declaration in
          declaration.properties.contains { property in
            !property.isStatic
              && property.typeNames.contains { $0.hasSuffix("ViewModel") || index.hasRole(.viewModel, $0) }
          }
        }
        if !hasViewModel {
          project.report(
            at: type.location, "'\(name)' has no view-model property: give the cell a view model to display")
        }
      }
    }
  }
}
