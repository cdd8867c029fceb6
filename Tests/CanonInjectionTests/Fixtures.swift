protocol Networking: AnyObject {}
final class Network: Networking {}

protocol API: AnyObject { var network: any Networking { get } }
final class SomeAPI: API {
  let network: any Networking
  init(network: any Networking) { self.network = network }
}

protocol ImageResizing {}
struct ImageResizer: ImageResizing {}

protocol ImageSearching {
  var api: any API { get }
  var resizer: any ImageResizing { get }
}
struct ImageSearch: ImageSearching {
  let api: any API
  let resizer: any ImageResizing
  init(api: any API, resizer: any ImageResizing) {
    self.api = api
    self.resizer = resizer
  }
}

protocol Geocoding {}
struct Geocoder: Geocoding {}

struct Banana: Equatable {
  let name: String
}

protocol DetailViewModeling {
  var banana: Banana { get }
}
final class DetailViewModel: DetailViewModeling {
  let banana: Banana
  let search: any ImageSearching
  let geocoder: any Geocoding
  init(banana: Banana, search: any ImageSearching, geocoder: any Geocoding) {
    self.banana = banana
    self.search = search
    self.geocoder = geocoder
  }
}

final class DetailViewController {
  let viewModel: any DetailViewModeling
  let title: String
  init(viewModel: any DetailViewModeling, title: String) {
    self.viewModel = viewModel
    self.title = title
  }
}
