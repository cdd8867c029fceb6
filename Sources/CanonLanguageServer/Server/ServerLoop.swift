import Foundation

/// Runs a server on a byte stream: frames messages, hands them to the server in order, tells it
/// when it has handled all it has read (the moment work it asked for starts: a burst of edits
/// read together is linted once), and stops at `exit` or when the input ends (the client is
/// gone).
public enum ServerLoop {
  /// The process's exit status: 0 after `shutdown` then `exit`, 1 otherwise (LSP's rule; a
  /// client that disappears without `shutdown` counts as otherwise).
  public static func run(_ server: LanguageServer, input: AsyncStream<[UInt8]>) async -> Int32 {
    var framer = MessageFramer()
    for await chunk in input {
      framer.append(chunk)
      while true {
        let body: [UInt8]?
        do {
          body = try framer.next()
        } catch {
          await server.reject(error)
          continue
        }
        guard let body else {
          await server.inputDrained()
          break
        }
        if await server.handle(Data(body)) == .exit { return await server.exitStatus }
      }
    }
    return await server.exitStatus
  }

  /// Standard input and output, as `canon lsp` runs.
  public static func runOnStandardStreams(_ makeServer: (any MessageSink) -> LanguageServer) async
    -> Int32
  {
    // A broken pipe is an error from `write`, not a signal that kills the process silently.
    signal(SIGPIPE, SIG_IGN)
    let sink = FileDescriptorSink(descriptor: 1, onClosed: { exit(1) })
    return await run(makeServer(sink), input: InputReader.chunks(of: 0))
  }
}
