import Foundation

protocol BananaType {
  var id: Int { get }
  var name: String { get }
}

struct Banana: BananaType, Equatable {
  let id: Int
  let name: String
}
