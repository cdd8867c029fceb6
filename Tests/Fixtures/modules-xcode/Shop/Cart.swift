final class Cart {
  private(set) var products: [Product] = []

  func add(_ product: Product) {
    products.append(product)
  }

  var total: String {
    PriceFormatter.text(cents: products.reduce(0) { $0 + $1.cents })
  }
}
