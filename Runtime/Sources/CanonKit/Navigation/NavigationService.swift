import Logging

/// The one place that creates view models and performs transitions (G0's Navigation Service).
///
/// Every transition is logged through swift-log at `info` level with the metadata keys
/// `from`, `to` and `style` (screen names, and the ``PresentationStyle``, `dismiss`, or `back` /
/// `dismissed` when the user left a screen on their own), so that any backend, e.g. a crash
/// reporter's breadcrumbs, can replay the user's path.
///
/// The stack follows what the host really did: it changes only after the host showed or removed a
/// screen, and when the user leaves a screen the host reports it
/// (``userDidLeave(screenOf:)``). A coordinator bound to a screen (``show(_:style:animated:finishing:)``)
/// is finished when its screen leaves the stack, whoever removed it.
@MainActor
public final class NavigationService<Dependencies> {
  private struct Entry {
    let name: String
    let style: PresentationStyle
    // Weak: the host's views own view models (which may own this service) and flows own coordinators.
    weak var viewModel: AnyObject?
    weak var coordinator: Coordinator?
  }

  private let dependencies: Dependencies
  private let logger: Logger
  // Weak: the host's views own view models that may own this service.
  private weak var host: (any NavigationHost)?
  private var screens: [Entry] = []

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

  /// Creates the view model of `screen`, asks the host to show it, and returns the view model,
  /// which is on screen when this returns.
  ///
  /// `coordinator`, if given, is finished when this screen leaves the stack (the user went back, or
  /// a dismissal removed it); the service holds it weakly.
  ///
  /// - Throws: ``NavigationError/hostReleased`` (checked before the view model is made), or the
  ///   host's error when it cannot show the screen (no view for that view model): the view model
  ///   is then dropped, the stack is unchanged and no transition is logged.
  @discardableResult
  public func show<ViewModel>(
    _ screen: Screen<Dependencies, ViewModel>,
    style: PresentationStyle,
    animated: Bool = true,
    finishing coordinator: Coordinator? = nil
  ) throws -> ViewModel {
    try present(screen, style: style, animated: animated, coordinator: coordinator)
  }

  /// Shows every step of `path` in order in one call (a deep link); only the last is animated.
  ///
  /// Stops at the first step the host fails to show (the failure is logged); returns the view
  /// models of the steps shown, so a shorter array than `path` says where it stopped.
  @discardableResult
  public func show(path: [Route<Dependencies>], animated: Bool = true) -> [AnyObject] {
    var shown: [AnyObject] = []
    for (index, step) in path.enumerated() {
      guard let viewModel = try? step.open(self, animated && index == path.count - 1) else { break }
      shown.append(viewModel)
    }
    return shown
  }

  /// Removes the top screen; returns `false` (and logs why) when only the root is left, the host
  /// is gone or the host failed.
  @discardableResult
  public func dismiss(animated: Bool = true) -> Bool {
    guard screens.count > 1 else {
      logger.warning("navigation dismiss ignored: no screen above the root")
      return false
    }
    return dismissTop(count: 1, animated: animated)
  }

  /// Removes the screen of `viewModel` and every screen above it; returns `false` if it is not on
  /// the stack (already gone: safe to call from ``Coordinator/tearDown()``), is the root, or the
  /// host failed.
  @discardableResult
  public func dismiss(through viewModel: AnyObject, animated: Bool = true) -> Bool {
    guard let index = screens.firstIndex(where: { $0.viewModel === viewModel }) else {
      return false
    }
    guard index > 0 else {
      logger.warning("navigation dismiss ignored: the screen is the root")
      return false
    }
    return dismissTop(count: screens.count - index, animated: animated)
  }

  /// What the host calls when the user left the screen of `viewModel` on their own (back button,
  /// back swipe, interactive dismissal): the UI already changed, so the service removes that
  /// screen and those above it, logs a `back` (pushed screen) or `dismissed` (presented screen)
  /// transition for each, and finishes the coordinators bound to them.
  ///
  /// A view model that is not on the stack (the service removed it itself) is ignored.
  public func userDidLeave(screenOf viewModel: AnyObject) {
    guard let index = screens.firstIndex(where: { $0.viewModel === viewModel }) else { return }
    // Top first: the order in which the screens went away.
    let left = Array(screens[index...].reversed())
    screens.removeSubrange(index...)
    for (position, entry) in left.enumerated() {
      let below = position + 1 < left.count ? left[position + 1].name : screens.last?.name
      log(from: entry.name, to: below, style: entry.style == .present ? "dismissed" : "back")
    }
    for entry in left { entry.coordinator?.finish() }
  }

  /// Makes the view model once the host is known to be there, shows it through the host, and
  /// records it only if that worked.
  func present<ViewModel>(
    _ screen: Screen<Dependencies, ViewModel>, style: PresentationStyle, animated: Bool,
    coordinator: Coordinator?
  ) throws -> ViewModel {
    guard let host = hostOrLogMissing() else { throw NavigationError.hostReleased }
    let viewModel = screen.makeViewModel(dependencies, self)
    do {
      try host.show(viewModel, style: style, animated: animated)
    } catch {
      logger.error(
        "navigation host failed to show \(screen.name); stack unchanged",
        metadata: ["error": "\(error)"])
      throw error
    }
    log(from: screens.last?.name, to: screen.name, style: style.rawValue)
    if style == .setRoot { screens.removeAll() }
    screens.append(
      Entry(name: screen.name, style: style, viewModel: viewModel, coordinator: coordinator))
    return viewModel
  }

  private func dismissTop(count: Int, animated: Bool) -> Bool {
    guard let host = hostOrLogMissing() else { return false }
    // A bound coordinator finished below may dismiss screens itself: never go below the screens
    // this call was asked to remove.
    let remaining = screens.count - count
    for step in 0..<count {
      guard screens.count > remaining, let top = screens.last else { return true }
      do {
        try host.dismiss(shownWith: top.style, animated: animated && step == count - 1)
      } catch {
        logger.error(
          "navigation host failed to dismiss \(top.name); stack unchanged",
          metadata: ["error": "\(error)"])
        return false
      }
      screens.removeLast()
      log(from: top.name, to: screens.last?.name, style: "dismiss")
      top.coordinator?.finish()
    }
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
