import CanonKit
import Testing

private struct Offline: Error {}

struct LoadableTests {
  @Test func catchingCapturesTheValue() async {
    let state = await Loadable { 42 }

    #expect(state.value == 42)
    #expect(state.error == nil)
    #expect(state.isLoading == false)
  }

  @Test func catchingCapturesTheError() async {
    let state = await Loadable<Int> { throw Offline() }

    #expect(state.value == nil)
    #expect(state.error is Offline)
  }

  @Test func mapTransformsOnlyLoadedContent() {
    #expect(Loadable.loaded(2).map { $0 * 10 }.value == 20)
    #expect(Loadable<Int>.loading.map { $0 * 10 }.isLoading)
    guard case .idle = Loadable<Int>.idle.map(String.init) else {
      Issue.record("idle should stay idle")
      return
    }
    #expect(Loadable<Int>.failed(Offline()).map { $0 + 1 }.error is Offline)
  }
}
