final class RatingView: UIView {
  weak var delegate: RatingViewOutput?
}
