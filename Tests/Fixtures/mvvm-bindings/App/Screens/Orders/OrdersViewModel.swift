import Foundation

final class OrdersViewModel {
  let lastOrderDate: Date
  let orders: [Order]

  init(orders: [Order]) {
    self.orders = orders
    lastOrderDate = orders.last?.placedAt ?? Date()
  }
}
