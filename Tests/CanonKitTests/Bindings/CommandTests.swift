import CanonKit
import CanonTesting
import Observation
import Testing
import XCTest

private struct LogInFailed: Error, Equatable {}

@MainActor
@Observable
private final class LoginViewModel {
  var username = ""
  var shouldFail = false
  var gate: CheckedContinuation<Void, Never>?
  var useGate = false

  @ObservationIgnored private(set) lazy var logIn = Command<String, String>(owner: self) {
    viewModel in
    !viewModel.username.isEmpty
  } execute: { viewModel, password in
    if viewModel.useGate {
      await withCheckedContinuation { viewModel.gate = $0 }
    }
    if viewModel.shouldFail { throw LogInFailed() }
    return "\(viewModel.username):\(password)"
  }
}

@MainActor
struct CommandTests {
  @Test func runsWithItsInputAndReturnsTheOutput() async {
    let viewModel = LoginViewModel()
    viewModel.username = "ana"

    let output = await viewModel.logIn.execute("secret")

    #expect(output == "ana:secret")
    #expect(viewModel.logIn.isExecuting == false)
  }

  @Test func isEnabledFollowsTheViewModelState() async {
    let viewModel = LoginViewModel()
    #expect(viewModel.logIn.isEnabled == false)
    #expect(await viewModel.logIn.execute("x") == nil)

    viewModel.username = "ana"

    #expect(viewModel.logIn.isEnabled)
  }

  @Test func observersOfIsEnabledAreNotifiedWhenTheStateItReadsChanges() async {
    let viewModel = LoginViewModel()
    var seen: [Bool] = []
    let token = observe {
      viewModel.logIn.isEnabled
    } onChange: {
      seen.append($0)
    }

    viewModel.username = "ana"

    #expect(await eventually { seen == [false, true] })
    _ = token
  }

  @Test func isExecutingAndDisabledWhileRunningAndNeverRunsTwiceAtOnce() async {
    let viewModel = LoginViewModel()
    viewModel.username = "ana"
    viewModel.useGate = true

    let first = Task { await viewModel.logIn.execute("1") }
    #expect(await eventually { viewModel.gate != nil })
    #expect(viewModel.logIn.isExecuting)
    #expect(viewModel.logIn.isEnabled == false)

    let second = await viewModel.logIn.execute("2")

    #expect(second == nil)
    viewModel.gate?.resume()
    #expect(await first.value == "ana:1")
    #expect(viewModel.logIn.isExecuting == false)
    #expect(viewModel.logIn.isEnabled)
  }

  @Test func deliversErrorsToEverySubscriberInsteadOfThrowing() async {
    let viewModel = LoginViewModel()
    viewModel.username = "ana"
    viewModel.shouldFail = true
    var first = viewModel.logIn.errors.makeAsyncIterator()
    var second = viewModel.logIn.errors.makeAsyncIterator()

    let output = await viewModel.logIn.execute("x")

    #expect(output == nil)
    #expect(await first.next() as? LogInFailed == LogInFailed())
    #expect(await second.next() as? LogInFailed == LogInFailed())
  }

  @Test func cancellationIsNotReportedAsAnError() async {
    var attempts = 0
    let command = Command<Void, Int>(execute: {
      attempts += 1
      if attempts == 1 { throw CancellationError() }
      throw LogInFailed()
    })
    var errors = command.errors.makeAsyncIterator()

    #expect(await command.execute() == nil)
    #expect(await command.execute() == nil)

    // The first error delivered is the second attempt's: the cancellation was skipped.
    #expect(await errors.next() as? LogInFailed == LogInFailed())
  }

  @Test func errorSequencesFinishWhenTheCommandGoesAway() async {
    var command: Command<Void, Int>? = Command(execute: { 1 })
    let errors = command!.errors

    command = nil

    var iterator = errors.makeAsyncIterator()
    #expect(await iterator.next() == nil)
  }

  @Test func isDisabledOnceItsOwnerIsGone() async {
    var owner: LoginViewModel? = LoginViewModel()
    owner?.username = "ana"
    let command = owner!.logIn

    owner = nil

    #expect(command.isEnabled == false)
    #expect(await command.execute("x") == nil)
  }
}

final class CommandLeakTests: XCTestCase {
  @MainActor
  func testAViewModelOwningACommandIsReleased() async {
    let viewModel = LoginViewModel()
    viewModel.username = "ana"
    trackForLeaks(viewModel)
    trackForLeaks(viewModel.logIn)

    _ = await viewModel.logIn.execute("x")
  }
}
