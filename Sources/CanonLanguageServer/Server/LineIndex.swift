/// Positions in a text three ways: UTF-8 offsets (swift-syntax's edits), 1-based line and UTF-8
/// column (the engine's findings), and LSP positions (0-based line, UTF-16 character).
struct LineIndex {
  let bytes: [UInt8]
  /// The UTF-8 offset where each line starts; lines end at `\n`, `\r\n` or a lone `\r`, as they
  /// do for swift-syntax and for LSP.
  private(set) var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 10 {
        starts.append(index + 1)
      } else if byte == 13 {
        if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
  }

  init(_ text: String) { self.init(Array(text.utf8)) }

  /// Where line `line` (0-based) ends, before its line break.
  func end(ofLine line: Int) -> Int {
    guard line + 1 < starts.count else { return bytes.count }
    var end = starts[line + 1]
    if end > starts[line], bytes[end - 1] == 10 { end -= 1 }
    if end > starts[line], bytes[end - 1] == 13 { end -= 1 }
    return end
  }

  /// The 0-based line holding `offset`.
  func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  func position(ofOffset offset: Int) -> Position {
    let clamped = max(0, min(offset, bytes.count))
    let line = line(ofOffset: clamped)
    return Position(line: line, character: utf16Count(from: starts[line], to: clamped))
  }

  /// A finding's place (1-based line, 1-based column in UTF-8 bytes) as a UTF-8 offset.
  func offset(line: Int, utf8Column: Int) -> Int {
    let line = max(0, min(line - 1, starts.count - 1))
    return min(starts[line] + max(0, utf8Column - 1), end(ofLine: line))
  }

  /// An LSP position as a UTF-8 offset; past the end of its line, the line's end.
  func offset(of position: Position) -> Int {
    guard position.line < starts.count else { return bytes.count }
    guard position.line >= 0 else { return 0 }
    let end = end(ofLine: position.line)
    var offset = starts[position.line]
    var units = 0
    while offset < end, units < position.character {
      let length = Self.sequenceLength(bytes[offset])
      units += length == 4 ? 2 : 1
      offset = min(end, offset + length)
    }
    return offset
  }

  /// UTF-16 code units of the bytes in `start..<end`: one per scalar, two for a scalar of four
  /// UTF-8 bytes (outside the Basic Multilingual Plane).
  func utf16Count(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
      index += 1
    }
    return count
  }

  static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }
}
