import ArgumentParser
import CanonLanguageServer
import CanonLint
import CanonRules
import Dispatch
import Foundation

/// `canon lsp`: the language server editors start (docs/editors.md).
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run Canon's language server on standard input and output, for editors.",
    discussion: """
      Speaks the Language Server Protocol: findings as the editor's diagnostics while you type, \
      quick fixes, and the same configuration, baseline and cache as `canon lint`. Editors start \
      it themselves; docs/editors.md says how for each.
      """)

  @OptionGroup var cache: CacheOptions

  @Option(
    help: ArgumentHelp(
      "Where each diagnostic's rule documentation link points; the rule id is appended as an anchor.",
      valueName: "url"))
  var rulesDocumentation = RuleLinks.defaultBase

  func run() throws {
    let options = LanguageServer.Options(
      registry: CanonRules.registry, version: CanonCommand.version, cache: cache.open(),
      links: RuleLinks(base: rulesDocumentation))
    let status = Blocking.wait {
      await ServerLoop.runOnStandardStreams { LanguageServer(options: options, sink: $0) }
    }
    throw ExitCode(status)
  }
}

/// Waits on the main thread for async work: commands run synchronously.
private enum Blocking {
  static func wait(_ work: @escaping @Sendable () async -> Int32) -> Int32 {
    let result = StatusBox()
    let done = DispatchSemaphore(value: 0)
    Task {
      result.set(await work())
      done.signal()
    }
    done.wait()
    return result.value
  }

  private final class StatusBox: @unchecked Sendable {
    // Written once by the task before it signals; read after the wait.
    private let lock = NSLock()
    private var status: Int32 = 1
    func set(_ value: Int32) { lock.withLock { status = value } }
    var value: Int32 { lock.withLock { status } }
  }
}
