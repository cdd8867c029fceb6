import Foundation

protocol MonkeyAPI {
  func fetchProfile(completion: @escaping ([String: Any]) -> Void)
}

final class RemoteMonkeyAPI: MonkeyAPI {
  func fetchProfile(completion: @escaping ([String: Any]) -> Void) {
    completion([:])
  }
}
