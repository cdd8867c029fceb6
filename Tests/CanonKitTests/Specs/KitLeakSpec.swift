import CanonKit
import CanonTesting
import Nimble
import Observation
import Quick

@MainActor
@Observable
private final class SearchViewModel {
  var query = ""
  @ObservationIgnored private(set) lazy var search = Command<Void, [String]>(owner: self) {
    !$0.query.isEmpty
  } execute: { viewModel, _ in
    [viewModel.query]
  }
}

@MainActor
private final class ChildCoordinator: Coordinator {}

/// The G4 way of checking leaks, on CanonKit's own building blocks.
final class KitLeakSpec: QuickSpec {
  override class func spec() {
    // Quick gathers and runs examples on the main thread; CanonKit's types are main-actor.
    MainActor.assumeIsolated { defineExamples() }
  }

  @MainActor
  private class func defineExamples() {
    describe("a view model owning a command") {
      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext {
          let viewModel = SearchViewModel()
          // Touch the lazy command so the owner → command → owner path exists.
          _ = viewModel.search.isEnabled
          return viewModel
        }
      }
    }

    describe("a coordinator with a finished child") {
      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext {
          let parent = Coordinator()
          let child = ChildCoordinator()
          parent.start(child: child)
          child.finish()
          return parent
        }
      }
    }

    describe("a finished child coordinator") {
      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext {
          let parent = Coordinator()
          let child = ChildCoordinator()
          parent.start(child: child)
          child.finish()
          return child
        }
      }
    }
  }
}
