import Foundation

final class DetailViewModel: DetailViewModelProtocol {
  let title: String
  private(set) var isFavourite = false
  private let favourites = FavouritesStore()

  init(language: Language) {
    title = language.name
  }

  func toggleFavourite() {
    isFavourite.toggle()
    favourites.save(title, isFavourite: isFavourite)
  }
}

final class FavouritesStore {
  static let shared = FavouritesStore()

  func save(_ name: String, isFavourite: Bool) {
    UserDefaults.standard.set(isFavourite, forKey: name)
  }
}
