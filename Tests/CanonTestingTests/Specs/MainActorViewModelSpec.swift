import CanonTestingQuick
import Nimble
import Quick

/// A view model as generated apps have them: main-actor isolated, its content from an async
/// source (a store).
@MainActor
final class CountingViewModel {
  private(set) var headline = ""
  private let count: @Sendable () async -> Int

  init(count: @escaping @Sendable () async -> Int) {
    self.count = count
  }

  /// Shows how many there are, once the source answered.
  func refresh() async {
    headline = "Bananas: \(await count())"
  }

  /// Starts a refresh and returns at once, as a view controller's `viewDidLoad` would.
  func load() {
    Task { await refresh() }
  }
}

/// Examples that await main-actor work: `await` on the main actor, and Nimble's polling
/// `toEventually` from an example that is not.
///
/// While `isArmed` is set, the source counts nothing, as a view model that ignored its store
/// would: both examples must then fail.
final class MainActorViewModelSpec: AsyncSpec {
  nonisolated(unsafe) static var isArmed = false

  override class func spec() {
    describe("a main-actor view model") {
      it("shows the count once refreshed") { @MainActor in
        let viewModel = CountingViewModel { isArmed ? 0 : 2 }

        await viewModel.refresh()

        expect(viewModel.headline).to(equal("Bananas: 2"))
      }

      it("shows the count eventually once loaded") {
        let viewModel = await CountingViewModel { isArmed ? 0 : 2 }

        await viewModel.load()

        await expect { await viewModel.headline }.toEventually(equal("Bananas: 2"))
      }
    }
  }
}
