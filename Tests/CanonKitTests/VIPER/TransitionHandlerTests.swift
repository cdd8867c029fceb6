import CanonKit
import CanonTesting
import Testing

private enum Event: Equatable, Sendable {
  case configured(postID: String)
  case opened(String, OpenStyle)
  case embedded(String, EmbedSlot)
  case closed
}

@MainActor
private final class PostPresenter: ModuleInput {
  let events: CallRecorder<Event>
  weak var output: PostModuleOutputSpy?
  init(events: CallRecorder<Event>) { self.events = events }
  func configure(postID: String) { events.record(.configured(postID: postID)) }
}

@MainActor
private final class PostModuleOutputSpy: ModuleOutput {}

@MainActor
private final class HandlerSpy: TransitionHandler {
  let events: CallRecorder<Event>
  init(events: CallRecorder<Event>) { self.events = events }
  func open(_ view: String, style: OpenStyle) { events.record(.opened(view, style)) }
  func embed(_ view: String, in slot: EmbedSlot) { events.record(.embedded(view, slot)) }
  func closeCurrentModule() { events.record(.closed) }
}

@MainActor
private final class RouterStub {
  weak var transitionHandler: (any TransitionHandler<String>)?
  init(transitionHandler: any TransitionHandler<String>) {
    self.transitionHandler = transitionHandler
  }
}

@MainActor
struct TransitionHandlerTests {
  private let events = CallRecorder<Event>()

  private var factory: ClosureModuleFactory<String, PostPresenter> {
    ClosureModuleFactory { [events] in
      Module(view: "PostView", input: PostPresenter(events: events))
    }
  }

  @Test func configuresTheModuleThroughItsInputBeforeOpeningIt() {
    let handler = HandlerSpy(events: events)
    let output = PostModuleOutputSpy()

    let input = handler.openModule(factory, style: .present) { input in
      input.configure(postID: "42")
      input.output = output
    }

    expectCalls(events, .exactly([.configured(postID: "42"), .opened("PostView", .present)]))
    #expect(input.output === output)
  }

  @Test func embedsAConfiguredModuleInANamedSlot() {
    let handler = HandlerSpy(events: events)

    handler.embedModule(factory, in: "header") { $0.configure(postID: "1") }

    expectCalls(events, .exactly([.configured(postID: "1"), .embedded("PostView", "header")]))
  }

  @Test func worksThroughAWeakExistentialAsARouterHoldsIt() {
    let handler = HandlerSpy(events: events)
    let router = RouterStub(transitionHandler: handler)

    router.transitionHandler?.openModule(factory)
    router.transitionHandler?.closeCurrentModule()

    expectCalls(events, .exactly([.opened("PostView", .push), .closed]))
  }

  @Test func theModuleFactoryBuildsANewModuleEachTime() {
    let first = factory.makeModule().input
    let second = factory.makeModule().input

    #expect(first !== second)
    #expect(EmbedSlot("a").description == "a")
  }
}
