import Foundation

protocol Networking {
  func data(for path: String) async throws -> Data
}

final class Network: Networking {
  private let baseURL: String
  private let session: URLSession

  init(baseURL: String, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  func data(for path: String) async throws -> Data {
    let url = URL(string: baseURL + path)!
    return try await session.data(from: url).0
  }
}
