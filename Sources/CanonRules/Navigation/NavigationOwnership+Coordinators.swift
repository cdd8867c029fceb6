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

    walk.on(VariableDeclSyntax.self) { variable in
      guard let binding = variable.bindings.first, variable.bindings.count == 1,
        let typeName = coordinatorTypeName(binding)
      else { return }
      for modifier in variable.modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.weak), .keyword(.unowned), .keyword(.static), .keyword(.class): return
        default: continue
        }
      }
      // A computed property holds nothing.
      if let accessors = binding.accessorBlock?.accessors {
        guard case .accessors(let list) = accessors,
          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
        else { return }
      }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        variable.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
      else { return }
      let owners = variable.enclosingTypeNames
      guard let owner = owners.first else { return }
      let representable = representableOwner(binding)
      file.report(
        at: name,
        "'\(name.text)' holds '\(typeName)' strongly: the coordinator owns this screen, refer to it weakly",
        when: { index in
          index.hasRole(.viewController, owner) && !index.hasRole(.coordinator, owner)
            && !(representable.map { index.inherits($0, fromAnyOf: Self.representables) } ?? false)
        })
    }
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
