import CanonKit
import CanonTesting
import Observation
import Testing

@MainActor
@Observable
private final class ListViewModel {
  var state: Loadable<[String]> = .idle

  func load(_ fetch: () async throws -> [String]) async {
    state = .loading
    state = await Loadable(catching: fetch)
  }
}

@MainActor
private final class ListViewSpy: StateRendering {
  var rendered: [String] = []

  func render(state: Loadable<[String]>) {
    switch state {
    case .idle: rendered.append("idle")
    case .loading: rendered.append("loading")
    case .loaded(let items): rendered.append("loaded \(items.count)")
    case .failed: rendered.append("failed")
    }
  }
}

@MainActor
struct StateRenderingTests {
  @Test func rendersTheViewModelStateAsItChanges() async {
    let viewModel = ListViewModel()
    let view = ListViewSpy()
    let token = view.render(observing: { viewModel.state })
    #expect(view.rendered == ["idle"])

    await viewModel.load { ["a", "b"] }

    #expect(await eventually { view.rendered.last == "loaded 2" })
    _ = token
  }

  @Test func doesNotKeepTheViewAlive() {
    let viewModel = ListViewModel()
    var view: ListViewSpy? = ListViewSpy()
    let token = view!.render(observing: { viewModel.state })
    let probe = LeakProbe(view!)

    view = nil

    #expect(probe.isReleased)
    _ = token
  }
}
