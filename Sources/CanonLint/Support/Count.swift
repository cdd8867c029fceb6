/// Counts as a person reads them: "1 finding", "1,359 files".
public enum Count {
  public static func of(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// Thousands separated by commas, whatever the locale (CI logs are compared across machines).
  public static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (count < 0 ? "-" : "") + result
  }
}
