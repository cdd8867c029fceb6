public struct Money {
  public let cents: Int

  public init(cents: Int) {
    self.cents = cents
  }
}
