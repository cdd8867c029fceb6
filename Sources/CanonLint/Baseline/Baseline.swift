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
  /// The most identical findings one entry can count. Far above any real project's, and small
  /// enough that no number of entries read from a file adds up past what an `Int` holds.
  public static let maximumCount = 1_000_000_000

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

    private enum CodingKeys: String, CodingKey {
      case rule, path, declaration, line, count
    }

    /// Reads an entry; a count that is not a whole number from 1 to ``Baseline/maximumCount``
    /// is an error naming the entry (it would otherwise overflow when counts are added up).
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      rule = try container.decode(String.self, forKey: .rule)
      path = try container.decode(String.self, forKey: .path)
      declaration = try container.decode(String.self, forKey: .declaration)
      line = try container.decode(String.self, forKey: .line)
      // As a Double: JSON has one kind of number, and an Int refuses 1.5 and 1e30 alike with
      // a message about JSON rather than about counts.
      let number = try container.decode(Double.self, forKey: .count)
      guard number.rounded() == number, number >= 1, number <= Double(Baseline.maximumCount) else {
        throw DecodingError.dataCorruptedError(
          forKey: .count, in: container,
          debugDescription:
            "count must be a whole number from 1 to \(Baseline.maximumCount) (rule \(rule), path \(path))")
      }
      count = Int(number)
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
      var merged = counts[entry.key] ?? Entry(
        rule: entry.rule, path: entry.path, declaration: entry.declaration, line: entry.line,
        count: 0)
      // Duplicate entries add up, never past what one entry can count.
      merged.count = min(merged.count + min(entry.count, Self.maximumCount), Self.maximumCount)
      counts[entry.key] = merged
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
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if exists && isFolder.boolValue {
      throw Failure(description: "the baseline \(path) is a folder; name the baseline file itself")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(
        description: exists
          ? "cannot read the baseline \(path): permission denied"
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
