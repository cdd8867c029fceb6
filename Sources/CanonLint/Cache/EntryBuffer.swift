import Foundation

/// The bytes of one cache entry as they are written, in memory of its own that becomes the
/// entry's `Data` without a copy.
///
/// Written here rather than an `[UInt8]` turned into `Data`: copying each of a cold run's entries
/// into its `Data` (3.8 MB on the benchmark set) touched as much fresh memory again. On the
/// benchmark's machine the kernel's time was 40 % of the CPU time the cache added to a cold run
/// (56 ms of system time without the cache, 88 ms with it), most of it page faults on fresh
/// memory.
///
/// Not copyable: the memory has one owner, freed by it or handed to the `Data`.
struct EntryBuffer: ~Copyable {
  private var start: UnsafeMutableRawPointer
  private var capacity: Int
  private(set) var count = 0
  /// Whether the memory went to a `Data`, which frees it.
  private var handedOver = false

  init(capacity: Int = 256) {
    self.capacity = Swift.max(capacity, 16)
    start = Self.allocate(nil, self.capacity)
  }

  deinit {
    if !handedOver { free(start) }
  }

  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    start.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    (start + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// The bytes as an array (a copy: for tests and the odd entry written whole).
  var bytes: [UInt8] {
    [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  }

  /// The bytes as `Data` that owns this memory, trimmed to them.
  consuming func data() -> Data {
    handedOver = true
    guard count > 0 else {
      free(start)
      return Data()
    }
    return Data(bytesNoCopy: Self.allocate(start, count), count: count, deallocator: .free)
  }

  /// Makes room for `additional` more bytes: what will be appended, when it is known roughly.
  mutating func reserve(_ additional: Int) {
    let needed = count + additional
    if needed > capacity {
      capacity = needed
      start = Self.allocate(start, capacity)
    }
  }

  /// At least twice the room, so that appends cost a copy of each byte once on average.
  private mutating func grow(to needed: Int) {
    capacity = Swift.max(needed, capacity * 2)
    start = Self.allocate(start, capacity)
  }

  /// `realloc`, which grows a block in place when it can; out of memory is a crash, as it is for
  /// an array.
  private static func allocate(
    _ block: UnsafeMutableRawPointer?, _ size: Int
  ) -> UnsafeMutableRawPointer {
    guard let memory = realloc(block, size) else { fatalError("out of memory for a cache entry") }
    return memory
  }
}
