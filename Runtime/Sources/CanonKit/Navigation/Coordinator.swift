import Logging

/// A flow controller (G3's MVVM-C): starts screens, owns the child coordinators it starts,
/// and lets go of each child as soon as that child finishes.
///
/// Subclass it per flow and override ``start()``; override ``tearDown()`` to dismiss the screens
/// the flow showed when something else (its parent, the user leaving its screen) finishes it.
/// Children are kept in ``children`` only while they run, so a finished flow (and everything it
/// retains) is deallocated.
@MainActor
open class Coordinator {
  /// The running child coordinators, in the order they were started.
  public private(set) var children: [Coordinator] = []

  /// The coordinator that started this one; weak so that a child never keeps its parent alive.
  public private(set) weak var parent: Coordinator?

  /// Whether ``finish()`` was called; a finished coordinator cannot be started again, nor start
  /// children.
  public private(set) var isFinished = false

  /// What happens when a coordinator is misused (a child started on a finished coordinator):
  /// an assertion failure in debug builds; in release builds the call is ignored and logged.
  /// Internal so that tests can watch the refusal without stopping.
  static var reportMisuse: @MainActor (String) -> Void = { message in
    Logger(label: "canon.coordinator").error("\(message)")
    assertionFailure(message)
  }

  /// Creates a coordinator that is not started yet.
  public init() {}

  /// Shows the flow's first screen. Called by ``start(child:)``, or by the app for the root one.
  open func start() {}

  /// Called after `child` finished and was removed from ``children``, to continue the flow.
  /// Not called while this coordinator itself is finishing: a finishing flow does not continue.
  open func childDidFinish(_ child: Coordinator) {}

  /// Called once when the coordinator finishes, after its children finished and before its parent
  /// lets go of it: dismiss here the screens this flow showed (a no-op if the user already left
  /// them, see ``NavigationService/dismiss(through:animated:)``).
  open func tearDown() {}

  /// Adopts `child`, keeps it alive while it runs, and starts it.
  ///
  /// Refused on a finished (or finishing) coordinator: the child would run outside ``children``,
  /// with nobody to finish it.
  public func start(child: Coordinator) {
    precondition(child !== self, "A coordinator cannot be its own child.")
    precondition(
      child.parent == nil && !child.isFinished,
      "\(type(of: child)) was already started or finished.")
    guard !isFinished else {
      Self.reportMisuse("\(type(of: self)) is finished: it cannot start \(type(of: child)).")
      return
    }
    children.append(child)
    child.parent = self
    child.start()
  }

  /// Ends this flow and its running children, and makes the parent release it.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    // `isFinished` is set first, so no child's finish can make this coordinator start another:
    // the copy iterated here is every child there will be. Last started, first finished.
    for child in children.reversed() { child.finish() }
    children.removeAll()
    tearDown()
    let parent = self.parent
    self.parent = nil
    parent?.remove(child: self)
  }

  private func remove(child: Coordinator) {
    children.removeAll { $0 === child }
    if !isFinished { childDidFinish(child) }
  }
}
