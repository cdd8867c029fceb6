/// A flow controller (G3's MVVM-C): starts screens, owns the child coordinators it starts,
/// and lets go of each child as soon as that child finishes.
///
/// Subclass it per flow and override ``start()``. Children are kept in ``children`` only while
/// they run, so a finished flow (and everything it retains) is deallocated.
@MainActor
open class Coordinator {
  /// The running child coordinators, in the order they were started.
  public private(set) var children: [Coordinator] = []

  /// The coordinator that started this one; weak so that a child never keeps its parent alive.
  public private(set) weak var parent: Coordinator?

  /// Whether ``finish()`` was called; a finished coordinator cannot be started again.
  public private(set) var isFinished = false

  /// Creates a coordinator that is not started yet.
  public init() {}

  /// Shows the flow's first screen. Called by ``start(child:)``, or by the app for the root one.
  open func start() {}

  /// Called after `child` finished and was removed from ``children``, to continue the flow.
  open func childDidFinish(_ child: Coordinator) {}

  /// Adopts `child`, keeps it alive while it runs, and starts it.
  public func start(child: Coordinator) {
    precondition(child !== self, "A coordinator cannot be its own child.")
    precondition(
      child.parent == nil && !child.isFinished,
      "\(type(of: child)) was already started or finished.")
    children.append(child)
    child.parent = self
    child.start()
  }

  /// Ends this flow and its running children, and makes the parent release it.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    // Copy first: each child removes itself from `children` while finishing.
    for child in children { child.finish() }
    children.removeAll()
    let parent = self.parent
    self.parent = nil
    parent?.remove(child: self)
  }

  private func remove(child: Coordinator) {
    children.removeAll { $0 === child }
    childDidFinish(child)
  }
}
