import Core

public struct Balance {
  public let total: Money

  public init(total: Money) {
    self.total = total
  }
}
