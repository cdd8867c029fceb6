import CanonLint
import SwiftSyntax

/// Cells display a view model, not model objects.
struct CellViewModel: SyntaxRule, ProjectRule {
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
      (`User`, `[User]`, `User?`), at the property. A cell that is handed its view model by a \
      method (`func bind(to viewModel: UserCellViewModel)`, `configure(with:)`) has one too. \
      Base cells that the project subclasses are \
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
      Example(
        "class BaseCell: UITableViewCell {\n  func bind(to viewModel: CellViewModelType) {}\n}\nfinal class BananaCell: BaseCell {\n  override func bind(to viewModel: CellViewModelType) {}\n}",
        context: ["Sources/App/CellViewModelType.swift": "protocol CellViewModelType {}"]),
    ],
    reads: .everything)

  /// A method of `owner` that takes a view model of `type` (a type named `…Model…`).
  struct Binding: Fact {
    var owner: String
    var type: String

    init(owner: String, type: String) {
      self.owner = owner
      self.type = type
    }

    func write(to writer: inout FactWriter) {
      writer.write(owner)
      writer.write(type)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      owner = try reader.read()
      type = try reader.read()
    }
  }

  /// Records a `Binding` for each method taking a view model.
  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(FunctionDeclSyntax.self) { function in
      for parameter in function.signature.parameterClause.parameters {
        // The tokens' bytes first: most parameter types spell no `Model` and need no String.
        guard parameter.type.anyTokenContains("Model"),
          let type = parameter.type.nominalName, type.contains("Model"),
          let owner = function.enclosingTypeName
        else { continue }
        file.record(Binding(owner: owner, type: type))
      }
    }
  }

  func check(_ project: LintedProject) {
    let index = project.index
    var boundTypes: [String: [String]] = [:]
    for (_, binding) in index.facts(of: Self.id, as: Binding.self) {
      boundTypes[binding.owner, default: []].append(binding.type)
    }
    for file in project.reportedFiles {
      for type in file.types where type.kind == .class {
        let name = type.name
        guard index.hasRole(.cell, name), !index.hasRole(.testCase, name) else { continue }
        for property in type.properties where property.isStored && !property.isStatic {
          if let entity = property.typeNames.first(where: index.isEntity) {
            project.report(
              at: property.location,
              "'\(property.name)' holds the entity '\(entity)': give the cell a view model instead")
          }
        }
        guard !index.isSubclassed(name) else { continue }
        func isViewModel(_ type: String) -> Bool {
          type.hasSuffix("ViewModel") || index.hasRole(.viewModel, type)
        }
        let hasViewModel = index.classChain(name).contains { declaration in
          declaration.properties.contains { property in
            !property.isStatic && property.typeNames.contains(where: isViewModel)
          } || (boundTypes[declaration.name] ?? []).contains(where: isViewModel)
        }
        if !hasViewModel {
          project.report(
            at: type.location, "'\(name)' has no view-model property: give the cell a view model to display")
        }
      }
    }
  }
}
