import Foundation

protocol LanguagesViewModeling: AnyObject {
  var languages: [Language] { get }
  var errorMessage: String? { get }
  func load() async
}

final class LanguagesViewModel: LanguagesViewModeling {
  private(set) var languages: [Language] = []
  private(set) var errorMessage: String?

  private let api: LanguagesAPI
  private let geocoder: Geocoding

  init(api: LanguagesAPI, geocoder: Geocoding) {
    self.api = api
    self.geocoder = geocoder
  }

  func load() async {
    do {
      languages = try await api.languages()
      errorMessage = nil
    } catch {
      errorMessage = error.localizedDescription
    }
  }
}
