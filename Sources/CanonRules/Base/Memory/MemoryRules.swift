import CanonLint

/// Rules about object lifetimes and expensive objects: delegates, timers, closures, cells, formatters.
enum MemoryRules {
  static let all: [any Rule.Type] = [
    WeakDelegate.self,
    TimerRetainCycle.self,
    FormatterReuse.self,
    CellPrepareForReuse.self,
    RetainCycleClosure.self,
  ]
}
