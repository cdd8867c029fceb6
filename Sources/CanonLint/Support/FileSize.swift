/// Sizes as `.canon.yml` writes them (`max-file-size: 8MB`) and as findings print them.
enum FileSize {
  /// Bytes from `1048576`, `512KB` or `8MB` (binary units: 1 KB is 1,024 bytes).
  static func parse(_ text: String) -> Int? {
    let upper = text.uppercased()
    for (suffix, unit) in [("MB", 1 << 20), ("KB", 1 << 10), ("B", 1)] where upper.hasSuffix(suffix) {
      guard let value = Int(upper.dropLast(suffix.count)), value <= Int.max / unit else { return nil }
      return value * unit
    }
    return Int(text)
  }

  /// `20.0 MB`, `2.9 KB` or `100 bytes` (rounded down).
  static func text(_ bytes: Int) -> String {
    for (unit, shift) in [("MB", 20), ("KB", 10)] where bytes >= 1 << shift {
      // In tenths of the unit; a size near `Int.max` (no limit) saturates rather than traps.
      let (product, overflow) = bytes.multipliedReportingOverflow(by: 10)
      let scaled = (overflow ? Int.max : product) >> shift
      return "\(scaled / 10).\(scaled % 10) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
