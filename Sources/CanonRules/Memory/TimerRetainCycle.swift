import CanonLint
import SwiftSyntax

/// A repeating timer holds its target (or its block's captures) until it is invalidated.
struct TimerRetainCycle: SyntaxRule {
  static let description = RuleDescription(
    id: "timer-retain-cycle",
    summary: "A timer or display link that holds `self` in a type that never invalidates it",
    rationale: """
      A run loop keeps a scheduled `Timer` or `CADisplayLink` alive, and the timer keeps its \
      target, or whatever its block captures, alive. Created with `target: self`, or with a \
      repeating block that captures `self` strongly, it keeps the object alive for ever unless \
      someone calls `invalidate()` (and `deinit` never runs to do it). Reported when the type \
      (with its extensions) never calls `invalidate()`. A timer with `repeats: false` lets go \
      of its target after firing and is not reported; neither is a block timer that captures \
      `self` weakly.
      """,
    source: "G0 code review: timers never invalidated",
    triggering: [
      Example("final class Clock {\n  func start() {\n    ↓Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n  }\n  @objc func tick() {}\n}"),
      Example("final class Animator {\n  private var link: CADisplayLink?\n  func start() {\n    link = ↓CADisplayLink(target: self, selector: #selector(step))\n  }\n  @objc func step() {}\n}"),
      Example("final class Poller {\n  private var timer: Timer?\n  func start() {\n    timer = ↓Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in\n      self.poll()\n    }\n  }\n  func poll() {}\n}"),
      Example("final class Poller {}\nextension Poller {\n  func start() {\n    let timer = ↓Timer(timeInterval: 5, repeats: true, block: { [self] _ in poll() })\n    RunLoop.main.add(timer, forMode: .common)\n  }\n}"),
    ],
    nonTriggering: [
      Example("final class Clock {\n  private var timer: Timer?\n  func start() {\n    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n  }\n  func stop() {\n    timer?.invalidate()\n  }\n  @objc func tick() {}\n}"),
      Example("final class Poller {\n  func start() {\n    Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in\n      self?.poll()\n    }\n  }\n  func poll() {}\n}"),
      Example("final class Toast {\n  func show() {\n    Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in\n      self.hide()\n    }\n    Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(hide), userInfo: nil, repeats: false)\n  }\n  @objc func hide() {}\n}"),
      Example("final class Clock {\n  func start() {\n    Timer.scheduledTimer(timeInterval: 1, target: ticker, selector: #selector(Ticker.tick), userInfo: nil, repeats: true)\n  }\n}"),
      Example(
        "final class Animator {\n  func start() {\n    CADisplayLink(target: self, selector: #selector(step)).add(to: .main, forMode: .common)\n  }\n  @objc func step() {}\n}",
        context: ["Animator+Stop.swift": "extension Animator {\n  func stop() { link.invalidate() }\n}"]),
    ],
    reads: .everything)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let ruleID = Self.id
    walk.on(FunctionCallExprSyntax.self, named: Self.calledNames) { call in
      guard let name = call.calledNameBytes else { return }
      if name == "invalidate", call.arguments.isEmpty, call.calledExpression.is(MemberAccessExprSyntax.self),
        let owner = call.enclosingTypeName
      {
        file.record(owner)
        return
      }
      guard let kind = Self.timerKind(call), Self.holdsSelf(call, kind: kind),
        let owner = call.enclosingTypeName
      else { return }
      file.report(
        at: call,
        "this \(kind) keeps '\(owner)' alive until it is invalidated, and '\(owner)' never "
          + "calls invalidate()",
        when: { index in !index.hasFact(owner, of: ruleID) })
    }
  }

  /// The names of the calls the rule looks at: `invalidate()`, and those `timerKind` knows.
  // Short lists of names, searched for every call: `contains` compares lengths before bytes,
  // which costs less than hashing the name for a set.
  static let calledNames: NameSet = [
    "invalidate", "Timer", "CADisplayLink", "init", "scheduledTimer",
  ]

  /// `Timer` or `CADisplayLink` for the calls that create one.
  private static func timerKind(_ call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    var method: TokenText?
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      method = member.declName.baseName.textBytes
      callee = base
    }
    guard let typeName = callee.as(DeclReferenceExprSyntax.self)?.baseName.textBytes else {
      return nil
    }
    switch (typeName, method) {
    case ("Timer", nil), ("Timer", "init"), ("Timer", "scheduledTimer"): return "timer"
    case ("CADisplayLink", nil), ("CADisplayLink", "init"): return "display link"
    default: return nil
    }
  }

  private static func holdsSelf(_ call: FunctionCallExprSyntax, kind: String) -> Bool {
    let repeatsFalse =
      call.argument("repeats")?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
      == .keyword(.false)
    if let target = call.argument("target"), target.expression.isSelf {
      return !repeatsFalse
    }
    guard kind == "timer", !repeatsFalse, call.argument("repeats") != nil else { return false }
    return call.closureArguments.contains { $0.closure.capturesSelfStrongly }
  }
}
