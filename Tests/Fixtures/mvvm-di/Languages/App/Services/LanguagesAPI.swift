import Foundation

struct Language: Decodable, Equatable {
  let code: String
  let name: String
}

final class LanguagesAPI {
  private let network: Networking

  init(network: Networking) {
    self.network = network
  }

  func languages() async throws -> [Language] {
    try JSONDecoder().decode([Language].self, from: try await network.data(for: "/languages"))
  }
}
