/// `initialize`: only what the server reads.
public struct InitializeParams: Codable, Sendable {
  public var rootUri: String?
  public var rootPath: String?
  public var workspaceFolders: [WorkspaceFolder]?
  public var capabilities: ClientCapabilities?

  public struct WorkspaceFolder: Codable, Sendable {
    public var uri: String
    public var name: String?
  }

  public struct ClientCapabilities: Codable, Sendable {
    public var workspace: Workspace?
    public var window: Window?

    public struct Window: Codable, Sendable {
      /// Whether the client shows `window/workDoneProgress`.
      public var workDoneProgress: Bool?
    }

    public struct Workspace: Codable, Sendable {
      public var didChangeWatchedFiles: DynamicRegistration?
    }

    public struct DynamicRegistration: Codable, Sendable {
      public var dynamicRegistration: Bool?
    }
  }
}

public struct InitializeResult: Codable, Sendable {
  public var capabilities: ServerCapabilities
  public var serverInfo: ServerInfo

  public struct ServerInfo: Codable, Sendable {
    public var name: String
    public var version: String
  }
}

public struct ServerCapabilities: Codable, Sendable {
  public var textDocumentSync: TextDocumentSyncOptions
  public var codeActionProvider: CodeActionOptions

  public struct TextDocumentSyncOptions: Codable, Sendable {
    public var openClose: Bool
    /// 2: incremental.
    public var change: Int
    public var save: SaveOptions
  }

  public struct SaveOptions: Codable, Sendable {
    public var includeText: Bool
  }

  public struct CodeActionOptions: Codable, Sendable {
    public var codeActionKinds: [String]
  }
}

/// `client/registerCapability`, to be told of file changes on disk.
public struct RegistrationParams: Codable, Sendable {
  public var registrations: [Registration]

  public struct Registration: Codable, Sendable {
    public var id: String
    public var method: String
    public var registerOptions: WatchedFilesOptions
  }

  public struct WatchedFilesOptions: Codable, Sendable {
    public var watchers: [Watcher]
  }

  public struct Watcher: Codable, Sendable {
    public var globPattern: String
  }
}

/// `window/logMessage`.
public struct LogMessageParams: Codable, Sendable {
  /// 1 error, 2 warning, 3 info, 4 log.
  public var type: Int
  public var message: String
}
