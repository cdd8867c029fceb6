/// `window/workDoneProgress/create`.
public struct WorkDoneProgressCreateParams: Codable, Sendable {
  public var token: String
}

/// `$/progress` with a work-done value.
public struct ProgressParams: Codable, Sendable {
  public var token: String
  public var value: WorkDoneProgress
}

/// A step of work-done progress: `begin` (with a title), `report`, `end`.
public struct WorkDoneProgress: Codable, Sendable, Equatable {
  public var kind: String
  public var title: String?
  public var message: String?
  public var cancellable: Bool?

  public static func begin(_ title: String, message: String) -> WorkDoneProgress {
    WorkDoneProgress(kind: "begin", title: title, message: message, cancellable: false)
  }

  public static func report(_ message: String) -> WorkDoneProgress {
    WorkDoneProgress(kind: "report", title: nil, message: message, cancellable: nil)
  }

  public static func end(_ message: String) -> WorkDoneProgress {
    WorkDoneProgress(kind: "end", title: nil, message: message, cancellable: nil)
  }
}
