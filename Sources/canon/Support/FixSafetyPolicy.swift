import CanonLint

/// Which fixes `canon fix` applies: the safe ones, and the unsafe ones too with `--unsafe-fixes`.
struct FixSafetyPolicy: Sendable {
  /// Rules whose fixes are unsafe, by id.
  let unsafeRules: Set<String>
  let unsafeAllowed: Bool

  init(session: LintSession, unsafeAllowed: Bool) {
    unsafeRules = Set(
      session.setup.rules.map { type(of: $0.rule).description }
        .filter { $0.fixSafety == .unsafe }.map(\.id))
    self.unsafeAllowed = unsafeAllowed
  }

  var allows: @Sendable (Violation) -> Bool {
    let unsafeRules = unsafeRules
    let unsafeAllowed = unsafeAllowed
    return { unsafeAllowed || !unsafeRules.contains($0.ruleID) }
  }

  /// The correctable violations, by whether this policy's `canon fix` applies their fix.
  func fixable(in violations: [Violation]) -> (safe: Int, unsafe: Int) {
    let correctable = violations.filter(\.isCorrectable)
    let held = heldBack(in: correctable)
    return (correctable.count - held, held)
  }

  /// The violations left with a fix this policy did not apply.
  func heldBack(in violations: [Violation]) -> Int {
    unsafeAllowed ? 0 : violations.filter { $0.isCorrectable && unsafeRules.contains($0.ruleID) }.count
  }
}
