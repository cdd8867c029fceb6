struct WidgetView {
  let price: String

  init(cents: Int) {
    price = PriceFormatter.text(cents: cents)
  }
}
