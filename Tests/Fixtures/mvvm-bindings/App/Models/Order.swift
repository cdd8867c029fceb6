import Foundation

struct Order: Equatable {
  let number: String
  let placedAt: Date
}
