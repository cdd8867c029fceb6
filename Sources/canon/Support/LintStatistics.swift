import CanonLint

/// `canon lint --statistics`: one line per rule with its findings, how many of them Canon can
/// fix, and their share of all findings, most frequent first. What a team reads before choosing
/// which rule to fix, configure or baseline.
struct LintStatistics {
  struct Row: Equatable {
    var ruleID: String
    var count: Int
    var correctable: Int
  }

  let rows: [Row]
  let total: Int

  init(_ violations: [Violation]) {
    var byRule: [String: Row] = [:]
    for violation in violations {
      var row = byRule[violation.ruleID] ?? Row(ruleID: violation.ruleID, count: 0, correctable: 0)
      row.count += 1
      if violation.isCorrectable { row.correctable += 1 }
      byRule[violation.ruleID] = row
    }
    // Ties in the rule id's order, so that two runs print the same table.
    rows = byRule.values.sorted { ($0.count, $1.ruleID) > ($1.count, $0.ruleID) }
    total = violations.count
  }

  /// Some of a table's rows, their shares still of `total`.
  init(rows: [Row], total: Int) {
    self.rows = rows
    self.total = total
  }

  /// The table, its columns aligned; nothing when there is no finding.
  var text: String {
    guard total > 0 else { return "" }
    let header = ["COUNT", "CORRECTABLE", "SHARE", "RULE"]
    let lines = [header] + rows.map { row in
      [String(row.count), String(row.correctable), Self.share(row.count, of: total), row.ruleID]
    }
    let widths = (0..<3).map { column in lines.map { $0[column].count }.max() ?? 0 }
    return lines.map { cells in
      (0..<3).map { String(repeating: " ", count: widths[$0] - cells[$0].count) + cells[$0] }
        .joined(separator: "  ") + "  " + cells[3]
    }.joined(separator: "\n") + "\n"
  }

  /// `37.5%`: one decimal, rounded half up, computed in integers so it prints the same everywhere.
  static func share(_ count: Int, of total: Int) -> String {
    let tenths = (count * 2000 + total) / (2 * total)
    return "\(tenths / 10).\(tenths % 10)%"
  }
}
