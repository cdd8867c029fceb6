/// Integers as the cache and the facts store them: LEB128 on the zigzag form, so that small
/// numbers of either sign (most of them: lines, columns, counts) take one byte.
enum VarInt {
  /// Hands `value`'s bytes to `append`, lowest seven bits first.
  @inline(__always)
  static func write(_ value: Int, _ append: (UInt8) -> Void) {
    var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while rest >= 0x80 {
      append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    append(UInt8(rest))
  }

  /// The number that starts at `offset`, with `offset` moved past it; `nil` when the bytes end
  /// first or run longer than a 64-bit number.
  @inline(__always)
  static func read<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: inout Int)
    -> Int? where Bytes.Index == Int
  {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < bytes.endIndex, shift < 64 else { return nil }
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    let zigzag = Int64(bitPattern: value)
    return Int((zigzag >> 1) ^ -(zigzag & 1))
  }
}
