/// Binds a view model's property and a control's value both ways (G1's two-way bindings): the
/// control shows the property now and after each change of it, and each value the user enters is
/// written to the property. Returns the token that keeps the binding; releasing or cancelling it
/// stops both directions.
///
/// It knows nothing of UIKit: `show` sets the control, and `edits` receives the function the
/// control's change handler calls with what the user entered.
/// ```swift
/// tokens.append(bind({ viewModel.query }, write: { viewModel.query = $0 },
///     show: { [field] in field.text = $0 },
///     edits: { userEntered in
///         field.addAction(UIAction { [field] _ in userEntered(field.text ?? "") }, for: .editingChanged)
///     }))
/// ```
///
/// No feedback loop: a value the user entered is not shown back to the control when the property
/// reports it (which would move a text field's cursor), and a value the binding shows is not
/// written back if the control reports it as an edit. A property the view model changes on its
/// own, or normalises after an edit (trimmed, upper-cased), is shown.
@MainActor
public func bind<Value: Equatable>(
  _ read: @escaping @MainActor () -> Value,
  write: @escaping @MainActor (Value) -> Void,
  show: @escaping @MainActor (Value) -> Void,
  edits: @MainActor (_ userEntered: @escaping @MainActor (Value) -> Void) -> Void
) -> ObservationToken {
  let control = ControlState<Value>()
  // The token owns this closure, and the closure the state: the control's handler below holds
  // the state weakly, so releasing the token ends both directions.
  let token = observe(read) { value in
    guard control.shown != value else { return }
    control.shown = value
    control.isShowing = true
    show(value)
    control.isShowing = false
  }
  edits { [weak control] value in
    guard let control, !control.isShowing else { return }
    control.shown = value
    write(value)
  }
  return token
}

/// What the control shows, as far as a two-way binding knows.
@MainActor
private final class ControlState<Value> {
  /// The value last shown or entered; `nil` before the first.
  var shown: Value?
  /// Whether the binding is setting the control now (a control may report that as an edit).
  var isShowing = false
}
