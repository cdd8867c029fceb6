/// A view that shows itself entirely from one `State` value (G3's `render(state:)` views).
///
/// The UIKit view implements ``render(state:)``; the state comes from the view model, so the
/// same states can be checked in tests without a view.
@MainActor
public protocol StateRendering: AnyObject {
  /// Everything the view can show, usually an enum (see ``Loadable``).
  associatedtype State

  /// Updates the whole view to show `state`.
  func render(state: State)
}

extension StateRendering {
  /// Renders `state()` now and again whenever the observable properties it reads change,
  /// until the returned token is released. The view is held weakly.
  public func render(observing state: @escaping @MainActor () -> State) -> ObservationToken {
    observe(state) { [weak self] in self?.render(state: $0) }
  }
}
