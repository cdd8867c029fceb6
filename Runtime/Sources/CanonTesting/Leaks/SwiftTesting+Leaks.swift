import Testing

/// Records a Swift Testing issue for every object tracked in `body` that outlives it (by more than
/// `gracePeriod`, for objects released on a later main-actor turn, like SpecLeaks' `leakWhen`).
///
/// Swift Testing has no tear-down blocks, so the scope of the check is the closure: track the
/// objects under test inside it, and do not let them escape.
///
/// ```swift
/// @Test func viewModelDoesNotLeak() async {
///     await expectNoLeaks { tracker in
///         let viewModel = tracker.track(LoginViewModel(api: StubAPI()))
///         await viewModel.logIn.execute()
///     }
/// }
/// ```
public func expectNoLeaks(
  isolation: isolated (any Actor)? = #isolation,
  gracePeriod: Duration = .zero,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (LeakTracker) async throws -> Void
) async rethrows {
  let tracker = LeakTracker()
  try await body(tracker)
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: gracePeriod)
  // Sleeping suspends the caller, so main-actor work that releases the objects can run.
  while !tracker.leaks().isEmpty && clock.now < deadline {
    try? await Task.sleep(for: .milliseconds(2))
  }
  for leak in tracker.leaks() {
    Issue.record(Comment(rawValue: leak), sourceLocation: sourceLocation)
  }
}

/// Records a Swift Testing issue if the object built by `make` is still alive once it returned.
public func expectDeallocation(
  sourceLocation: SourceLocation = #_sourceLocation,
  of make: () throws -> AnyObject
) rethrows {
  let probe = try LeakProbe.releasing(make)
  if !probe.isReleased {
    Issue.record(Comment(rawValue: probe.failureMessage), sourceLocation: sourceLocation)
  }
}
