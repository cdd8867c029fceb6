extension NonModelEvidence {
  /// The app's settings for how its screens look, kept in a model folder: a player's control
  /// layout, a theme, which parts of a row to show. G0's model is the data the service provides;
  /// these are the screens' own configuration, which views, settings screens and the stores of
  /// settings use, and no entity holds.
  ///
  /// - **Named as display settings**: a struct or enum whose name's last word is `Settings`,
  ///   `Preferences`, `Configuration`, `Theme`, `Layout`, `Style` or `Preset`, or that has the word
  ///   `Display` before another word: how to display something (`RepliesDisplayType`,
  ///   `TimeDisplayFormat`; not a `GlucoseDisplay`, which is what is displayed).
  /// - **Part of display settings**: a struct or enum that display settings hold (a stored or
  ///   computed property's type, an enum case's value), and no other type of a model folder does
  ///   (`ControlButtonType` of a `ControlButtonConfiguration`).
  ///
  /// Either way, a type that an entity holds is that entity's data (a Mastodon `Instance`'s
  /// decoded `Configuration`), and one the app only decodes (`Decodable` without `Encodable`) is
  /// what a service sends (a server's `ServerPreferences`): both stay entities.
  enum DisplaySettings {
    /// Last words of names of display settings.
    static let nameEndings = ["Settings", "Preferences", "Configuration", "Theme", "Layout", "Style", "Preset"]

    /// Why each name in a model folder is display settings: "named …Settings", "held by
    /// ControlButtonConfiguration". `candidates` are the names a model folder gives the entity
    /// role; `inherited`, what each name inherits, its extensions' conformances included.
    static func find(
      declarations: [String: [TypeSummary]], inherited: [String: Set<String>], candidates: Set<String>
    ) -> [String: String] {
      let values = candidates.filter { name in
        guard let decls = declarations[name], !decls.isEmpty,
          decls.allSatisfy({ $0.kind == .struct || $0.kind == .enum })
        else { return false }
        return !isDecodedOnly(inherited[name] ?? [])
      }
      // Which of the candidates each candidate holds, and the other way round. What holds no
      // data does not count: protocols, what its name says is code (a `…ViewModel`, a
      // `…Manager`) or a store, and what SwiftUI observes (a settings object).
      var holders: [String: Set<String>] = [:]
      for holder in candidates where !isCodeByName(holder) && !isObserved(holder, declarations, inherited) {
        for decl in declarations[holder] ?? [] where decl.kind != .protocol {
          for held in heldNames(decl) where held != holder && values.contains(held) {
            holders[held, default: []].insert(holder)
          }
        }
      }
      // Settings, from the outside in: a type whose holders are all settings already is settings
      // when its name says so or it has a holder. One that an entity (or any other type) holds
      // never is, nor is what only it holds.
      var found: [String: String] = [:]
      let ordered = values.sorted()
      var changed = true
      while changed {
        changed = false
        for name in ordered where found[name] == nil {
          let held = holders[name] ?? []
          guard held.allSatisfy({ found[$0] != nil }) else { continue }
          if let ending = nameEnding(name) {
            found[name] = "named …\(ending)"
          } else if !held.isEmpty {
            found[name] = "held by \(held.sorted().joined(separator: ", "))"
          } else {
            continue
          }
          changed = true
        }
      }
      return found
    }

    /// Names of code and of stores: `…ViewModel`, `…Manager`, `…Store`, `…Repository`.
    static func isCodeByName(_ name: String) -> Bool {
      ["ViewModel", "Store", "Repository"].contains { name.hasSuffix($0) }
        || RoleResolver.nonEntitySuffixes.contains { name.hasSuffix($0) }
    }

    /// `@Observable`, or an `ObservableObject` itself: state the views observe, not data.
    static func isObserved(
      _ name: String, _ declarations: [String: [TypeSummary]], _ inherited: [String: Set<String>]
    ) -> Bool {
      (inherited[name] ?? []).contains("ObservableObject")
        || declarations[name]?.contains { $0.attributes.contains("Observable") } == true
    }

    /// `Settings` of `TitleAuthorSettings`, `Display` of `RepliesDisplayType`, or `nil`.
    static func nameEnding(_ name: String) -> String? {
      if let ending = nameEndings.first(where: { name.hasSuffix($0) && name != $0 }) { return ending }
      // `Display` as a word before another (`…DisplayMode`): how something is displayed.
      var rest = Substring(name)
      while let range = rest.range(of: "Display") {
        if rest[range.upperBound...].first?.isUppercase == true { return "Display…" }
        rest = rest[range.upperBound...]
      }
      return nil
    }

    /// `Decodable` and not `Codable` or `Encodable`: what the app reads from a service and never
    /// writes.
    static func isDecodedOnly(_ inherited: Set<String>) -> Bool {
      inherited.contains("Decodable") && inherited.isDisjoint(with: ["Codable", "Encodable"])
    }

    /// The names a declaration's properties and enum cases hold: `ButtonSettings` of
    /// `var settings: ButtonSettings?`, `LayoutSection` of `[LayoutSection]`.
    static func heldNames(_ decl: TypeSummary) -> Set<String> {
      var names = Set<String>()
      for text in decl.properties.compactMap(\.typeText) + decl.caseValueTypes {
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        where word.first?.isUppercase == true {
          names.insert(String(word))
        }
      }
      return names
    }
  }
}
