import Nimble
import Quick

struct MemoryLeakContext {
  let make: () -> AnyObject

  init(_ make: @escaping () -> AnyObject) {
    self.make = make
  }
}

final class MemoryLeakConfiguration: QuickConfiguration {
  override class func configure(_ configuration: QCKConfiguration) {
    sharedExamples("object without leaks") { (context: @escaping SharedExampleContext) in
      it("is released once nothing holds it") {
        let leakContext = context()["context"] as! MemoryLeakContext
        weak var object: AnyObject?
        autoreleasepool {
          object = leakContext.make()
        }
        expect(object).to(beNil())
      }
    }
  }
}
