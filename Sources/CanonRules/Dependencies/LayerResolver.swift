import CanonLint

/// Which layers a type, a file or a module belongs to; memoized per name.
final class LayerResolver {
  let index: ProjectIndex
  let layers: [Layer]
  /// The files whose references are resolved: what the per-file tables are made of.
  let files: [FileSummary]
  private var byRoles: [String: Set<String>] = [:]
  private var byType: [String: Set<String>] = [:]
  private var byPath: [String: Set<String>] = [:]
  private var roots: [String: String?] = [:]

  init(index: ProjectIndex, layers: [Layer], files: [FileSummary]) {
    self.index = index
    self.layers = layers
    self.files = files
  }

  /// Layers a type belongs to by its roles.
  func layers(ofRoles name: String) -> Set<String> {
    if let known = byRoles[name] { return known }
    let result = layers(for: index.roles(of: name))
    byRoles[name] = result
    return result
  }

  func layers(ofRoles name: String, excluding role: Role) -> Set<String> {
    layers(for: index.roles(of: name).subtracting([role]))
  }

  private func layers(for roles: Set<Role>) -> Set<String> {
    Set(layers.filter { !$0.roles.isDisjoint(with: roles) }.map(\.name))
  }

  /// The project type a name written outside its declaration refers to: one declared at the
  /// top level. A type nested in another (`State` in a view model, `Data` in a view) is written
  /// qualified from elsewhere, so an unqualified `Data` is Foundation's.
  func root(of name: String) -> String? {
    if let known = roots[name] { return known }
    let result = index.types(named: name).contains { $0.parents.isEmpty } ? name : nil
    roots[name] = result
    return result
  }

  /// Layers a file belongs to by its path, or by its module: a layer whose `modules` name the
  /// package, Xcode target or pod that compiles the file holds it.
  func layers(ofPath path: String) -> Set<String> {
    if let known = byPath[path] { return known }
    let module = hasModuleLayers ? index.module(of: path) : nil
    let result = Set(
      layers.filter { $0.contains(path: path) || module.map($0.modules.contains) == true }
        .map(\.name))
    byPath[path] = result
    return result
  }

  /// Layers of a declared top-level type: by roles and by where it is declared. The entity role
  /// counts only when it is that type's own (a nested `Item` under `Models/` does not make a
  /// top-level `Item` an entity).
  func layers(ofType name: String) -> Set<String> {
    if let known = byType[name] { return known }
    var result = index.isEntity(name) ? layers(ofRoles: name) : layers(ofRoles: name, excluding: .entity)
    for declaration in index.types(named: name) where declaration.parents.isEmpty {
      result.formUnion(layers(ofPath: declaration.location.path))
    }
    byType[name] = result
    return result
  }

  private lazy var topLevelTypesByFile: [String: [String]] = {
    var types: [String: [String]] = [:]
    for file in files {
      types[file.path] = file.types.filter { $0.parents.isEmpty }.map(\.name)
    }
    return types
  }()

  /// The types a file declares at its top level (what an import in it serves).
  func topLevelTypes(inFile path: String) -> [String] {
    topLevelTypesByFile[path] ?? []
  }

  /// Whether `owner` (a top-level type or extended type) declares a type `name` inside it.
  func declaresNested(_ name: String, in owner: String) -> Bool {
    index.types(named: name).contains { $0.parents.first == owner }
  }

  private var swiftUIViews: [String: Bool] = [:]

  /// SwiftUI's types whose names apps also give their own types (a Mastodon client's `List`
  /// model).
  static let swiftUITypeNames: Set<String> = [
    "List", "Text", "Button", "Image", "Label", "Section", "Link", "Menu", "Table", "Group",
    "Form", "Toggle", "Picker", "Color", "Font", "Tab", "TabView", "Stepper", "Slider", "Gauge",
    "Grid", "Canvas", "Divider", "Spacer", "Alert", "Animation", "Path", "Shape", "Capsule",
    "Circle", "Rectangle", "Gradient", "Material", "ShareLink", "Layout", "Transaction",
  ]

  private lazy var importsByFile: [String: [String]] = {
    var imports: [String: [String]] = [:]
    for file in files { imports[file.path] = file.imports }
    return imports
  }()

  /// Whether `name` written in the file at `path` is SwiftUI's type: the file imports SwiftUI,
  /// SwiftUI declares a type of that name, and the project declares it in another target only.
  func isSwiftUIName(_ name: String, inFile path: String) -> Bool {
    guard Self.swiftUITypeNames.contains(name), importsByFile[path]?.contains("SwiftUI") == true
    else { return false }
    let module = index.module(of: path)
    return !index.types(named: name).contains {
      $0.parents.isEmpty && index.module(of: $0.location.path) == module
    }
  }

  /// A SwiftUI view: a view-role type declared only as structs or enums (UIKit and AppKit views
  /// are classes), so a view struct conforming to `View` or a project protocol that refines it.
  func isSwiftUIView(_ name: String) -> Bool {
    if let known = swiftUIViews[name] { return known }
    let declarations = index.types(named: name)
    let result =
      !declarations.isEmpty && index.hasRole(.view, name)
      && declarations.allSatisfy { $0.kind == .struct || $0.kind == .enum }
    swiftUIViews[name] = result
    return result
  }

  /// Whether `owner` is a `private` or `fileprivate` type declared in the file at `path` beside
  /// `target`: it serves the file's other types only (element-x-ios's
  /// `private struct NavigationRootCoordinatorView` renders `NavigationRootCoordinator`).
  func isPrivateHelper(_ owner: String, of target: String, inFile path: String) -> Bool {
    index.types(named: owner).contains { type in
      type.parents.isEmpty && type.location.path == path
        && (type.modifiers.contains("private") || type.modifiers.contains("fileprivate"))
    } && index.types(named: target).contains { $0.parents.isEmpty && $0.location.path == path }
  }

  /// Whether any layer names modules (only then is a file's module asked for).
  private lazy var hasModuleLayers = layers.contains { !$0.modules.isEmpty }

  func moduleLayers(_ module: String) -> Set<String> {
    Set(layers.filter { $0.modules.contains(module) }.map(\.name))
  }
}
