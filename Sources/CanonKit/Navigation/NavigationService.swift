import Logging

/// The one place that creates view models and performs transitions (G0's Navigation Service).
///
/// Every transition is logged through swift-log at `info` level with the metadata keys
/// `from`, `to` and `style` (screen names and ``PresentationStyle`` or `dismiss`), so that any
/// backend, e.g. a crash reporter's breadcrumbs, can replay the user's path.
@MainActor
public final class NavigationService<Dependencies> {
  private let dependencies: Dependencies
  private let logger: Logger
  // Weak: the host's views own view models that may own this service.
  private weak var host: (any NavigationHost)?
  private var screens: [(name: String, style: PresentationStyle)] = []

  /// Creates a service that builds view models from `dependencies` and shows them in `host`.
  public init(
    dependencies: Dependencies, host: any NavigationHost,
    logger: Logger = Logger(label: "canon.navigation")
  ) {
    self.dependencies = dependencies
    self.host = host
    self.logger = logger
  }

  /// The names of the screens currently shown, from the root to the top.
  public var stack: [String] { screens.map(\.name) }

  /// Creates the view model of `screen`, asks the host to show it, and returns the view model.
  ///
  /// If the host was released, nothing is shown and an error is logged.
  @discardableResult
  public func show<ViewModel>(
    _ screen: Screen<Dependencies, ViewModel>,
    style: PresentationStyle,
    animated: Bool = true
  ) -> ViewModel {
    let viewModel = screen.makeViewModel(dependencies, self)
    guard let host = hostOrLogMissing() else { return viewModel }
    log(from: screens.last?.name, to: screen.name, style: style.rawValue)
    if style == .setRoot { screens.removeAll() }
    screens.append((screen.name, style))
    host.show(viewModel, style: style, animated: animated)
    return viewModel
  }

  /// Removes the top screen; returns `false` (and logs why) when only the root is left or the host is gone.
  @discardableResult
  public func dismiss(animated: Bool = true) -> Bool {
    guard screens.count > 1 else {
      logger.warning("navigation dismiss ignored: no screen above the root")
      return false
    }
    guard let host = hostOrLogMissing() else { return false }
    let top = screens.removeLast()
    log(from: top.name, to: screens.last?.name, style: "dismiss")
    host.dismiss(shownWith: top.style, animated: animated)
    return true
  }

  private func hostOrLogMissing() -> (any NavigationHost)? {
    if host == nil { logger.error("navigation host was released; transition not performed") }
    return host
  }

  private func log(from: String?, to: String?, style: String) {
    logger.info(
      "navigation transition",
      metadata: ["from": "\(from ?? "none")", "to": "\(to ?? "none")", "style": "\(style)"]
    )
  }
}
