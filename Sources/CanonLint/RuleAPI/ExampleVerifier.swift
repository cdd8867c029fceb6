
/// Checks a rule against its own examples: each `↓` of a triggering example must be exactly one
/// violation, non-triggering examples must give none, and corrections must produce their `after`.
public enum ExampleVerifier {
  /// What went wrong with one example.
  public struct Failure: Sendable, CustomStringConvertible {
    public var ruleID: String
    public var example: Example
    public var problem: String

    public var description: String {
      "\(example.sourceFile):\(example.sourceLine): \(ruleID): \(problem)\n--- example ---\n\(example.code)"
    }
  }

  /// The violations `rule` reports on the example's project (only this rule runs).
  public static func violations(of rule: any Rule.Type, in example: Example) throws -> [Violation] {
    let configured = ConfiguredRule(
      rule: try rule.configured(options: example.options), severity: rule.description.defaultSeverity)
    let setup = LintSetup(
      rootDirectory: "/", presets: [], paths: .everything, rules: [configured],
      rolePatterns: .default)
    var inputs = [LintInput(path: example.path, content: .text(example.strippedCode))]
    for (path, code) in example.context.sorted(by: { $0.key < $1.key }) {
      inputs.append(LintInput(path: path, content: .text(code.filter { $0 != Example.marker })))
    }
    let known = Set(RuleRegistry.engineRules.map { $0.id } + [rule.id])
    return Linter(setup: setup, knownRuleIDs: known).lint(inputs).violations
      .filter { $0.ruleID == rule.id }
  }

  /// Every failure of the rule's examples; empty when all pass.
  public static func verify(_ rule: any Rule.Type) -> [Failure] {
    let description = rule.description
    var failures: [Failure] = []
    func fail(_ example: Example, _ problem: String) {
      failures.append(Failure(ruleID: description.id, example: example, problem: problem))
    }
    for example in description.triggeringExamples + description.corrections.map(\.before) {
      do {
        let found = try violations(of: rule, in: example)
        let expected = expectedPlaces(example)
        let actual = found.map { Place(path: $0.location.path, line: $0.location.line, column: $0.location.column) }
        if expected.sorted() != actual.sorted() {
          fail(example, "expected violations at \(expected.sorted()), found \(actual.sorted())")
        }
      } catch {
        fail(example, "options did not load: \(error)")
      }
    }
    for example in description.nonTriggeringExamples {
      do {
        let found = try violations(of: rule, in: example)
        if !found.isEmpty {
          fail(example, "expected no violation, found \(found.map { "\($0.location): \($0.message)" })")
        }
      } catch {
        fail(example, "options did not load: \(error)")
      }
    }
    for correction in description.corrections {
      do {
        let found = try violations(of: rule, in: correction.before)
          .filter { $0.location.path == correction.before.path }
        if found.allSatisfy({ !$0.isCorrectable }) {
          fail(correction.before, "no violation carries a correction")
        }
        let fixed = EditApplier.apply(
          found.flatMap(\.corrections), to: correction.before.strippedCode
        ).text
        if fixed != correction.after {
          fail(correction.before, "correction gave:\n\(fixed)\nexpected:\n\(correction.after)")
        }
        // Fixing must be idempotent: the fixed code gives the rule nothing more to fix.
        var after = correction.before
        after.code = correction.after
        let again = try violations(of: rule, in: after).filter {
          $0.location.path == after.path && $0.isCorrectable
        }
        if !again.isEmpty {
          fail(correction.before, "the corrected code still has fixable violations: \(again.map(\.message))")
        }
      } catch {
        fail(correction.before, "options did not load: \(error)")
      }
    }
    return failures
  }

  struct Place: Comparable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
    var description: String { "\(path):\(line):\(column)" }
  }

  /// The marked places in the example's file and its context files.
  static func expectedPlaces(_ example: Example) -> [Place] {
    var places = example.markedPositions.map { Place(path: example.path, line: $0.line, column: $0.column) }
    for (path, code) in example.context {
      places += Example(code, path: path).markedPositions.map {
        Place(path: path, line: $0.line, column: $0.column)
      }
    }
    return places
  }
}
