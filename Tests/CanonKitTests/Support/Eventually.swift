/// Waits, on the main actor, until `condition` holds or about a second passed; returns whether it held.
///
/// Observation delivers changes on a later main-actor turn, so tests give it turns to run.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
  for _ in 0..<1_000 {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return condition()
}
