/// Collects probes on objects that must be gone by the end of a scope (a test, an example).
public final class LeakTracker {
  private var probes: [(probe: LeakProbe, location: SourceLocationText)] = []

  /// Creates an empty tracker.
  public init() {}

  /// Watches `object` and returns it, so tracking can wrap an expression.
  @discardableResult
  public func track<Object: AnyObject>(
    _ object: Object,
    fileID: String = #fileID,
    line: Int = #line
  ) -> Object {
    probes.append((LeakProbe(object), SourceLocationText(fileID: fileID, line: line)))
    return object
  }

  /// The messages of every tracked object that is still alive, in tracking order.
  public func leaks() -> [String] {
    probes.filter { !$0.probe.isReleased }
      .map { "\($0.probe.failureMessage) (tracked at \($0.location))" }
  }
}

/// Where an object was tracked, as readable text for failure messages.
struct SourceLocationText: CustomStringConvertible {
  let fileID: String
  let line: Int

  var description: String { "\(fileID):\(line)" }
}
