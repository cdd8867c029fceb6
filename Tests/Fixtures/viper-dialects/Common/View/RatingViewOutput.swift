protocol RatingViewOutput: AnyObject {}
