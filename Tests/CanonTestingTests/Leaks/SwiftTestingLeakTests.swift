import CanonTesting
import Testing

struct SwiftTestingLeakTests {
  @Test func expectNoLeaksPassesWhenTrackedObjectsAreReleased() async {
    await expectNoLeaks { tracker in
      let subject = tracker.track(PlainSubject())
      _ = subject
    }
  }

  @Test func expectNoLeaksRecordsAnIssueForALeakingObject() async {
    // withKnownIssue fails this test if no issue is recorded, so the check cannot pass vacuously.
    await withKnownIssue {
      await expectNoLeaks { tracker in
        tracker.track(SelfRetainingObject())
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SelfRetainingObject is still alive") }
    }
  }

  @Test func expectDeallocationRecordsAnIssueForALeakingObject() {
    withKnownIssue {
      expectDeallocation { SelfRetainingObject() }
    }
  }

  @Test func expectDeallocationPassesForAReleasedObject() {
    expectDeallocation { PlainSubject() }
  }
}
