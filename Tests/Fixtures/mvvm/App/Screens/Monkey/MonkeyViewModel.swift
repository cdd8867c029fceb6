import Foundation

final class MonkeyViewModel {
  private let api = RemoteMonkeyAPI()
  private let decoder = JSONDecoder()
  private(set) var monkey: Monkey?

  func load() {
    api.fetchProfile { [weak self] profile in
      self?.monkey = Monkey(name: profile["name"] as? String ?? "")
    }
  }

  func close(from host: UIViewController) {
    host.dismiss(animated: true)
  }
}
