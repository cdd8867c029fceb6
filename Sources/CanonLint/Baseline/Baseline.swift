import Foundation

/// The findings a team accepted when it turned Canon on (`canon-baseline.json`): a run reports
/// only findings that are not in it.
///
/// An entry names a finding by what survives ordinary edits: the rule, the file, the declaration
/// the finding is in and the flagged line's text with its whitespace normalised, with a count for
/// identical findings. Never by line number (a line inserted above would break every entry below
/// it) nor by message (a message that embeds a count would break when the count changes).
public struct Baseline: Sendable, Equatable {
  public static let version = 1

  public struct Entry: Sendable, Hashable, Codable {
    public var rule: String
    /// Relative to the baseline file's folder, with `/`.
    public var path: String
    /// The qualified name of the declaration the finding is in; empty outside every declaration.
    public var declaration: String
    /// The flagged line, trimmed, each run of whitespace made one space.
    public var line: String
    public var count: Int

    public init(rule: String, path: String, declaration: String, line: String, count: Int = 1) {
      self.rule = rule
      self.path = path
      self.declaration = declaration
      self.line = line
      self.count = count
    }

    /// What a finding must share with the entry to be the entry's, at the entry's path.
    var key: Key { Key(rule: rule, path: path, declaration: declaration, line: line) }

    static func order(_ lhs: Entry, _ rhs: Entry) -> Bool {
      (lhs.path, lhs.declaration, lhs.rule, lhs.line) < (rhs.path, rhs.declaration, rhs.rule, rhs.line)
    }
  }

  /// A finding's identity for the baseline.
  struct Key: Hashable {
    var rule: String
    var path: String
    var declaration: String
    var line: String

    /// The same finding in a file that moved: everything but the path.
    var movable: Key { Key(rule: rule, path: "", declaration: declaration, line: line) }
  }

  /// Sorted, one entry per key.
  public private(set) var entries: [Entry]

  public init(entries: [Entry]) {
    var counts: [Key: Entry] = [:]
    for entry in entries where entry.count > 0 {
      counts[entry.key, default: Entry(
        rule: entry.rule, path: entry.path, declaration: entry.declaration, line: entry.line,
        count: 0)].count += entry.count
    }
    self.entries = counts.values.sorted(by: Entry.order)
  }

  public var findingCount: Int { entries.reduce(0) { $0 + $1.count } }

  /// The whitespace of a line as an entry keeps it: trimmed, each run of spaces and tabs one space.
  public static func normalizedLine(_ line: Substring) -> String {
    line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
      .joined(separator: " ")
  }
}

// MARK: - The file

extension Baseline {
  /// What cannot be read as a baseline, said so that the user knows what to do.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private struct File: Codable {
    var version: Int
    var findings: [Entry]
  }

  private struct VersionOnly: Decodable {
    var version: Int?
  }

  /// Reads a baseline file; a missing, unreadable, malformed or other-version file is an error.
  public static func read(from path: String) throws -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw Failure(
        description: exists
          ? "cannot read the baseline \(path) (no permission?)"
          : "the baseline \(path) does not exist; write it with `canon baseline write`")
    }
    return try decode(data, path: path)
  }

  static func decode(_ data: Data, path: String) throws -> Baseline {
    let decoder = JSONDecoder()
    let version: Int?
    do {
      version = try decoder.decode(VersionOnly.self, from: data).version
    } catch {
      throw Failure(description: "the baseline \(path) is not a Canon baseline (not a JSON object)")
    }
    guard version == Self.version else {
      throw Failure(
        description: "the baseline \(path) has version \(version.map(String.init) ?? "none"); "
          + "this Canon reads version \(Self.version): write it again with `canon baseline write`")
    }
    do {
      return Baseline(entries: try decoder.decode(File.self, from: data).findings)
    } catch {
      throw Failure(description: "the baseline \(path) is damaged: \(Self.describe(error))")
    }
  }

  /// The file's text: sorted and pretty-printed, so the same findings give the same bytes and a
  /// change to the baseline reads as a small diff in review.
  public func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Plain structs of strings and numbers: encoding cannot fail.
    let data = (try? encoder.encode(File(version: Self.version, findings: entries))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(context.debugDescription) at \(path(context))"
    @unknown default:
      return "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return parts.isEmpty ? "the top" : parts.joined()
  }
}
