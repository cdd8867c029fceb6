/// Indexing progress as `window/workDoneProgress`, for a client that said it shows it: each
/// load creates a token, and its steps (`begin`, `report`, `end`) go out once the client has
/// accepted the token (LSP: progress on a token the client has not set up may be dropped). A
/// client that refuses the token sees none of its steps.
struct ProgressReporter {
  /// What to send.
  enum Message {
    case create(id: RequestID, token: String)
    case progress(token: String, WorkDoneProgress)
  }

  let isSupported: Bool
  private var nextToken = 1
  private var current: String?
  /// Tokens created and not yet answered, by the id of their `create` request, with the steps
  /// that wait for the answer.
  private var awaiting: [RequestID: (token: String, steps: [WorkDoneProgress])] = [:]
  private var accepted: Set<String> = []

  init(isSupported: Bool) {
    self.isSupported = isSupported
  }

  /// Starts the progress of a new piece of work; `id` is the request that creates its token.
  mutating func begin(_ title: String, message: String, id: () -> RequestID) -> [Message] {
    guard isSupported else { return [] }
    let token = "canon-indexing-\(nextToken)"
    nextToken += 1
    current = token
    let request = id()
    awaiting[request] = (token, [.begin(title, message: message)])
    return [.create(id: request, token: token)]
  }

  mutating func report(_ message: String) -> [Message] { step(.report(message)) }

  mutating func end(_ message: String) -> [Message] {
    defer { current = nil }
    return step(.end(message))
  }

  /// The client's answer to a `create` request: the token's steps so far, if it was accepted.
  mutating func answered(_ id: RequestID, accepted isAccepted: Bool) -> [Message] {
    guard let (token, steps) = awaiting.removeValue(forKey: id), isAccepted else { return [] }
    if steps.last?.kind != "end" { accepted.insert(token) }
    return steps.map { .progress(token: token, $0) }
  }

  private mutating func step(_ value: WorkDoneProgress) -> [Message] {
    guard let token = current else { return [] }
    if let id = awaiting.first(where: { $0.value.token == token })?.key {
      awaiting[id]?.steps.append(value)
      return []
    }
    guard accepted.contains(token) else { return [] }
    if value.kind == "end" { accepted.remove(token) }
    return [.progress(token: token, value)]
  }
}
