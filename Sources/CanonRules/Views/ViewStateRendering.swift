import CanonLint
import SwiftSyntax

/// Views show their states through `render(state:)` and know no view model.
struct ViewStateRendering: SyntaxRule {
  static let description = RuleDescription(
    id: "view-state-rendering",
    summary: "A view with a nested `State` enum but no `render(state:)`, or a view that holds a view model",
    rationale: """
      A view that can be in several states (loading, loaded, failed) lists them in a nested \
      `State` enum and shows them through one `render(state:)` (or `render(_:)`) method that \
      its view controller calls: the view stays passive and every state is visible in one \
      switch. The view therefore never holds a view model; the view controller routes between \
      the two. UIKit views and cells are checked (classes; SwiftUI views hold their models by \
      design). A `render` method declared in an extension of the view counts. Only stored \
      properties of a view (not a cell) whose type is a view model are reported as held.
      """,
    source: "G3 Views: Rendering content on Views",
    triggering: [
      Example(
        "final class ↓ProfileView: UIView {\n  enum State {\n    case loading\n    case loaded(String)\n  }\n  func show(_ state: State) {}\n}"),
      Example(
        "final class ProfileView: UIView {\n  private let ↓viewModel: ProfileViewModel\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}"]),
      Example(
        "final class ProfileView: UIView {\n  var ↓model = ProfileViewModel()\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}"]),
      Example(
        "final class ↓AvatarCell: UITableViewCell {\n  enum State { case empty, filled }\n  func render(state: String) {}\n}"),
      Example("final class BaseView: UIView {}\nfinal class ↓ListView: BaseView {\n  enum State { case empty }\n}"),
    ],
    nonTriggering: [
      Example(
        "final class ProfileView: UIView {\n  enum State {\n    case loading\n  }\n  func render(state: State) {}\n}"),
      Example(
        "final class ProfileView: UIView {\n  enum State { case loading }\n  func render(_ state: ProfileView.State) {}\n}"),
      Example(
        "final class ProfileView: UIView {\n  enum State { case loading }\n}",
        context: [
          "Sources/App/ProfileView+Render.swift":
            "extension ProfileView {\n  func render(state: State) {}\n}"
        ]),
      Example("final class Loader {\n  enum State { case idle }\n}"),
      Example(
        "final class ProfileViewController: UIViewController {\n  enum State { case idle }\n  let viewModel: ProfileViewModel\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}"]),
      Example(
        "struct ProfileView: View {\n  enum State { case idle }\n  @ObservedObject var viewModel: ProfileViewModel\n  var body: some View { EmptyView() }\n}",
        context: ["Sources/App/ProfileViewModel.swift": "final class ProfileViewModel {}"]),
      Example(
        "final class ProfileCell: UITableViewCell {\n  var viewModel: ProfileCellViewModel?\n}",
        context: ["Sources/App/ProfileCellViewModel.swift": "struct ProfileCellViewModel {}"]),
      Example("final class ProfileView: UIView {\n  var onSelect: ((ProfileViewModel) -> Void)?\n}"),
    ],
    reads: .everything)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let ruleID = Self.id
    func check(_ members: MemberBlockSyntax, typeName: String, reportAt name: some SyntaxProtocol) {
      var hasState = false
      var hasRender = false
      for decl in file.members(of: members) {
        if let nested = decl.as(EnumDeclSyntax.self), nested.name.textBytes == "State" {
          hasState = true
        }
        if let function = decl.as(FunctionDeclSyntax.self), Self.isRender(function, of: typeName) {
          hasRender = true
        }
      }
      if hasRender { file.record(typeName) }
      guard hasState, !hasRender else { return }
      file.report(
        at: name, "'\(typeName)' has a `State` enum: show it through `render(state: State)`",
        when: { index in
          (index.hasRole(.view, typeName) || index.hasRole(.cell, typeName))
            && index.types(named: typeName).contains { $0.kind == .class }
            && !index.hasFact(typeName, of: ruleID)
        })
    }
    walk.on(ClassDeclSyntax.self) { node in
      let typeName = node.name.text
      check(node.memberBlock, typeName: typeName, reportAt: node.name)
      // Every stored property of every class names types, and nearly no class is a view
      // holding a view model: the names and places, in one later check for the class.
      var held: [(offset: Int, names: [String])] = []
      for decl in file.members(of: node.memberBlock) {
        guard let variable = decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(.static, or: .class),
          variable.isStored
        else { continue }
        for binding in variable.bindings {
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
          var names = binding.typeAnnotation?.type.nominalNames ?? []
          if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let constructed = CoordinatorSyntax.constructedTypeName(call)
          {
            names.append(constructed)
          }
          guard !names.isEmpty else { continue }
          held.append((identifier.identifier.positionAfterSkippingLeadingTrivia.utf8Offset, names))
        }
      }
      guard !held.isEmpty else { return }
      let properties = held
      file.report(later: { index in
        guard index.hasRole(.view, typeName), !index.hasRole(.cell, typeName) else { return [] }
        return properties.filter { $0.names.contains { index.hasRole(.viewModel, $0) } }.map {
          LaterFinding(
            offset: $0.offset,
            "a view does not hold a view model: let the view controller call `render(state:)`")
        }
      })
    }
    walk.on(ExtensionDeclSyntax.self) { node in
      guard let typeName = node.extendedType.nominalNames.last else { return }
      check(node.memberBlock, typeName: typeName, reportAt: node.extendedType)
    }
  }

  /// `render(state:)` or `render(_:)` taking the type's `State`.
  static func isRender(_ function: FunctionDeclSyntax, of typeName: String) -> Bool {
    guard function.name.textBytes == "render" else { return false }
    let parameters = function.signature.parameterClause.parameters
    guard parameters.count == 1, let parameter = parameters.first else { return false }
    let label = parameter.firstName.text
    guard label == "state" || label == "_" else { return false }
    let type = parameter.type.trimmedDescription
    return type == "State" || type == "Self.State" || type == typeName + ".State"
  }
}
