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
    final class Names {
      var value: TextSet
      init(capacity: Int) { value = TextSet(capacity: capacity) }
    }
    // Room for the distinct names of a typical file of this size, so the set seldom regrows.
    let names = Names(capacity: file.source.utf8.count / 64)
    let includePublic = options.includePublic

    walk.onReference { _, name in names.value.insert(name) }
    walk.on(ProtocolDeclSyntax.self) { node in
      let modifiers = node.modifiers.names
      if !includePublic && (modifiers.contains("public") || modifiers.contains("open")) { return }
      if node.attributes.names.contains("objc") { return }
      let parents = node.inheritanceClause?.typeNames ?? []
      for decl in file.members(of: node.memberBlock) {
        let requirements: [TokenSyntax]
        if let function = decl.as(FunctionDeclSyntax.self) {
          guard case .identifier = function.name.tokenKind else { continue }
          if function.modifiers.names.contains("optional") { continue }
          requirements = [function.name]
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          if variable.modifiers.names.contains("optional") { continue }
          requirements = variable.boundNames
        } else {
          continue
        }
        for name in requirements where !Self.isSystemName(name.text) {
          let location = file.location(of: name.positionAfterSkippingLeadingTrivia)
          file.record(
            (["R", String(location.line), String(location.column), name.text] + parents)
              .joined(separator: "\t"))
        }
      }
    }
    walk.atEnd {
      // One fact per file, `U` and the names, tab-separated: the project check then splits a
      // string per file, and the index hashes one value per file, not one per name.
      guard !names.value.isEmpty else { return }
      file.record(names.value.joined(separator: UInt8(ascii: "\t"), after: "U"))
    }
  }

  func check(_ project: LintedProject) {
    let index = project.index
    var usedLists: [String] = []
    var requirements: [(path: String, fields: [Substring])] = []
    for fact in index.facts(of: Self.id) {
      if fact.value.hasPrefix("U\t") {
        usedLists.append(fact.value)
        continue
      }
      // Every file's uses count; only the reported files' requirements are judged.
      guard project.isReported(fact.path) else { continue }
      let fields = fact.value.split(separator: "\t", omittingEmptySubsequences: false)
      if fields.first == "R", fields.count >= 4 {
        requirements.append((fact.path, fields))
      }
    }
    let used = Self.usedNames(among: Set(requirements.map { String($0.fields[3]) }), in: usedLists)
    for requirement in requirements {
      let fields = requirement.fields
      let name = String(fields[3])
      guard !used.contains(name), let line = Int(fields[1]), let column = Int(fields[2]) else {
        continue
      }
      let parents = fields.dropFirst(4).map(String.init)
      if parents.contains(where: { !Self.harmlessParents.contains($0) && !index.declares($0) }) {
        continue
      }
      project.report(
        at: Location(path: requirement.path, line: line, column: column),
        "nothing in the project calls '\(name)': delete the requirement (and its implementations)")
    }
  }

  /// Which of `wanted` occur in the files' `U\tname\tname…` lists.
  static func usedNames(among wanted: Set<String>, in lists: [String]) -> Set<String> {
    NameLists.names(among: wanted, in: lists, separator: UInt8(ascii: "\t"), prefixLength: 1)
  }

  static func isSystemName(_ name: String) -> Bool {
    systemNames.contains(name) || systemPrefixes.contains { name.hasPrefix($0) }
  }
}
