import CanonKit
import CanonTesting
import Testing

// The router, word for word but for the view type: a module factory that hands out an
// existential input, and a router that opens it through an existential transition handler.

/// Stands in for UIViewController.
@MainActor
private final class ScreenStub {
  let name: String
  init(name: String) { self.name = name }
}

private enum Step: Equatable, Sendable {
  case configured(itemID: Int)
  case outputSet
  case opened(String, OpenStyle)
  case embedded(String, EmbedSlot)
  case finished
}

@MainActor
private protocol CartModuleOutput: ModuleOutput {
  func didFinishCartModule()
}

@MainActor
private protocol CartModuleInput: ModuleInputWithOutput<any CartModuleOutput> {
  func configure(itemID: Int)
}

@MainActor
private final class CartPresenter: CartModuleInput {
  let steps: CallRecorder<Step>
  weak var moduleOutput: (any CartModuleOutput)?
  init(steps: CallRecorder<Step>) { self.steps = steps }

  func configure(itemID: Int) { steps.record(.configured(itemID: itemID)) }

  func setModuleOutput(_ output: any CartModuleOutput) {
    moduleOutput = output
    steps.record(.outputSet)
  }

  func finish() { moduleOutput?.didFinishCartModule() }
}

@MainActor
private struct CartAssembly: ModuleFactory {
  let steps: CallRecorder<Step>
  func makeModule() -> Module<ScreenStub, any CartModuleInput> {
    Module(view: ScreenStub(name: "Cart"), input: CartPresenter(steps: steps))
  }
}

@MainActor
private final class HomeRouter {
  weak var transitionHandler: (any TransitionHandler<ScreenStub>)?
  let steps: CallRecorder<Step>
  init(steps: CallRecorder<Step>) { self.steps = steps }

  func openCart(itemID: Int) {
    transitionHandler?.openModule(CartAssembly(steps: steps), style: .push) { $0.configure(itemID: itemID) }
  }

  /// What a generated router does: the factory comes from the assembly, the output from the
  /// presenter that asks for the transition.
  func openCart(
    with factory: any ModuleFactory<ScreenStub, any CartModuleInput>, output: any CartModuleOutput
  ) -> (any CartModuleInput)? {
    transitionHandler?.openModule(factory, style: .present) { $0.setModuleOutput(output) }
  }

  func embedCart(in slot: EmbedSlot) {
    transitionHandler?.embedModule(CartAssembly(steps: steps), in: slot) { $0.configure(itemID: 7) }
  }
}

@MainActor
private final class HomePresenterSpy: CartModuleOutput {
  let steps: CallRecorder<Step>
  init(steps: CallRecorder<Step>) { self.steps = steps }
  func didFinishCartModule() { steps.record(.finished) }
}

@MainActor
private final class ScreenHandlerSpy: TransitionHandler {
  let steps: CallRecorder<Step>
  init(steps: CallRecorder<Step>) { self.steps = steps }
  func open(_ view: ScreenStub, style: OpenStyle) { steps.record(.opened(view.name, style)) }
  func embed(_ view: ScreenStub, in slot: EmbedSlot) { steps.record(.embedded(view.name, slot)) }
  func closeCurrentModule() {}
}

@MainActor
struct ModuleOpeningTests {
  private let steps = CallRecorder<Step>()

  @Test func aRouterOpensAModuleThroughItsInputProtocolConfiguredBeforeItShows() {
    let handler = ScreenHandlerSpy(steps: steps)
    let router = HomeRouter(steps: steps)
    router.transitionHandler = handler

    router.openCart(itemID: 42)

    expectCalls(steps, .exactly([.configured(itemID: 42), .opened("Cart", .push)]))
  }

  @Test func theOpenerSetsItselfAsTheModuleOutputAndHearsFromTheModule() throws {
    let handler = ScreenHandlerSpy(steps: steps)
    let router = HomeRouter(steps: steps)
    router.transitionHandler = handler
    let home = HomePresenterSpy(steps: steps)
    let factory: any ModuleFactory<ScreenStub, any CartModuleInput> = CartAssembly(steps: steps)

    let input = try #require(router.openCart(with: factory, output: home))
    try #require(input as? CartPresenter).finish()

    expectCalls(steps, .exactly([.outputSet, .opened("Cart", .present), .finished]))
  }

  @Test func theModuleHoldsItsOutputWeakly() {
    let presenter = CartPresenter(steps: steps)
    var home: HomePresenterSpy? = HomePresenterSpy(steps: steps)
    presenter.setModuleOutput(home!)

    home = nil

    #expect(presenter.moduleOutput == nil)
  }

  @Test func aRouterEmbedsAModuleInTheSlotItNames() {
    let handler = ScreenHandlerSpy(steps: steps)
    let router = HomeRouter(steps: steps)
    router.transitionHandler = handler

    router.embedCart(in: "basket")

    expectCalls(steps, .exactly([.configured(itemID: 7), .embedded("Cart", "basket")]))
  }

  @Test func nothingOpensOnceTheTransitionHandlerIsGone() {
    let router = HomeRouter(steps: steps)
    do {
      let handler = ScreenHandlerSpy(steps: steps)
      router.transitionHandler = handler
    }

    router.openCart(itemID: 1)

    expectCalls(steps, .exactly([]))
  }
}
