import Foundation

protocol MonkeyType {
  var name: String { get }
}

struct Monkey: MonkeyType {
  let name: String
}
