import CanonLint
import SwiftSyntax

/// A protocol requirement nobody calls is dead interface.
struct UnusedProtocolRequirement: SyntaxRule, ProjectRule {
  static let description = RuleDescription(
    id: "unused-protocol-requirement",
    summary: "A requirement of a project protocol that nothing in the project calls",
    rationale: """
      Elements of a module that end up unused, methods included, are deleted: a requirement \
      nobody calls still has to be implemented, documented and tested by every conformer. \
      Each file records the member names it references (calls, property reads and writes, \
      `#selector`s, key paths); a requirement whose name no linted file references is \
      reported. Names are compared without resolving types, so a same-named call anywhere keeps \
      a requirement: the rule misses some, and does not cry wolf. Skipped, because callers may \
      live outside the project: requirements of `public`/`open` protocols (a library's API; \
      option `include-public`), `@objc` protocols and `optional` requirements, protocols \
      refining a protocol the project does not declare (UIKit may call what they restate), \
      names UIKit, SwiftUI or the standard library call (`viewDidLoad`, `tableView…`, \
      `description`, …), initialisers, subscripts, operators and associated types.
      """,
    source: "G2 general module rules: unused classes, protocols and methods are deleted",
    triggering: [
      Example(
        """
        protocol PostListInteractorInput: AnyObject {
          func obtainPosts()
          func ↓obtainPostCount() -> Int
          var ↓pageSize: Int { get }
        }
        final class PostListPresenter {
          var interactor: PostListInteractorInput!
          func didTriggerViewReadyEvent() { interactor.obtainPosts() }
        }
        """)
    ],
    nonTriggering: [
      Example(
        """
        protocol PostListInteractorInput: AnyObject {
          func obtainPosts()
          var pageSize: Int { get set }
        }
        public protocol PostListModuleInput: AnyObject {
          func configure(with id: String)
        }
        @objc protocol Refreshable {
          func refresh()
        }
        protocol PostCellDelegate: UITableViewDelegate {
          func postCellDidTouchLike()
        }
        protocol Lifecycle {
          func viewDidLoad()
          init(title: String)
          static func == (lhs: Self, rhs: Self) -> Bool
        }
        """,
        context: [
          "PostListPresenter.swift": """
          final class PostListPresenter {
            var interactor: PostListInteractorInput!
            func didTriggerViewReadyEvent() {
              interactor.pageSize = 20
              interactor.obtainPosts()
            }
          }
          """
        ])
    ],
    reads: .everything)

  struct Options: RuleOptions {
    var includePublic = false
    static var fields: [OptionField<Options>] {
      [
        .option(
          "include-public", \.includePublic,
          "Also check public and open protocols (an app, not a library)")
      ]
    }
  }
  var options = Options()

  static let systemNames: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView", "layoutSubviews",
    "awakeFromNib", "prepareForReuse", "updateConstraints", "traitCollectionDidChange", "draw",
    "sizeThatFits", "intrinsicContentSize", "didMoveToSuperview", "didMoveToWindow",
    "willMove", "prepare", "description", "debugDescription", "hash", "hashValue", "encode",
    "body", "makeIterator", "next", "makeUIView", "updateUIView", "makeUIViewController",
    "updateUIViewController", "makeCoordinator", "dismantleUIView", "id", "rawValue",
    "canBecomeFirstResponder", "becomeFirstResponder", "resignFirstResponder",
    "preferredStatusBarStyle", "supportedInterfaceOrientations", "shouldAutorotate",
  ]
  static let systemPrefixes = [
    "tableView", "collectionView", "scrollView", "application", "textField", "textView",
    "searchBar", "navigationController", "webView", "imagePickerController", "pickerView",
    "gestureRecognizer", "locationManager", "presentationController", "animationController",
    "interactionController", "urlSession", "captureOutput", "photoLibraryDidChange",
  ]
  static let harmlessParents: Set<String> = [
    "AnyObject", "class", "Sendable", "NSObjectProtocol", "Equatable", "Hashable",
  ]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // The tree's own bytes: no `String` per reference (the tree outlives `atEnd`).
    final class UsedNames {
      var value: TextSet
      init(capacity: Int) { value = TextSet(capacity: capacity) }
    }
    // Room for the distinct names of a typical file of this size, so the set seldom regrows.
    let names = UsedNames(capacity: file.source.utf8.count / 64)
    let includePublic = options.includePublic

    walk.onReference { _, name in names.value.insert(name) }
    walk.on(ProtocolDeclSyntax.self) { node in
      let modifiers = node.modifiers.names
      if !includePublic && (modifiers.contains("public") || modifiers.contains("open")) { return }
      if node.attributes.names.contains("objc") { return }
      let parents = node.inheritanceClause?.typeNames ?? []
      let members = file.members(of: node.memberBlock)
      let overloads = FunctionNames.overloads(in: members)
      for decl in members {
        // Each requirement's name, and how the message shows it (overloads with their labels).
        let requirements: [(TokenSyntax, shown: String)]
        if let function = decl.as(FunctionDeclSyntax.self) {
          guard case .identifier = function.name.tokenKind else { continue }
          if function.modifiers.names.contains("optional") { continue }
          requirements = [(function.name, overloads[function.id] ?? function.name.text)]
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          if variable.modifiers.names.contains("optional") { continue }
          requirements = variable.boundNames.map { ($0, $0.text) }
        } else {
          continue
        }
        for (name, shown) in requirements where !Self.isSystemName(name.text) {
          let location = file.location(of: name.positionAfterSkippingLeadingTrivia)
          file.record(
            Names.requirement(
              name.text, shown: shown, line: location.line, column: location.column,
              parents: parents))
        }
      }
    }
    walk.atEnd {
      // One fact for the file's names: the index hashes one value per file, not one per name.
      guard !names.value.isEmpty else { return }
      file.record(Names.uses(names.value.map { String(decoding: $0, as: UTF8.self) }))
    }
  }

  func check(_ project: LintedProject) {
    let index = project.index
    var uses: [[String]] = []
    var requirements:
      [(path: String, name: String, shown: String, line: Int, column: Int, parents: [String])] = []
    for (path, fact) in index.facts(of: Self.id, as: Names.self) {
      switch fact {
      case .uses(let names):
        uses.append(names)
      case .requirement(let name, let shown, let line, let column, let parents):
        // Every file's uses count; only the reported files' requirements are judged.
        guard project.isReported(path) else { continue }
        requirements.append((path, name, shown, line, column, parents))
      }
    }
    let wanted = Set(requirements.map(\.name))
    var used = Set<String>()
    for names in uses {
      for name in names where wanted.contains(name) { used.insert(name) }
    }
    for requirement in requirements {
      let name = requirement.name
      guard !used.contains(name) else { continue }
      if requirement.parents.contains(where: { !Self.harmlessParents.contains($0) && !index.declares($0) }) {
        continue
      }
      project.report(
        at: Location(path: requirement.path, line: requirement.line, column: requirement.column),
        "nothing in the project calls '\(requirement.shown)': delete the requirement (and its implementations)")
    }
  }

  /// What a file declares and uses, for the project check.
  enum Names: Fact {
    /// A requirement of a protocol the file declares, as a message shows it (an overload with
    /// its labels), with the protocols that one refines.
    case requirement(String, shown: String, line: Int, column: Int, parents: [String])
    /// The names the file's code refers to.
    case uses([String])

    func write(to writer: inout FactWriter) {
      switch self {
      case .requirement(let name, let shown, let line, let column, let parents):
        writer.write(0)
        writer.write(name)
        writer.write(shown)
        writer.write(line)
        writer.write(column)
        writer.write(parents)
      case .uses(let names):
        writer.write(1)
        writer.write(names)
      }
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      switch try reader.read(Int.self) {
      case 0:
        self = .requirement(
          try reader.read(), shown: try reader.read(), line: try reader.read(),
          column: try reader.read(), parents: try reader.read())
      case 1: self = .uses(try reader.read())
      default: throw FactReader.Malformed()
      }
    }
  }

  static func isSystemName(_ name: String) -> Bool {
    systemNames.contains(name) || systemPrefixes.contains { name.hasPrefix($0) }
  }
}
