import Testing

/// Records a Swift Testing issue for every object tracked in `body` that outlives it.
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
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (LeakTracker) async throws -> Void
) async rethrows {
  let tracker = LeakTracker()
  try await body(tracker)
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
