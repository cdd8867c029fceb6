/// Whether a type describes how something looks rather than the app's data: its members are
/// presentation values (metrics, colours, images, fonts, insets, SF Symbol names, text
/// localised for the screen). Such a type
/// in a `Models/` folder (a display size with its corner radii and symbol names, an appearance
/// of label, colour and icon) is not an entity: G0's entities are the data the service provides.
enum PresentationValues {
  /// Types of UIKit, AppKit, SwiftUI and Core Graphics that only presentation uses.
  static let typeNames: Set<String> = [
    "CGFloat", "Color", "UIColor", "NSColor", "CGColor", "Image", "UIImage", "NSImage", "CGImage",
    "Font", "UIFont", "NSFont", "EdgeInsets", "UIEdgeInsets", "NSEdgeInsets",
    "NSDirectionalEdgeInsets", "ShapeStyle", "AnyShapeStyle", "Gradient", "LinearGradient",
    "RadialGradient", "AngularGradient", "AnyView", "Animation", "UIBlurEffect",
    "SymbolConfiguration", "UIKeyboardType", "UIContentMode", "ContentMode",
    // Text written for the screen, not data.
    "LocalizedStringResource", "LocalizedStringKey",
  ]

  /// Endings of type names, the project's or a package's, that name presentation values
  /// (`ThemedColor`, a package's `Icon`, `ActionAppearance`).
  static let typeNameEndings = [
    "Color", "Colour", "Font", "Icon", "Image", "Insets", "Gradient", "Appearance", "Style",
  ]

  /// Words of a `String` property's name that make it the name of an image or SF Symbol.
  static let imageNameWords = ["symbol", "icon", "imagename", "systemimage", "systemname"]

  /// At least half of the type's typed instance members (properties with a written type, and
  /// enum cases' associated values) are presentation values. A name the project declares itself
  /// (its own `Image` entity) is not the framework's.
  static func describes(_ decls: [TypeSummary], projectDeclares: (String) -> Bool) -> Bool {
    var members = 0
    var presentation = 0
    for decl in decls where decl.kind != .protocol {
      for property in decl.properties where !property.modifiers.contains("static") {
        guard let type = property.typeText else { continue }
        members += 1
        if isPresentationType(type, projectDeclares) || isImageName(property.name, type: type) { presentation += 1 }
      }
      for type in decl.caseValueTypes {
        members += 1
        if isPresentationType(type, projectDeclares) { presentation += 1 }
      }
    }
    return presentation > 0 && presentation * 2 >= members
  }

  /// `UIColor`, `Color?`, `[Color]`, `SwiftUI.Font`, `UIImage.SymbolConfiguration`; a parameter
  /// label of an associated value (`image: UIImage`) is not part of the type.
  static func isPresentationType(_ text: String, _ projectDeclares: (String) -> Bool) -> Bool {
    let bare = text.filter { !"?![] ".contains($0) }
    let name = bare.split(separator: ".").last.map(String.init) ?? bare
    if typeNames.contains(name) { return !projectDeclares(name) }
    return typeNameEndings.contains { name.hasSuffix($0) && name != $0 } || name == "Icon"
  }

  static func isImageName(_ name: String, type: String) -> Bool {
    guard type.filter({ $0 != "?" }) == "String" else { return false }
    let lowered = name.lowercased()
    return imageNameWords.contains { lowered.contains($0) }
  }
}
