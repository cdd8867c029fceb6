import CanonLint

/// The line a run ends with on standard error: what was linted, how long it took, what was found,
/// and what the baseline held.
struct RunSummary {
  let result: LintResult
  let duration: Duration
  /// Folders skipped as a third party's code by their licence.
  var vendored: [VendoredFolder] = []
  /// Findings `canon fix` would fix, and those only `--unsafe-fixes` would (none after a fix).
  var fixable: (safe: Int, unsafe: Int) = (0, 0)

  var text: String {
    var text = "Linted \(Count.of(result.fileCount, "file"))"
    if let hits = result.cache?.hits, hits > 0 { text += " (\(Count.grouped(hits)) cached)" }
    let errors = result.errorCount
    let warnings = result.warningCount
    let baselined = result.baseline?.baselined.count ?? 0
    if errors + warnings == 0 {
      text += ": no violations"
    } else {
      text += " in \(seconds): "
      var counts: [String] = []
      if errors > 0 { counts.append(Count.of(errors, "error")) }
      if warnings > 0 { counts.append(Count.of(warnings, "warning")) }
      text += counts.joined(separator: ", ")
    }
    if baselined > 0 { text += " (\(Count.grouped(baselined)) baselined)" }
    if fixable.safe + fixable.unsafe > 0 {
      var fixes: [String] = []
      if fixable.safe > 0 { fixes.append("\(Count.grouped(fixable.safe)) fixable with `canon fix`") }
      if fixable.unsafe > 0 {
        fixes.append(
          "\(Count.grouped(fixable.unsafe)) \(fixable.safe > 0 ? "more " : "")with `canon fix --unsafe-fixes` (can change behaviour or API)")
      }
      text += "\n" + fixes.joined(separator: ", ")
    }
    if let error = result.cache?.storeError {
      text += "\nwarning: the cache was not updated (the results stand): \(error)"
    }
    if !vendored.isEmpty {
      text += "\nSkipped as vendored (another copyright holder than the project's): "
        + vendored.map { "\($0.folder)/ (\($0.holder))" }.joined(separator: ", ")
        + "; to lint one, name it in `included`"
    }
    if let absent = result.baseline?.absentCount, absent > 0 {
      text += "\n\(Count.of(absent, "baselined finding is", "baselined findings are")) fixed: "
        + "run `canon baseline prune`"
    }
    return text
  }

  private var seconds: String {
    let (whole, attoseconds) = duration.components
    let hundredths = Int(whole) * 100 + Int(attoseconds / 10_000_000_000_000_000)
    return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(2)) s"
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
