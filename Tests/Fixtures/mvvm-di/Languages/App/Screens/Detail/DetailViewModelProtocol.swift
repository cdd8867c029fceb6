protocol DetailViewModelProtocol: AnyObject {
  var title: String { get }
  var isFavourite: Bool { get }
  func toggleFavourite()
}
