#if !canImport(ObjectiveC)
  /// Linux has no Objective-C runtime, so nothing is autoreleased: the body just runs. With this
  /// stand-in for Foundation's `autoreleasepool(invoking:)` (same signature), the code that
  /// wraps objects in a pool is the same on every platform, and Linux CI compiles and runs it.
  func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
