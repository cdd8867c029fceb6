import CanonKit
import CanonTesting
import Testing
import XCTest

@MainActor
private final class FlowCoordinator: Coordinator {
  var startCount = 0
  var finishedChildren: [Coordinator] = []

  override func start() { startCount += 1 }
  override func childDidFinish(_ child: Coordinator) { finishedChildren.append(child) }
}

@MainActor
struct CoordinatorTests {
  @Test func startingAChildOwnsAndStartsIt() {
    let parent = FlowCoordinator()
    let child = FlowCoordinator()

    parent.start(child: child)

    #expect(parent.children.count == 1)
    #expect(parent.children.first === child)
    #expect(child.parent === parent)
    #expect(child.startCount == 1)
  }

  @Test func aFinishedChildIsRemovedAndDeallocated() {
    let parent = FlowCoordinator()
    var child: FlowCoordinator? = FlowCoordinator()
    parent.start(child: child!)
    let probe = LeakProbe(child!)

    child?.finish()
    child = nil

    #expect(parent.children.isEmpty)
    #expect(parent.finishedChildren.count == 1)
    #expect(probe.isReleased == false, "the parent's finishedChildren list still holds it")
    parent.finishedChildren.removeAll()
    #expect(probe.isReleased)
  }

  @Test func finishingAParentFinishesAndReleasesItsWholeSubtree() {
    let root = FlowCoordinator()
    let middle = FlowCoordinator()
    let leaf = FlowCoordinator()
    root.start(child: middle)
    middle.start(child: leaf)

    middle.finish()

    #expect(middle.isFinished)
    #expect(leaf.isFinished)
    #expect(middle.children.isEmpty)
    #expect(leaf.parent == nil)
    #expect(root.children.isEmpty)
  }

  @Test func finishingTwiceNotifiesTheParentOnce() {
    let parent = FlowCoordinator()
    let child = FlowCoordinator()
    parent.start(child: child)

    child.finish()
    child.finish()

    #expect(parent.finishedChildren.count == 1)
  }
}

final class CoordinatorLeakTests: XCTestCase {
  // Async because corelibs XCTest (Linux) cannot run synchronous @MainActor test methods.
  // The parent outlives the test (a property released only after the leak checks): the child and
  // grandchild can only be released if `finish()` removed them from it.
  @MainActor private static var parent: FlowCoordinator?

  @MainActor
  func testAStartedAndFinishedFlowDoesNotLeak() async {
    let parent = FlowCoordinator()
    Self.parent = parent
    let child = FlowCoordinator()
    let grandChild = FlowCoordinator()
    trackForLeaks(child)
    trackForLeaks(grandChild)

    parent.start(child: child)
    child.start(child: grandChild)
    child.finish()
    parent.finishedChildren.removeAll()
  }
}
