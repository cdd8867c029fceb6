import Foundation

protocol BananasViewModelType: AnyObject {
  var titleText: String { get }
  var bananaNames: [String] { get }
  func eatSomeBanana()
}

final class BananasViewModel: BananasViewModelType {
  private(set) var titleText: String
  private(set) var bananaNames: [String] = []

  private let store: BananaStore
  private var bananas: [BananaType] = [] {
    didSet { bananaNames = bananas.map(\.name) }
  }

  init(monkey: MonkeyType, store: BananaStore, navigation: AppNavigationService) {
    self.store = store
    self.titleText = monkey.name
  }

  func eatSomeBanana() {
    guard let banana = bananas.last else { return }
    store.eat(banana) { [weak self] in
      self?.bananas.removeLast()
    }
  }
}
