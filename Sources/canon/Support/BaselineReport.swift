import CanonLint

/// The findings a baseline holds, counted by rule and by folder: the debt a team pays down.
struct BaselineReport {
  let baseline: Baseline

  init(_ baseline: Baseline) {
    self.baseline = baseline
  }

  var text: String {
    var text = "\(Count.of(baseline.findingCount, "baselined finding"))\n"
    guard baseline.findingCount > 0 else { return text }
    var byRule: [String: Int] = [:]
    var byFolder: [String: Int] = [:]
    for entry in baseline.entries {
      byRule[entry.rule, default: 0] += entry.count
      byFolder[Self.folder(of: entry.path), default: 0] += entry.count
    }
    text += "\nBy rule:\n" + Self.table(byRule)
    text += "\nBy folder:\n" + Self.table(byFolder)
    return text
  }

  /// Largest first, then by name; counts aligned.
  private static func table(_ counts: [String: Int]) -> String {
    let rows = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    let width = rows.map { Count.grouped($0.value).count }.max() ?? 0
    return rows.map { name, count in
      let number = Count.grouped(count)
      return "  " + String(repeating: " ", count: width - number.count) + number + "  " + name + "\n"
    }.joined()
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}
