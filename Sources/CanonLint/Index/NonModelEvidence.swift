/// Evidence from content and use that a type in a model folder, or named like a store, belongs
/// to the screens rather than to the model layer (G0: the model is the data the service
/// provides):
///
/// - a setting's options: an enum of plain cases that the app offers as choices (`CaseIterable`)
///   and keeps as the user's preference, in user defaults (`@AppStorage`/`@SceneStorage` hold
///   it, or it adopts the `Defaults` packages' `Serializable`/`DefaultsSerializable`), like an
///   external-link policy or a colour scheme picked in the settings screen. Not one the app
///   decodes (`Codable`): that is the service's data, a default of which a setting picks;
/// - a `…Store` that keeps only UI state: every stored property is a preference held with
///   `@AppStorage`/`@SceneStorage`, a presentation value, a window or view, or such a setting.
///   It holds no entity, so nothing of the model's is stored there;
/// - a namespace of constants: an enum with only static properties, no method and no conformance
///   (an app's `Brand` names and `FeatureFlags`), of which no value is ever made, so it holds no
///   data. One with functions (a `ZimMigration` that migrates the database) is the model's code;
/// - SwiftUI's machinery: a property wrapper (`@propertyWrapper`, such as a settings wrapper
///   that is a `DynamicProperty`), or a type adopting the protocols through which SwiftUI draws
///   or passes state (`ViewModifier`, `ButtonStyle`, `EnvironmentKey`, `PreferenceKey`…). It is
///   how views read and draw values, never the values the service provides;
/// - the app's display settings (`DisplaySettings`): a player's control layout, a theme, kept in
///   a model folder, named so or held only by such settings, and held by no entity.
enum NonModelEvidence {
  /// The property wrappers that keep a value in the user's preferences.
  static let preferenceWrappers: Set<String> = ["AppStorage", "SceneStorage"]

  /// Protocols of the user-defaults packages (sindresorhus/Defaults' `Defaults.Serializable`,
  /// SwiftyUserDefaults' `DefaultsSerializable`) that a preference's type adopts.
  static let preferenceProtocols: Set<String> = [
    "Serializable", "DefaultsSerializable", "_DefaultsSerializable",
  ]

  /// Types that hold the state of windows and screens: a store of only these sets UI state.
  static let uiStateTypeNames: Set<String> = [
    "UIWindow", "NSWindow", "UIWindowScene", "UIView", "NSView", "UIViewController",
    "NSViewController", "UIUserInterfaceStyle", "NSAppearance", "ColorScheme",
    "UIStatusBarStyle", "UIInterfaceOrientation", "UIInterfaceOrientationMask",
    "NavigationSplitViewVisibility", "NavigationPath",
  ]

  /// Why the type is a setting's options, or `nil`: an enum without associated values that is
  /// `CaseIterable` and kept as a preference. `preferenceHolders` are the types that hold it
  /// with `@AppStorage`/`@SceneStorage`; a `Serializable` the project declares itself is not
  /// the packages'.
  static func settingOptions(
    _ decls: [TypeSummary], inherited: Set<String>, preferenceHolders: [String],
    projectDeclares: (String) -> Bool
  ) -> String? {
    guard !decls.isEmpty, decls.allSatisfy({ $0.kind == .enum && $0.caseValueTypes.isEmpty }),
      inherited.contains("CaseIterable"),
      // Decoded data is the service's, even when a setting picks a default of it (a post's
      // `Visibility`, `Codable` in the API's models).
      inherited.isDisjoint(with: RoleResolver.dataProtocols)
    else { return nil }
    if let holder = preferenceHolders.sorted().first {
      return "a setting's options (CaseIterable), kept as a preference by \(holder)"
    }
    if let adopted = inherited.intersection(preferenceProtocols).sorted().first(where: { !projectDeclares($0) }) {
      return "a setting's options (CaseIterable), kept in user defaults (\(adopted))"
    }
    return nil
  }

  /// What a type keeps when all of it is UI state (`@AppStorage userColorScheme`), or `nil`:
  /// at least one stored instance property, and every one a preference, a presentation value,
  /// a window or view's state, or a type `isSetting` accepts.
  static func onlyUIState(
    _ decls: [TypeSummary], projectDeclares: (String) -> Bool, isSetting: (String) -> Bool
  ) -> String? {
    var kept: [String] = []
    for decl in decls where decl.kind != .protocol {
      for property in decl.properties where property.isStored && !property.modifiers.contains("static") {
        if !property.attributes.isDisjoint(with: preferenceWrappers) {
          let wrapper = property.attributes.intersection(preferenceWrappers).sorted()[0]
          kept.append("@\(wrapper) \(property.name)")
          continue
        }
        guard let type = property.typeText ?? property.createdType else { return nil }
        let bare = baseName(type)
        guard
          PresentationValues.isPresentationType(type, projectDeclares)
            || (uiStateTypeNames.contains(bare) && !projectDeclares(bare)) || isSetting(bare)
        else { return nil }
        kept.append(property.name)
      }
    }
    return kept.isEmpty ? nil : kept.joined(separator: ", ")
  }

  /// Whether the type is an enum of static properties only (no instance property, no method, no
  /// case with values, no conformance): a namespace of constants, not a kind of value.
  static func isConstantsNamespace(_ decls: [TypeSummary], inherited: Set<String>) -> Bool {
    guard !decls.isEmpty, inherited.isEmpty,
      decls.allSatisfy({ $0.kind == .enum && $0.caseValueTypes.isEmpty && $0.methods.isEmpty })
    else { return false }
    let properties = decls.flatMap(\.properties)
    return !properties.isEmpty && properties.allSatisfy {
      $0.modifiers.contains("static") || $0.modifiers.contains("class")
    }
  }

  /// SwiftUI's protocols for drawing and for a view's state.
  static let swiftUIProtocols: Set<String> = [
    "DynamicProperty", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
    "ToggleStyle", "TextFieldStyle", "ProgressViewStyle", "MenuStyle", "EnvironmentKey",
    "PreferenceKey", "FocusedValueKey",
  ]

  /// What makes the type SwiftUI's machinery, or `nil`: `@propertyWrapper`, or a SwiftUI
  /// protocol it adopts (one of the project's own of that name is not SwiftUI's).
  static func swiftUIMachinery(
    _ decls: [TypeSummary], inherited: Set<String>, projectDeclares: (String) -> Bool
  ) -> String? {
    if decls.contains(where: { $0.attributes.contains("propertyWrapper") }) {
      return "a property wrapper (@propertyWrapper)"
    }
    let adopted = inherited.intersection(swiftUIProtocols).sorted().first { !projectDeclares($0) }
    return adopted.map { "SwiftUI's machinery (\($0))" }
  }

  /// `UserColorScheme` of `UserColorScheme?`, `SwiftUI.ColorScheme`.
  static func baseName(_ type: String) -> String {
    let bare = type.filter { !"?! ".contains($0) }
    return bare.split(separator: ".").last.map(String.init) ?? bare
  }
}
