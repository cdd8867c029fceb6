/// A ``Factory`` whose products live on the main actor (view controllers, view models): it can be
/// resolved and handed around anywhere, and called only from main-actor code, so nothing it makes
/// is ever built on another thread. Register one with
/// ``Swinject/Container/registerFactoryOnMainActor(name:_:)``.
///
/// ```swift
/// typealias DetailViewControllerFactory = MainActorFactory<any DetailViewModeling, DetailViewController>
/// let detail = makeDetail(viewModel)   // in a view controller: main-actor code
/// ```
public struct MainActorFactory<each Argument, Product>: Sendable {
  private let make: @MainActor (repeat each Argument) -> Product

  /// Wraps `make`; in tests, pass a closure returning a stub or recording its arguments.
  public init(_ make: @escaping @MainActor (repeat each Argument) -> Product) {
    self.make = make
  }

  /// Builds a new product from `arguments`, on the main actor.
  @MainActor
  public func callAsFunction(_ arguments: repeat each Argument) -> Product {
    make(repeat each arguments)
  }
}
