import Foundation

protocol ProfileViewModelDelegate: AnyObject {
  func didSet(state: ProfileView.State)
}

final class ProfileViewModel {
  private let client: HTTPClient
  weak var delegate: ProfileViewModelDelegate?

  init(client: HTTPClient) {
    self.client = client
  }

  func loadProfile() {
    delegate?.didSet(state: .loading)
    client.get("/me") { [weak self] result in
      guard let strongSelf = self else {
        return
      }
      switch result {
      case .success(let data):
        strongSelf.delegate?.didSet(state: .loaded(name: String(decoding: data, as: UTF8.self)))
      case .failure(let error):
        strongSelf.delegate?.didSet(state: .failed(error))
      }
    }
  }
}
