/// A small seeded generator (SplitMix64) shared by the fuzz and equivalence tests: the same seed
/// gives the same cases on every machine, so a failure is reproduced by its seed.
public struct SplitMix64: Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound`; 0 when `bound` is not positive.
  public mutating func next(below bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }

  /// One of `values`, which must not be empty.
  public mutating func pick<Value>(_ values: [Value]) -> Value {
    values[next(below: values.count)]
  }
}
