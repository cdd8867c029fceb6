import Foundation

/// Places orders; the view model depends on this, not on the network.
protocol OrderStoring: AnyObject {
  func place(total: Decimal, completion: @escaping (Result<Void, Error>) -> Void)
}
