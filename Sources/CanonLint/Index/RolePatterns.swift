/// How roles are recognised. The defaults are RULES.md's; `.canon.yml`'s `roles:` section adds to
/// them (a project's own base classes, suffixes or folders).
public struct RolePatterns: Sendable, Equatable {
  /// A declared type whose name ends in one of these has the role.
  public var nameSuffixes: [Role: [String]]
  /// A type inheriting (through project classes) from one of these outside types has the role.
  public var baseTypes: [Role: [String]]
  /// A type declared under a folder of one of these names has the role.
  public var folders: [Role: [String]]

  public init(
    nameSuffixes: [Role: [String]], baseTypes: [Role: [String]], folders: [Role: [String]]
  ) {
    self.nameSuffixes = nameSuffixes
    self.baseTypes = baseTypes
    self.folders = folders
  }

  public static let `default` = RolePatterns(
    nameSuffixes: [
      .viewController: ["ViewController"],
      .viewModel: ["ViewModel"],
      .coordinator: ["Coordinator"],
      .navigationService: ["NavigationService", "Navigator"],
      .presenter: ["Presenter"],
      .interactor: ["Interactor"],
      .router: ["Router"],
      // Generamba's (Rambler's) dialect builds a module with `…ModuleConfigurator` and
      // `…ModuleInitializer`.
      .assembly: ["Assembly", "ModuleConfigurator", "ModuleInitializer"],
      .store: ["Store", "API", "Repository", "Client"],
    ],
    baseTypes: [
      .cell: [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView",
        "UICollectionReusableView", "UICollectionViewListCell",
      ],
      .view: [
        "UIView", "NSView", "View",
        // UIKit and AppKit views whose names don't say so, and SwiftUI wrappers of UIKit.
        "UIControl", "UIButton", "UILabel", "UITextField", "UISwitch", "UISlider",
        "UISegmentedControl", "UIStepper", "UIPageControl", "UIDatePicker", "UINavigationBar",
        "UIToolbar", "UITabBar", "UISearchBar", "UIRefreshControl", "NSControl", "NSButton",
        "NSTextField", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable",
      ],
      .testCase: ["XCTestCase", "QuickSpec", "AsyncSpec"],
    ],
    folders: [
      .entity: ["Model", "Models", "Entities", "Entity"]
    ])

  /// Adds another set of patterns to these.
  public mutating func add(_ other: RolePatterns) {
    nameSuffixes.merge(other.nameSuffixes) { $0 + $1 }
    baseTypes.merge(other.baseTypes) { $0 + $1 }
    folders.merge(other.folders) { $0 + $1 }
  }

  /// The view-model protocol names RULES.md recognises: `…ViewModelType`, `…ViewModeling`,
  /// `…ViewModelProtocol` (and `…ViewModelInterface`).
  static let viewModelProtocolSuffixes = ["Type", "ing", "Protocol", "Interface"]

  /// Roles a declared name gives by itself.
  func roles(forName name: String, isProtocol: Bool) -> Set<Role> {
    var roles = Set<Role>()
    for (role, suffixes) in nameSuffixes where suffixes.contains(where: { name.hasSuffix($0) }) {
      roles.insert(role)
    }
    if isProtocol, isViewModelProtocolName(name) {
      roles.insert(.viewModel)
    }
    return roles
  }

  func isViewModelProtocolName(_ name: String) -> Bool {
    let stems = nameSuffixes[.viewModel] ?? []
    return stems.contains { stem in
      RolePatterns.viewModelProtocolSuffixes.contains { name.hasSuffix(stem + $0) }
    }
  }

  /// Roles an outside (not declared in the project) supertype gives its subclasses.
  func roles(forOutsideBase name: String) -> Set<Role> {
    var roles = Set<Role>()
    for (role, bases) in baseTypes where bases.contains(name) {
      roles.insert(role)
    }
    if name.hasSuffix("ViewController") {
      roles.insert(.viewController)
    }
    // UIKit and AppKit views (UIStackView, NSTableView), and other frameworks' views
    // (MKAnnotationView, WKWebView, a package's AnimatedImageView); a package's cells
    // (SwipeCellKit's `SwipeTableViewCell`, `SwipeCollectionViewCell`).
    if name.hasSuffix("Cell") {
      roles.insert(.cell)
    } else if name.hasSuffix("View") {
      roles.insert(.view)
    }
    return roles
  }

  func roles(forFolders components: [String]) -> Set<Role> {
    var roles = Set<Role>()
    for (role, names) in folders where components.contains(where: names.contains) {
      roles.insert(role)
    }
    return roles
  }
}
