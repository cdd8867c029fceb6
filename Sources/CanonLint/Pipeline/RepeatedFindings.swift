/// One problem, one finding (RULES.md, "Where a violation is reported"): a type that reads one
/// singleton in five methods, or keeps layout code in twelve statements, has one problem to fix,
/// not five or twelve. Rules say which places make one problem by giving their findings a
/// `subject`; this keeps, of each rule's findings with one subject in one file, the first place,
/// and says in its message how many places there are and on which other lines.
///
/// It runs on the run's findings once their conditions held and suppressions were applied, so
/// a suppressed place is no longer among the places, and the finding stands at the first place
/// left. The kept finding is the one that was at that place already: a baseline entry or a
/// Code Climate fingerprint (the rule, the file, the declaration and the line's text, never the
/// message) still matches it.
enum RepeatedFindings {
  /// `violations` with each subject's places merged into the first (by line, then column), in
  /// the order they were given.
  static func merge(_ violations: [Violation]) -> [Violation] {
    var groups: [GroupKey: [Int]] = [:]
    for index in violations.indices {
      guard let subject = violations[index].subject else { continue }
      let key = GroupKey(
        ruleID: violations[index].ruleID, path: violations[index].location.path, subject: subject)
      groups[key, default: []].append(index)
    }
    guard groups.values.contains(where: { $0.count > 1 }) else { return violations }
    var dropped = Set<Int>()
    var merged = violations
    for members in groups.values where members.count > 1 {
      let ordered = members.sorted { violations[$0].location < violations[$1].location }
      let first = ordered[0]
      merged[first].message += note(
        count: ordered.count, at: violations[first].location.line,
        others: ordered.dropFirst().map { violations[$0].location.line })
      dropped.formUnion(ordered.dropFirst())
    }
    return merged.indices.filter { !dropped.contains($0) }.map { merged[$0] }
  }

  /// ` (3 places: also lines 14 and 27)`: the count and the other places' lines.
  static func note(count: Int, at line: Int, others: [Int]) -> String {
    let lines = Set(others).subtracting([line]).sorted().map(String.init)
    guard let last = lines.last else { return " (\(count) places, all on this line)" }
    let listed = lines.count == 1 ? last : lines.dropLast().joined(separator: ", ") + " and " + last
    return " (\(count) places: also line\(lines.count == 1 ? "" : "s") \(listed))"
  }

  private struct GroupKey: Hashable {
    var ruleID: String
    var path: String
    var subject: String
  }
}
