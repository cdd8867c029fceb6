import Foundation

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Codable, Hashable, Sendable {
  case number(Int)
  case string(String)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    }
  }
}

/// JSON-RPC and LSP error codes the server answers with.
public enum ErrorCode {
  public static let parseError = -32700
  public static let invalidRequest = -32600
  public static let methodNotFound = -32601
  public static let invalidParams = -32602
  public static let internalError = -32603
  public static let serverNotInitialized = -32002
  /// A request the client cancelled (`$/cancelRequest`) before it was answered.
  public static let requestCancelled = -32800
}

/// `$/cancelRequest`.
public struct CancelParams: Codable, Sendable {
  public var id: RequestID
}

public struct ResponseError: Codable, Error, Sendable, Equatable {
  public var code: Int
  public var message: String

  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }
}

/// What every incoming message says about itself: a request has an id and a method, a
/// notification only a method, a response (to a request of the server's) an id and a result or
/// an error.
struct Envelope: Decodable {
  var id: RequestID?
  var method: String?
  var isResponse: Bool
  var isError: Bool

  enum CodingKeys: String, CodingKey { case id, method, result, error }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // `"id": null` is how a parse error's response names no request; take it as no id.
    id = try container.decodeIfPresent(RequestID.self, forKey: .id)
    method = try container.decodeIfPresent(String.self, forKey: .method)
    isError = container.contains(.error)
    isResponse = container.contains(.result) || isError
  }
}

/// The `params` of a message, decoded from the same body as its envelope.
struct ParamsOf<Params: Decodable>: Decodable {
  var params: Params
}

/// A message without parameters, or whose parameters the server does not read.
public struct NoParams: Codable, Sendable {
  public init() {}
}

/// A response: `result` on success (`null` when the method returns nothing), else `error`.
struct Response<Result: Encodable>: Encodable {
  var id: RequestID?
  var result: Result?
  var error: ResponseError?

  enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    if let id {
      try container.encode(id, forKey: .id)
    } else {
      try container.encodeNil(forKey: .id)
    }
    if let error {
      try container.encode(error, forKey: .error)
    } else if let result {
      try container.encode(result, forKey: .result)
    } else {
      try container.encodeNil(forKey: .result)
    }
  }
}

/// A notification or a request the server sends.
struct Outgoing<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID?
  var method: String
  var params: Params
}

enum JSONCoding {
  static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Every message type here encodes; a failure would be a programming error, answered as one.
    return (try? encoder.encode(value))
      ?? Data(
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"cannot encode the response"}}"#
          .utf8)
  }
}
