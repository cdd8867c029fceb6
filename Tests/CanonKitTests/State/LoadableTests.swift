import CanonKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

struct LoadableCancellationTests {
  @Test func aCancelledLoadIsIdleNotFailed() async {
    let cancelled = await Loadable<Int> { throw CancellationError() }
    let cancelledRequest = await Loadable<Int> { throw URLError(.cancelled) }
    let failedRequest = await Loadable<Int> { throw URLError(.notConnectedToInternet) }

    #expect(cancelled.error == nil && cancelled.value == nil && !cancelled.isLoading)
    guard case .idle = cancelledRequest else {
      Issue.record("a cancelled request should leave the state idle, got \(cancelledRequest)")
      return
    }
    #expect(failedRequest.error is URLError)
  }
}
