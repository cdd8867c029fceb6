enum PreviewData {
  static let cents = 1_250
}
