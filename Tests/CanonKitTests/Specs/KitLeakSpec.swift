import CanonKit
import CanonTesting
import CanonTestingQuick
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

    describe("a finished child of a running coordinator") {
      // The parent lives as long as the spec: the child is only released if `finish()` removed it.
      let parent = Coordinator()
      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext {
          let child = ChildCoordinator()
          parent.start(child: child)
          child.finish()
          return child
        }
      }
    }

    describe("the subtree of a child its running parent finished") {
      let root = Coordinator()
      itBehavesLike(ObjectWithoutLeaks.self) {
        LeakContext {
          let flow = ChildCoordinator()
          let step = ChildCoordinator()
          root.start(child: flow)
          flow.start(child: step)
          flow.finish()
          return step
        }
      }
    }
  }
}
