/// A function that builds `Product` from runtime arguments, injected instead of the container
/// (G4's "factories instead of the container"): the object that needs new instances gets this,
/// never the container, and tests can pass any closure.
///
/// ```swift
/// typealias DetailScreenFactory = Factory<DetailViewModeling, DetailViewController>
/// let detail = detailFactory(viewModel)
/// ```
public struct Factory<each Argument, Product> {
  private let make: (repeat each Argument) -> Product

  /// Wraps `make`; in tests, pass a closure returning a stub.
  public init(_ make: @escaping (repeat each Argument) -> Product) {
    self.make = make
  }

  /// Builds a new product from `arguments`.
  public func callAsFunction(_ arguments: repeat each Argument) -> Product {
    make(repeat each arguments)
  }
}
