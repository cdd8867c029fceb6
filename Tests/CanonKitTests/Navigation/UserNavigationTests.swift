import CanonKit
import CanonTesting
import Logging
import Testing

private struct FlowDependencies {}

@MainActor private final class ListViewModel {}
@MainActor private final class ItemViewModel {
  let id: Int
  init(id: Int) { self.id = id }
}

private struct NoViewForViewModel: Error {}

private enum HostCall: Equatable, Sendable {
  case show(String, PresentationStyle, animated: Bool)
  case dismiss(PresentationStyle, animated: Bool)
}

/// A host that keeps the view models it shows (as a UIKit host's view controllers do) and can be
/// told to fail, as a UIKit host does when it has no view for a view model.
@MainActor
private final class HostSpy: NavigationHost {
  let recorder = CallRecorder<HostCall>()
  var failing = false
  private(set) var shown: [AnyObject] = []
  func show(_ viewModel: AnyObject, style: PresentationStyle, animated: Bool) throws {
    if failing { throw NoViewForViewModel() }
    if style == .setRoot { shown.removeAll() }
    shown.append(viewModel)
    recorder.record(.show(String(describing: type(of: viewModel)), style, animated: animated))
  }
  func dismiss(shownWith style: PresentationStyle, animated: Bool) throws {
    if failing { throw NoViewForViewModel() }
    shown.removeLast()
    recorder.record(.dismiss(style, animated: animated))
  }
  /// What UIKit does on a back swipe: the screen goes, the service is told.
  func userLeaves(_ viewModel: AnyObject, reportingTo navigation: NavigationService<FlowDependencies>) {
    shown.removeAll { $0 === viewModel }
    navigation.userDidLeave(screenOf: viewModel)
  }
}

/// The flow that opened an item; it closes its own screen when something else finishes it.
@MainActor
private final class ItemCoordinator: Coordinator {
  weak var navigation: NavigationService<FlowDependencies>?
  weak var item: ItemViewModel?
  var tearDownCount = 0
  override func start() {
    item = try? navigation?.show(.item(1), style: .present, finishing: self)
  }
  override func tearDown() {
    tearDownCount += 1
    if let item { navigation?.dismiss(through: item) }
  }
}

/// A flow of two screens bound to its last one; closing the flow closes its first screen too.
@MainActor
private final class TwoStepCoordinator: Coordinator {
  weak var navigation: NavigationService<FlowDependencies>?
  weak var first: ItemViewModel?
  override func start() {
    first = try? navigation?.show(.item(10), style: .push)
    _ = try? navigation?.show(.item(11), style: .push, finishing: self)
  }
  override func tearDown() {
    if let first { navigation?.dismiss(through: first) }
  }
}

extension Screen where Dependencies == FlowDependencies, ViewModel == ListViewModel {
  fileprivate static var list: Self { Screen("List") { _, _ in ListViewModel() } }
}

extension Screen where Dependencies == FlowDependencies, ViewModel == ItemViewModel {
  fileprivate static func item(_ id: Int) -> Self { Screen("Item") { _, _ in ItemViewModel(id: id) } }
}

@MainActor
struct UserNavigationTests {
  private let host = HostSpy()
  private let logs = LogRecorder()
  private var navigation: NavigationService<FlowDependencies> {
    NavigationService(dependencies: FlowDependencies(), host: host, logger: logs.logger())
  }

  private var transitions: [[String: String]] {
    logs.entries.filter { $0.message == "navigation transition" }.map(\.metadata)
  }

  @Test func afterTheUserSwipedAModalAwayTheNextDismissPopsTheRightScreen() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    try navigation.show(.item(1), style: .push)
    let modal = try navigation.show(.item(2), style: .present)
    host.recorder.reset()

    host.userLeaves(modal, reportingTo: navigation)
    #expect(navigation.dismiss(animated: false))

    #expect(navigation.stack == ["List"])
    expectCalls(host.recorder, .exactly([.dismiss(.push, animated: false)]))
    #expect(
      transitions.suffix(2) == [
        ["from": "Item", "to": "Item", "style": "dismissed"],
        ["from": "Item", "to": "List", "style": "dismiss"],
      ])
  }

  @Test func leavingAScreenRemovesItAndTheScreensAboveIt() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    let pushed = try navigation.show(.item(1), style: .push)
    try navigation.show(.item(2), style: .present)
    host.recorder.reset()

    host.userLeaves(pushed, reportingTo: navigation)

    #expect(navigation.stack == ["List"])
    #expect(
      transitions.suffix(2) == [
        ["from": "Item", "to": "Item", "style": "dismissed"],
        ["from": "Item", "to": "List", "style": "back"],
      ])
    // The UI already changed: the host is not asked to do anything.
    expectCalls(host.recorder, .nothing)
  }

  @Test func reportingAScreenTheServiceAlreadyRemovedChangesNothing() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    let item = try navigation.show(.item(1), style: .push)
    navigation.dismiss()
    let logged = logs.entries.count

    navigation.userDidLeave(screenOf: item)

    #expect(navigation.stack == ["List"])
    #expect(logs.entries.count == logged)
  }

  @Test func theCoordinatorBoundToAScreenTheUserLeftFinishesAndIsReleased() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    let root = Coordinator()
    var flow: ItemCoordinator? = ItemCoordinator()
    flow?.navigation = navigation
    root.start(child: flow!)
    let probe = LeakProbe(flow!)
    let item = try #require(flow?.item)
    host.recorder.reset()

    host.userLeaves(item, reportingTo: navigation)

    #expect(flow?.isFinished == true)
    #expect(flow?.tearDownCount == 1)
    #expect(root.children.isEmpty)
    // Its tear-down found its screen already gone and dismissed nothing else.
    expectCalls(host.recorder, .nothing)
    #expect(navigation.stack == ["List"])
    flow = nil
    #expect(probe.isReleased)
  }

  @Test func aCoordinatorFinishedByItsParentDismissesItsOwnScreen() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    let root = Coordinator()
    let flow = ItemCoordinator()
    flow.navigation = navigation
    root.start(child: flow)
    host.recorder.reset()

    root.finish()

    #expect(navigation.stack == ["List"])
    expectCalls(host.recorder, .exactly([.dismiss(.present, animated: true)]))
    #expect(flow.tearDownCount == 1)
  }

  @Test func aCoordinatorClosingItsOwnScreensDuringADismissalDoesNotMakeItGoFurther() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    try navigation.show(.item(1), style: .push)
    let root = Coordinator()
    let flow = TwoStepCoordinator()
    flow.navigation = navigation
    root.start(child: flow)
    let first = try #require(flow.first)
    #expect(navigation.stack == ["List", "Item", "Item", "Item"])

    #expect(navigation.dismiss(through: first))

    #expect(navigation.stack == ["List", "Item"])
    #expect(flow.isFinished)
  }

  @Test func aHostThatFailsToShowLeavesTheStackAndSaysSo() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    host.failing = true

    // The caller sees the host's error, and gets no view model of a screen that is not shown.
    #expect(throws: NoViewForViewModel.self) { try navigation.show(.item(1), style: .push) }

    #expect(navigation.stack == ["List"])
    #expect(logs.entries.last?.level == .error)
    #expect(transitions.count == 1)
  }

  @Test func aHostThatFailsToDismissLeavesTheStackAndSaysSo() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    try navigation.show(.item(1), style: .push)
    host.failing = true

    #expect(navigation.dismiss() == false)

    #expect(navigation.stack == ["List", "Item"])
    #expect(logs.entries.last?.level == .error)
  }

  @Test func aDeepLinkOpensAWholePathInOneCallAnimatingOnlyTheLastStep() {
    let navigation = self.navigation

    let shown = navigation.show(path: [
      Route(.list, style: .setRoot), Route(.item(4), style: .push), Route(.item(5), style: .present),
    ])

    #expect(navigation.stack == ["List", "Item", "Item"])
    #expect(shown.compactMap { ($0 as? ItemViewModel)?.id } == [4, 5])
    expectCalls(
      host.recorder,
      .exactly([
        .show("ListViewModel", .setRoot, animated: false),
        .show("ItemViewModel", .push, animated: false),
        .show("ItemViewModel", .present, animated: true),
      ]))
  }

  @Test func aDeepLinkStopsAtTheFirstStepTheHostCannotShow() throws {
    let navigation = self.navigation
    try navigation.show(.list, style: .setRoot)
    host.failing = true

    let shown = navigation.show(path: [Route(.item(4), style: .push), Route(.item(5), style: .push)])

    #expect(shown.isEmpty)
    #expect(navigation.stack == ["List"])
  }
}
