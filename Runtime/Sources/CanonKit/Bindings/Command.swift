import Observation

/// A user action of a view model (G1's commands): input → async output, enabled from state.
///
/// - ``isEnabled`` is computed from the view model's observable state each time it is read, so
///   an observer of it (``observe(_:onChange:)``, SwiftUI) is notified when that state changes.
/// - While an execution runs, ``isExecuting`` is `true`, ``isEnabled`` is `false`, and further
///   calls to ``execute(_:)`` return `nil` without running: never two executions at once.
/// - Errors are not thrown at the view: they go to every ``onError(_:)`` handler and every
///   subscriber of ``errors``. Cancellation (``cancel()``, a cancelled caller, `URLError.cancelled`)
///   is not an error: nothing is reported and ``execute(_:)`` returns `nil`.
///
/// ```swift
/// @Observable @MainActor final class LoginViewModel {
///     var username = ""
///     @ObservationIgnored private(set) lazy var logIn = Command<Void, Session>(owner: self) {
///         !$0.username.isEmpty
///     } execute: { viewModel, _ in
///         try await viewModel.api.logIn(viewModel.username)
///     }
/// }
/// ```
@MainActor
@Observable
public final class Command<Input, Output> {
  /// Whether an execution is running.
  public private(set) var isExecuting = false

  @ObservationIgnored private let canExecute: @MainActor () -> Bool
  @ObservationIgnored private let work: @MainActor (Input) async throws -> Output?
  @ObservationIgnored private let broadcast = ErrorBroadcast()
  @ObservationIgnored private var running: Task<Void, Never>?

  /// Creates a command on `owner`, which it holds weakly (the owner usually stores the command).
  ///
  /// Once the owner is gone the command is disabled.
  public init<Owner: AnyObject>(
    owner: Owner,
    enabledWhen: @escaping @MainActor (Owner) -> Bool = { _ in true },
    execute: @escaping @MainActor (Owner, Input) async throws -> Output
  ) {
    canExecute = { [weak owner] in owner.map(enabledWhen) ?? false }
    work = { [weak owner] input in
      guard let owner else { return nil }
      return try await execute(owner, input)
    }
  }

  /// Creates a command from closures that do not capture the object owning the command
  /// (capture it weakly, or use ``init(owner:enabledWhen:execute:)``, to avoid a retain cycle).
  public init(
    enabledWhen: @escaping @MainActor () -> Bool = { true },
    execute: @escaping @MainActor (Input) async throws -> Output
  ) {
    canExecute = enabledWhen
    work = { try await execute($0) }
  }

  /// Whether ``execute(_:)`` would run now: the state allows it and no execution is running.
  public var isEnabled: Bool {
    !isExecuting && canExecute()
  }

  /// Calls `handler` with the error of every later failed execution, until the returned token is
  /// released: keep it with the view's other tokens (`tokens.append(command.onError { … })`).
  public func onError(_ handler: @escaping @MainActor (any Error) -> Void) -> ObservationToken {
    broadcast.onError(handler)
  }

  /// A new subscription to the errors of later executions; each access subscribes anew.
  ///
  /// Errors raised while nobody subscribes are dropped. Cancellation is not an error.
  /// The sequence finishes when the command is deallocated, so a task looping over it keeps what
  /// it captured alive until then: views should use ``onError(_:)``.
  public var errors: AsyncStream<any Error> {
    broadcast.subscribe()
  }

  /// Runs the command if it is enabled; returns its output, or `nil` if it was disabled, failed or
  /// was cancelled.
  ///
  /// The work runs in a task of its own so that ``cancel()`` can stop it; cancelling the caller's
  /// task cancels it too.
  @discardableResult
  public func execute(_ input: Input) async -> Output? {
    guard isEnabled else { return nil }
    isExecuting = true
    defer {
      isExecuting = false
      running = nil
    }
    let outcome = Outcome<Output>()
    let work = self.work
    let task = Task { @MainActor in
      do {
        outcome.value = try await work(input)
      } catch {
        outcome.error = error
      }
    }
    running = task
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if let error = outcome.error {
      broadcast.send(error)  // drops cancellations
      return nil
    }
    return outcome.value
  }

  /// Cancels the running execution, if any: its work sees a cancelled task, no error is reported,
  /// and ``execute(_:)`` returns `nil` unless the work finishes with a value anyway.
  public func cancel() {
    running?.cancel()
  }
}

/// The result of one execution, handed from its task back to ``Command/execute(_:)``; both sides
/// run on the main actor, which makes it safe to share without the output being `Sendable`.
@MainActor
private final class Outcome<Output> {
  var value: Output?
  var error: (any Error)?
}

extension Command where Input == Void {
  /// Runs a command that takes no input; see ``execute(_:)``.
  @discardableResult
  public func execute() async -> Output? {
    await execute(())
  }
}
