import CanonTesting
import Testing

@testable import CanonKit

/// A flow that continues with a new child whenever one finishes (a wizard's next step).
@MainActor
private final class WizardCoordinator: Coordinator {
  var startedSteps: [Coordinator] = []
  override func childDidFinish(_ child: Coordinator) {
    let next = StepCoordinator()
    startedSteps.append(next)
    start(child: next)
  }
}

@MainActor
private final class StepCoordinator: Coordinator {
  var startCount = 0
  var tearDownCount = 0
  override func start() { startCount += 1 }
  override func tearDown() { tearDownCount += 1 }
}

@MainActor
@Suite(.serialized) struct CoordinatorLifecycleTests {
  @Test func aFinishingParentDoesNotStartChildrenOutsideItsChildren() {
    let wizard = WizardCoordinator()
    let first = StepCoordinator()
    wizard.start(child: first)
    var misuses: [String] = []
    let report = Coordinator.reportMisuse
    Coordinator.reportMisuse = { misuses.append($0) }
    defer { Coordinator.reportMisuse = report }

    wizard.finish()

    #expect(first.isFinished)
    #expect(wizard.children.isEmpty)
    // The finishing wizard is not asked to continue, so it starts no orphan step.
    #expect(wizard.startedSteps.isEmpty)
    #expect(misuses.isEmpty)
  }

  @Test func startingAChildOnAFinishedCoordinatorIsRefusedAndReported() {
    let parent = Coordinator()
    parent.finish()
    let child = StepCoordinator()
    var misuses: [String] = []
    let report = Coordinator.reportMisuse
    Coordinator.reportMisuse = { misuses.append($0) }
    defer { Coordinator.reportMisuse = report }

    parent.start(child: child)

    #expect(child.startCount == 0)
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(misuses == ["Coordinator is finished: it cannot start StepCoordinator."])
  }

  @Test func tearDownRunsOnceForEveryCoordinatorOfAFinishedSubtree() {
    let root = Coordinator()
    let flow = StepCoordinator()
    let step = StepCoordinator()
    root.start(child: flow)
    flow.start(child: step)

    flow.finish()
    flow.finish()

    #expect(flow.tearDownCount == 1)
    #expect(step.tearDownCount == 1)
    #expect(root.children.isEmpty)
  }

  @Test func aChildFinishedWhileItsParentStaysAliveIsReleased() {
    let root = Coordinator()
    var flow: StepCoordinator? = StepCoordinator()
    var step: StepCoordinator? = StepCoordinator()
    root.start(child: flow!)
    flow?.start(child: step!)
    let flowProbe = LeakProbe(flow!)
    let stepProbe = LeakProbe(step!)

    flow?.finish()
    flow = nil
    step = nil

    // `root` is still alive here: only `finish()` removing the children can release them.
    #expect(flowProbe.isReleased)
    #expect(stepProbe.isReleased)
    #expect(root.children.isEmpty)
  }
}
