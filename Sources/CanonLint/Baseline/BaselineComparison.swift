/// A run's findings set against a baseline: which are new, which the baseline holds, and which of
/// its entries are gone (fixed since the baseline was written).
public struct BaselineComparison: Sendable {
  /// The findings the baseline does not hold, in report order.
  public var new: [Violation] = []
  /// The findings the baseline holds, in report order.
  public var baselined: [Violation] = []
  /// Entries of files this run linted (or that no longer exist) that no finding matched, each
  /// with the number of findings gone.
  public var absent: [Baseline.Entry] = []
  /// The baseline as it would be with the absent entries removed and moved files' entries at
  /// their new path: what `canon baseline prune` writes.
  public var pruned: Baseline

  public var absentCount: Int { absent.reduce(0) { $0 + $1.count } }
}

extension Baseline {
  /// Sets `violations` (in report order) against the baseline.
  ///
  /// - Parameters:
  ///   - entries: each finding as an entry of count 1 (from `FindingKeys`), index for index.
  ///   - lintedPaths: the files this run linted, relative to the baseline's folder: entries of
  ///     other files are neither matched nor absent (a run over one folder says nothing of the rest).
  ///   - exists: whether a file, relative to the baseline's folder, still exists.
  public func compare(
    _ violations: [Violation], entries findings: [Entry], lintedPaths: Set<String>,
    exists: (String) -> Bool
  ) -> BaselineComparison {
    precondition(violations.count == findings.count, "one entry per finding")
    var remaining: [Key: Int] = [:]
    for entry in entries { remaining[entry.key] = entry.count }
    var isBaselined = [Bool](repeating: false, count: violations.count)
    var matchedPaths: Set<String> = []
    var kept: [Key: Int] = [:]

    // Where the file is: the entry's own key, as many times as the entry counts.
    for index in findings.indices {
      let key = findings[index].key
      guard let count = remaining[key], count > 0 else { continue }
      remaining[key] = count - 1
      isBaselined[index] = true
      matchedPaths.insert(key.path)
      kept[key, default: 0] += 1
    }

    // A moved file: the entries of a file that is gone and matched nothing there are matched by
    // declaration and line text anywhere. A file that still exists is not "moved" even when all
    // its findings were fixed, or its entries would absorb the same finding written elsewhere.
    var moved: [Key: [Key]] = [:]
    for entry in entries
    where (remaining[entry.key] ?? 0) > 0 && !matchedPaths.contains(entry.path) && !exists(entry.path) {
      moved[entry.key.movable, default: []].append(entry.key)
    }
    if !moved.isEmpty {
      for index in findings.indices where !isBaselined[index] {
        let key = findings[index].key
        guard var candidates = moved[key.movable] else { continue }
        while let old = candidates.first, (remaining[old] ?? 0) == 0 { candidates.removeFirst() }
        guard let old = candidates.first else {
          moved[key.movable] = nil
          continue
        }
        remaining[old, default: 0] -= 1
        moved[key.movable] = candidates
        isBaselined[index] = true
        kept[key, default: 0] += 1
      }
    }

    var comparison = BaselineComparison(pruned: Baseline(entries: []))
    for index in violations.indices {
      if isBaselined[index] {
        comparison.baselined.append(violations[index])
      } else {
        comparison.new.append(violations[index])
      }
    }
    var prunedEntries = kept.map { key, count in
      Entry(rule: key.rule, path: key.path, declaration: key.declaration, line: key.line, count: count)
    }
    for entry in entries {
      let left = remaining[entry.key] ?? 0
      guard left > 0 else { continue }
      if lintedPaths.contains(entry.path) || !exists(entry.path) {
        var gone = entry
        gone.count = left
        comparison.absent.append(gone)
      } else {
        // Not linted this time: kept as it is.
        var untouched = entry
        untouched.count = left
        prunedEntries.append(untouched)
      }
    }
    comparison.pruned = Baseline(entries: prunedEntries)
    return comparison
  }
}
