enum PriceFormatter {
  static func text(cents: Int) -> String {
    "\(cents / 100).\(cents % 100)"
  }
}
