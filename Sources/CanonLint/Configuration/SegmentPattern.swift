#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// One segment of a path glob: a name, a pattern of `*` and `?`, or (with `[…]` or `\`) one left
/// to `fnmatch`, as every segment was before.
enum SegmentPattern: Sendable, Equatable {
  case literal(String)
  /// The parts between the `*`s; one part means no `*` at all.
  case stars([[Element]])
  case fnmatch(String)

  enum Element: Sendable, Equatable {
    case scalar(Unicode.Scalar)
    /// `?`: any one character.
    case any
  }

  init(_ segment: Substring) {
    if segment.contains(where: { $0 == "[" || $0 == "\\" }) {
      self = .fnmatch(String(segment))
    } else if !segment.contains(where: { $0 == "*" || $0 == "?" }) {
      self = .literal(String(segment))
    } else {
      var parts: [[Element]] = [[]]
      for scalar in segment.unicodeScalars {
        switch scalar {
        case "*": parts.append([])
        case "?": parts[parts.count - 1].append(.any)
        default: parts[parts.count - 1].append(.scalar(scalar))
        }
      }
      self = .stars(parts)
    }
  }

  func matches(_ segment: Substring) -> Bool {
    switch self {
    case .literal(let name): return segment == name
    case .fnmatch(let pattern): return cLibraryMatches(pattern, String(segment))
    case .stars(let parts): return Self.matches(parts, Array(segment.unicodeScalars))
    }
  }

  /// The first part is anchored at the start and the last at the end; each part between them is
  /// taken at its leftmost place, which never loses a match (a later `*` absorbs what follows).
  /// No backtracking: at most one pass of each part over the name.
  private static func matches(_ parts: [[Element]], _ name: [Unicode.Scalar]) -> Bool {
    guard let first = parts.first, let last = parts.last else { return false }
    guard parts.count > 1 else { return name.count == first.count && fits(first, name, at: 0) }
    guard name.count >= first.count + last.count, fits(first, name, at: 0),
      fits(last, name, at: name.count - last.count)
    else { return false }
    var position = first.count
    let end = name.count - last.count
    for part in parts.dropFirst().dropLast() {
      var start = position
      while start + part.count <= end, !fits(part, name, at: start) { start += 1 }
      guard start + part.count <= end else { return false }
      position = start + part.count
    }
    return true
  }

  private static func fits(_ part: [Element], _ name: [Unicode.Scalar], at start: Int) -> Bool {
    for (offset, element) in part.enumerated() {
      if case .scalar(let scalar) = element, name[start + offset] != scalar { return false }
    }
    return true
  }
}

/// `fnmatch`, under a name that the enum case `.fnmatch` does not hide.
private func cLibraryMatches(_ pattern: String, _ name: String) -> Bool {
  fnmatch(pattern, name, 0) == 0
}
