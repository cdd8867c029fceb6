import Foundation

protocol HTTPClient: AnyObject {
  func get(_ path: String, completion: @escaping (Result<Data, Error>) -> Void)
}
