import CanonLint
import SwiftSyntax

/// Table and collection view delegates and data sources live in the view controller.
struct TableDelegateInViewController: SyntaxRule {
  static let protocols: Set<String> = [
    "UITableViewDelegate", "UITableViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDataSource", "UICollectionViewDelegateFlowLayout",
  ]

  static let description = RuleDescription(
    id: "table-delegate-in-view-controller",
    summary: "A view that is the delegate or data source of a table or collection view",
    rationale: """
      A view holds its table or collection view, but the delegate and data source depend on \
      the screen's state, which the view controller owns: the guide puts them in the view \
      controller that has the view. Conformances declared on a view (in its declaration or an \
      extension) are reported at the protocol's name. Cells are not checked: a cell that hosts \
      a small collection view of its own is a common, contained case.
      """,
    source: "G3 TableView & CollectionView: Delegates",
    triggering: [
      Example("final class FeedView: UIView, ↓UITableViewDataSource {}"),
      Example(
        "final class FeedView: UIView {}\n\nextension FeedView: ↓UICollectionViewDelegate, ↓UICollectionViewDataSource {}"),
      Example(
        "extension FeedView: ↓UITableViewDelegate {}",
        context: ["Sources/App/FeedView.swift": "final class FeedView: UIView {}"]),
    ],
    nonTriggering: [
      Example("final class FeedViewController: UIViewController {}\n\nextension FeedViewController: UITableViewDataSource {}"),
      Example("final class FeedView: UIView {}\n\nextension FeedView: UITextFieldDelegate {}"),
      Example("final class CarouselCell: UITableViewCell {}\n\nextension CarouselCell: UICollectionViewDataSource {}"),
      Example("final class FeedDataSource: NSObject, UITableViewDataSource {}"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    func check(_ clause: InheritanceClauseSyntax?, typeName: String) {
      // No `?? []`: an empty list literal builds a new syntax tree for every type.
      guard let clause else { return }
      for inherited in clause.inheritedTypes {
        guard let name = inherited.type.nominalName, Self.protocols.contains(name) else { continue }
        file.report(
          at: inherited.type,
          "'\(typeName)' is a view: make its view controller the '\(name)'",
          when: { index in
            index.hasRole(.view, typeName) && !index.hasRole(.cell, typeName)
              && !index.hasRole(.viewController, typeName)
          })
      }
    }
    walk.on(ClassDeclSyntax.self) { check($0.inheritanceClause, typeName: $0.name.text) }
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let typeName = node.extendedType.nominalNames.last else { return }
      check(node.inheritanceClause, typeName: typeName)
    }
  }
}
