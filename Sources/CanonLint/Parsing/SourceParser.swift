import Foundation
import SwiftSyntax
import SwiftParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The one place Canon parses a Swift file, so that no file can overflow the stack of the
/// parser, of the walk, or of anything else that recurses over the tree (swift-syntax's visitors,
/// `description`, the diagnostics generator, rules' own helpers).
///
/// A file passes three gates: the byte scan (`NestingScan`) before parsing, swift-syntax's own
/// nesting limit while parsing, and the depth of the tree it produced, which grows without any
/// bracket in postfix chains (`a?.b?.b…`, `A.B.C…`) that the parser reads in a loop. What passes
/// is at most `maximumTreeDepth` nodes deep, which the stacks of `LargeStack` hold many times over.
public enum SourceParser {
  /// The parse of one file.
  public enum Outcome {
    case parsed(SourceFileSyntax)
    /// Too deeply nested to parse or walk safely, and why.
    case tooComplex(String)
  }

  /// The deepest tree walked. A closure nested in a call adds about eight levels, a member access
  /// of a chain two: the deepest file of eight public apps (6,853 files) is 94 deep.
  public static let maximumTreeDepth = 2_000

  /// swift-syntax's nesting limit, the same in debug and release builds (its default is 20 in
  /// debug builds, which would make tests and releases parse code of 21 levels differently).
  /// Above `NestingScan.Limits.standard`, so it stops only what the scan misjudged.
  static let maximumNestingLevel = 512

  public static func parse(_ source: String) -> Outcome {
    var source = source
    let parsed = source.withUTF8 { bytes -> Result<SourceFileSyntax, TooComplex> in
      if let problem = NestingScan.problem(in: bytes) { return .failure(TooComplex(reason: problem)) }
      // The parser copies the bytes into its arena, as it does from a `String`.
      return .success(Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel))
    }
    let tree: SourceFileSyntax
    switch parsed {
    case .success(let parsedTree): tree = parsedTree
    case .failure(let tooComplex): return .tooComplex(tooComplex.reason)
    }
    if isDeeper(tree, than: maximumTreeDepth) {
      return .tooComplex("its syntax tree is more than \(maximumTreeDepth) levels deep")
    }
    return .parsed(tree)
  }

  private struct TooComplex: Error {
    var reason: String
  }

  /// Whether `tree` is more than `limit` levels deep (see `TreeDepth`).
  static func isDeeper(_ tree: some SyntaxProtocol, than limit: Int) -> Bool {
    TreeDepth.isDeeper(tree, than: limit)
  }

  /// The depth of `tree`, up to a little past `limit` (see `TreeDepth`).
  static func treeDepth(_ tree: some SyntaxProtocol, limit: Int) -> Int {
    TreeDepth.treeDepth(tree, limit: limit)
  }
}

/// Runs work on threads whose stacks hold the deepest tree `SourceParser` lets through, in debug
/// builds too (a debug parser uses tens of kilobytes a nesting level). The stack is reserved,
/// not used: only the pages a deep file touches are ever backed by memory.
enum LargeStack {
  static let size = 512 << 20

  /// Runs `body` on a thread with a large stack and waits for it.
  static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
    let result = ResultBox<Value>()
    concurrentPerform(iterations: 1, workers: 1) { _ in result.value = body() }
    // The wait in `concurrentPerform` orders the worker's write before this read.
    guard let value = result.value else { preconditionFailure("the worker thread returned nothing") }
    return value
  }

  /// Calls `body` for each index of `0..<count` on up to `workers` threads with large stacks,
  /// and returns once all are done.
  static func concurrentPerform(
    iterations count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Void
  ) {
    guard count > 0 else { return }
    let next = Counter()
    let group = DispatchGroup()
    let work: @Sendable () -> Void = {
      while let index = next.take(below: count) { body(index) }
      group.leave()
    }
    for _ in 0..<max(1, min(workers, count)) {
      group.enter()
      // A thread that cannot be made (address space limited by `ulimit -v`) leaves the work to
      // the calling thread: slower and with a smaller stack, but never a wait for nothing.
      if !startThread(work) { work() }
    }
    group.wait()
  }

  /// Starts a detached thread with a stack of `size` running `body`; false if none could be made.
  private static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, size) == 0,
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
    else { return false }
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, &attributes, { context in
      #if canImport(Darwin)
        let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
      #else
        guard let context else { return nil }
        let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
      #endif
      work.body()
      return nil
    }, context)
    guard status == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return false
    }
    return true
  }

  /// A thread's work, passed through `pthread_create`'s context pointer.
  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  private final class ResultBox<Value>: @unchecked Sendable {
    // Written by the worker before the group is left, read by the caller after the wait.
    var value: Value?
  }
}
