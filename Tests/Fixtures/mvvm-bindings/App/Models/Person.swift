import Foundation

struct Person: Equatable {
  let firstName: String
  let lastName: String
  let birthDate: Date
}
