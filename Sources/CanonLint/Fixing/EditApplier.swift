import SwiftSyntax

/// Applies text edits to a file's UTF-8 bytes.
public enum EditApplier {
  /// The result of one pass: the new text, and the edits left out because they overlap an
  /// edit applied in this pass (they are redone on the next pass, against the new text).
  public struct Outcome: Sendable {
    public var text: String
    public var applied: [SourceEdit]
    public var deferred: [SourceEdit]
  }

  /// Applies every edit that does not overlap one before it (in source order); identical
  /// edits, which two violations may both ask for, are applied once.
  public static func apply(_ edits: [SourceEdit], to text: String) -> Outcome {
    let ordered = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    var applied: [SourceEdit] = []
    var deferred: [SourceEdit] = []
    for edit in ordered {
      if applied.contains(edit) { continue }
      if let last = applied.last, overlaps(last, edit) {
        deferred.append(edit)
      } else {
        applied.append(edit)
      }
    }
    var bytes = Array(text.utf8)
    for edit in applied.reversed() {
      let range = edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset
      guard range.upperBound <= bytes.count else { continue }
      bytes.replaceSubrange(range, with: edit.replacementBytes)
    }
    return Outcome(text: String(decoding: bytes, as: UTF8.self), applied: applied, deferred: deferred)
  }

  /// Two edits overlap when their ranges share a byte, or when both insert at the same place
  /// (their order would be a guess).
  static func overlaps(_ a: SourceEdit, _ b: SourceEdit) -> Bool {
    if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
    if a.range.isEmpty { return b.range.contains(a.range.lowerBound) && a.range.lowerBound != b.range.lowerBound }
    if b.range.isEmpty { return a.range.contains(b.range.lowerBound) && b.range.lowerBound != a.range.lowerBound }
    return a.range.overlaps(b.range)
  }
}
