import CanonKit
import CanonTesting
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Observation
import Testing

private struct LogInFailed: Error, Equatable {}

@MainActor
@Observable
private final class SessionViewModel {
  var username = "ana"
  @ObservationIgnored let errors = ErrorBroadcast()
  @ObservationIgnored private(set) lazy var logIn = Command<String, String>(owner: self) {
    !$0.username.isEmpty
  } execute: { _, _ in
    throw LogInFailed()
  }

  func failOutsideACommand() { errors.send(LogInFailed()) }
}

/// A view controller written the way the README says: tokens for bindings and for errors.
@MainActor
private final class SessionViewController {
  let viewModel: SessionViewModel
  var tokens: [ObservationToken] = []
  var alerts: [String] = []

  init(viewModel: SessionViewModel) { self.viewModel = viewModel }

  func viewDidLoad() {
    tokens.append(viewModel.logIn.onError { [weak self] in self?.showAlert($0) })
    tokens.append(viewModel.errors.onError { [weak self] in self?.showAlert($0) })
  }

  func showAlert(_ error: any Error) { alerts.append(String(describing: error)) }
}

@MainActor
struct ErrorSubscriptionTests {
  @Test func theDocumentedViewControllerPatternReceivesErrorsAndLeaksNothing() async {
    var controller: SessionViewController? = SessionViewController(viewModel: SessionViewModel())
    controller?.viewDidLoad()

    await controller?.viewModel.logIn.execute("x")
    controller?.viewModel.failOutsideACommand()
    #expect(controller?.alerts == ["LogInFailed()", "LogInFailed()"])

    let controllerProbe = LeakProbe(controller!)
    let viewModelProbe = LeakProbe(controller!.viewModel)
    controller = nil
    // Give pending main-actor work (none expected) a chance to release what it holds.
    await Task.yield()

    #expect(controllerProbe.isReleased)
    #expect(viewModelProbe.isReleased)
  }

  @Test func releasingOrCancellingTheTokenStopsDelivery() async {
    let viewModel = SessionViewModel()
    var received = 0
    var token: ObservationToken? = viewModel.errors.onError { _ in received += 1 }
    let cancelled = viewModel.errors.onError { _ in received += 100 }
    cancelled.cancel()

    viewModel.failOutsideACommand()
    token = nil
    viewModel.failOutsideACommand()

    #expect(received == 1)
    #expect(viewModel.errors.subscriberCount == 0)
    #expect(token == nil)
  }

  @Test func cancellationIsNeverBroadcast() {
    let errors = ErrorBroadcast()
    var received: [String] = []
    let token = errors.onError { received.append(String(describing: $0)) }

    errors.send(CancellationError())
    errors.send(URLError(.cancelled))
    errors.send(LogInFailed())

    #expect(received == ["LogInFailed()"])
    _ = token
  }
}
