import CanonKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private struct Offline: Error {}

@MainActor
struct CommandCancellationTests {
  @Test func cancelStopsTheRunningExecutionWithoutReportingAnError() async {
    var reported: [any Error] = []
    let command = Command<Void, Int>(execute: {
      try await Task.sleep(for: .seconds(30))
      return 1
    })
    let token = command.onError { reported.append($0) }

    let execution = Task { await command.execute() }
    #expect(await eventually { command.isExecuting })
    command.cancel()

    #expect(await execution.value == nil)
    #expect(command.isExecuting == false)
    #expect(reported.isEmpty)
    _ = token
  }

  @Test func cancellingTheCallerCancelsTheWork() async {
    var sawCancellation = false
    let command = Command<Void, Int>(execute: {
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        sawCancellation = error is CancellationError
        throw error
      }
      return 1
    })

    let execution = Task { await command.execute() }
    #expect(await eventually { command.isExecuting })
    execution.cancel()

    #expect(await execution.value == nil)
    #expect(sawCancellation)
  }

  @Test func aCancelledURLRequestIsNotAnErrorButOtherFailuresAre() async {
    var failures = [URLError(.cancelled), Offline()] as [any Error]
    var reported: [String] = []
    let command = Command<Void, Int>(execute: { throw failures.removeFirst() })
    let token = command.onError { reported.append(String(describing: type(of: $0))) }

    await command.execute()
    await command.execute()

    #expect(reported == ["Offline"])
    _ = token
  }
}
