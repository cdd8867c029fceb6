import UIKit

protocol HasCustomView {
  associatedtype CustomView: UIView
}

extension HasCustomView where Self: UIViewController {
  var customView: CustomView {
    guard let view = view as? CustomView else {
      fatalError("Expected view of type \(CustomView.self)")
    }
    return view
  }
}
