import Foundation

protocol BananaStore: AnyObject {
  func fetchBananas(for monkey: MonkeyType, completion: @escaping ([BananaType]) -> Void)
  func eat(_ banana: BananaType, completion: @escaping () -> Void)
}

final class RemoteBananaStore: BananaStore {
  private let session: URLSession

  init(session: URLSession) {
    self.session = session
  }

  func fetchBananas(for monkey: MonkeyType, completion: @escaping ([BananaType]) -> Void) {
    completion([Banana(id: 1, name: "Cavendish")])
  }

  func eat(_ banana: BananaType, completion: @escaping () -> Void) {
    completion()
  }
}
