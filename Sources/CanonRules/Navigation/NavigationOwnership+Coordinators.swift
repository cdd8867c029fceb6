import CanonLint
import SwiftSyntax

/// What a view controller leaves to its coordinator when coordinators navigate (mvvm-c, G3):
/// building the next screen's view model, and owning the coordinator.
extension NavigationOwnership {
  static func observeCoordinatorJobs(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // `DetailViewModel(…)`: a call whose callee is a plain name ending in `ViewModel`.
    walk.on(FunctionCallExprSyntax.self) { call in
      guard let node = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return }
      let viewModel = node.baseName.text
      guard viewModel.hasSuffix("ViewModel") else { return }
      let owners = node.enclosingTypeNames
      guard !owners.isEmpty else { return }
      let stem = String(viewModel.dropLast("ViewModel".count))
      guard !stem.isEmpty else { return }
      let screen = stem + "ViewController"
      // The screen's own view model (`BananaViewModel` in `BananaViewController`) is
      // view-model-injection's matter, not navigation.
      guard !owners.contains(screen) else { return }
      file.report(
        at: node,
        "'\(viewModel)' is the view model of '\(screen)': the coordinator builds the next screen, ask it to",
        when: { index in
          index.anyHasRole([.viewController], among: owners)
            && !index.anyHasRole([.coordinator], among: owners)
            && index.hasRole(.viewModel, viewModel) && index.hasRole(.viewController, screen)
            // A container builds its children (pages, tabs): composition, not a transition.
            && !owners.contains { index.inherits($0, fromAnyOf: Self.containers) }
        })
    }

    // A held coordinator's type says so (`coordinatorTypeName`): a file that never spells it
    // has none, and its every assignment need not be looked at.
    guard file.contains("Coordinat") else { return }
    let held = HeldCoordinators()
    walk.on(VariableDeclSyntax.self) { variable in
      if let candidate = heldCoordinator(variable) { held.candidates.append(candidate) }
    }
    // Where the view controller stores a coordinator later, whether it builds it or is given it.
    walk.on(SequenceExprSyntax.self) { sequence in
      guard sequence.elements.count == 3 else { return }
      let parts = Array(sequence.elements)
      guard parts[1].is(AssignmentExprSyntax.self) else { return }
      held.noteAssignment(of: parts[0], to: parts[2], in: sequence)
    }
    walk.on(InfixOperatorExprSyntax.self) { infix in
      guard infix.operator.is(AssignmentExprSyntax.self) else { return }
      held.noteAssignment(of: infix.leftOperand, to: infix.rightOperand, in: infix)
    }
    walk.atEnd {
      for candidate in held.candidates where !held.isBuiltByOwner(candidate) {
        let owner = candidate.owner
        let representable = candidate.representable
        file.report(
          at: candidate.position,
          "'\(candidate.name)' holds '\(candidate.typeName)' strongly: the coordinator owns this screen, refer to it weakly",
          when: { index in
            index.hasRole(.viewController, owner) && !index.hasRole(.coordinator, owner)
              && !(representable.map { index.inherits($0, fromAnyOf: Self.representables) } ?? false)
          })
      }
    }
  }

  /// A stored property of a type that holds a coordinator strongly: not `weak`, `unowned`,
  /// `static` or computed.
  static func heldCoordinator(_ variable: VariableDeclSyntax) -> HeldCoordinators.Candidate? {
    guard let binding = variable.bindings.first, variable.bindings.count == 1,
      let typeName = coordinatorTypeName(binding)
    else { return nil }
    for modifier in variable.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.weak), .keyword(.unowned), .keyword(.static), .keyword(.class): return nil
      default: continue
      }
    }
    // A computed property holds nothing.
    if let accessors = binding.accessorBlock?.accessors {
      guard case .accessors(let list) = accessors,
        list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
      else { return nil }
    }
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      variable.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true,
      let owner = variable.enclosingTypeNames.first
    else { return nil }
    let start: HeldCoordinators.Start =
      binding.initializer.map { isConstruction($0.value) ? .built : .given } ?? .unset
    return HeldCoordinators.Candidate(
      position: name.positionAfterSkippingLeadingTrivia, name: name.text, typeName: typeName,
      owner: owner, representable: representableOwner(binding), start: start)
  }

  /// Whether an expression makes a new object: `Coordinator(…)`, `.init(…)`,
  /// `Module.Type(…)`, or a closure called at once to make it (`lazy var coordinator = { … }()`).
  static func isConstruction(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    while true {
      if let tried = expression.as(TryExprSyntax.self) {
        expression = tried.expression
      } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrapped.expression
      } else {
        break
      }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    if call.calledExpression.is(ClosureExprSyntax.self) { return call.arguments.isEmpty }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    let called = member.declName.baseName
    return called.tokenKind == .keyword(.`init`) || called.text.first?.isUppercase == true
  }

  /// The coordinator type a stored property holds, by its annotation or the type it is made
  /// from: a name ending in `Coordinator` or `Coordinating` (or their `…Type`/`…Protocol`
  /// forms), not a system `NS…`/`UI…` coordinator (`NSFileCoordinator`). Every stored property
  /// comes here: the name's bytes are read before a String is made.
  static func coordinatorTypeName(_ binding: PatternBindingSyntax) -> String? {
    let token: TokenSyntax?
    if var type = binding.typeAnnotation?.type {
      while true {
        if let optional = type.as(OptionalTypeSyntax.self) {
          type = optional.wrappedType
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
          type = unwrapped.wrappedType
        } else {
          break
        }
      }
      token = type.as(IdentifierTypeSyntax.self)?.name ?? type.as(MemberTypeSyntax.self)?.name
    } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
      token = call.calledReferenceToken
    } else {
      token = nil
    }
    // Bytes first: `String.contains` goes through Foundation, and every property asks.
    guard let token, token.textBytes.contains("Coordinat") else { return nil }
    let name = token.text
    guard saysCoordinator(name), !isSystemName(name) else { return nil }
    return name
  }

  /// `X` of a property of type `X.Coordinator`: the coordinator SwiftUI makes for a
  /// representable `X` is its delegate, not a flow's (element-x-ios's `TimelineTableViewController`
  /// keeps `TimelineViewRepresentable.Coordinator`).
  static func representableOwner(_ binding: PatternBindingSyntax) -> String? {
    guard var type = binding.typeAnnotation?.type else { return nil }
    while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
      ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
    {
      type = wrapped
    }
    guard let member = type.as(MemberTypeSyntax.self), member.name.text == "Coordinator" else {
      return nil
    }
    return member.baseType.as(IdentifierTypeSyntax.self)?.name.text
  }

  static let representables: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  static func saysCoordinator(_ name: String) -> Bool {
    ["Coordinator", "Coordinating", "CoordinatorType", "CoordinatorProtocol"].contains {
      name.hasSuffix($0)
    }
  }

  /// `NSFileCoordinator`, `UIViewControllerTransitionCoordinator`: Apple's prefixes.
  static func isSystemName(_ name: String) -> Bool {
    let bytes = Array(name.utf8.prefix(3))
    guard bytes.count == 3 else { return false }
    let isApplePrefix = (bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S"))
      || (bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I"))
    return isApplePrefix && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2])
  }
}

/// The coordinators a file's types hold strongly, and how each is set: a view controller that
/// builds its own coordinator (an extension's entry screen: `coordinator =
/// FileProviderCoordinator(host: self)`) is its only owner, and a weak reference would free it
/// at once; one handed in (an `init` parameter, set by another object) is owned by whoever
/// made it, the flow G3 means, and a strong reference back makes a cycle.
final class HeldCoordinators {
  /// How a property gets its coordinator where it is declared.
  enum Start {
    case unset, built, given
  }

  struct Candidate {
    var position: AbsolutePosition
    var name: String
    var typeName: String
    var owner: String
    var representable: String?
    var start: Start
  }

  var candidates: [Candidate] = []
  /// For each assigned property (`owner`, `name`): whether every assignment the file makes to it
  /// builds a new object.
  private var assignmentsBuild: [String: [String: Bool]] = [:]

  /// Notes `name = value` or `self.name = value` inside a type.
  func noteAssignment(of target: ExprSyntax, to value: ExprSyntax, in node: some SyntaxProtocol) {
    let name: String
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return
    }
    guard let owner = node.enclosingTypeName else { return }
    let builds = NavigationOwnership.isConstruction(value)
    assignmentsBuild[owner, default: [:]][name] = (assignmentsBuild[owner]?[name] ?? true) && builds
  }

  /// Whether the type builds the coordinator it keeps there, and nobody hands it one in this file.
  func isBuiltByOwner(_ candidate: Candidate) -> Bool {
    let assigned = assignmentsBuild[candidate.owner]?[candidate.name]
    switch candidate.start {
    case .given: return false
    case .built: return assigned ?? true
    case .unset: return assigned ?? false
    }
  }
}
