import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Memory for the entries of a run that makes the cache's database, its pages touched
/// beforehand on a core that is idle while the run starts.
///
/// A cold run of the benchmark set writes 5 MB of entries into memory the process never used:
/// the kernel maps and zeroes each page at its first touch, about 2,200 page faults and 12 ms of
/// system time on the cores that encode the entries, each fault dearer while other threads fault
/// at once. Touched while the configuration is read and the files are found, when the main
/// thread has the run's only work, the pages cost the encoding nothing.
///
/// Written here, not taken from a library: `malloc` gives no say over when its memory is first
/// touched, nor which thread's pool a block comes from. A bump allocator over one mapping: its
/// blocks are never freed one by one; the mapping goes when the last `Data` made from it does
/// (each holds the arena). Out of room, `allocate` says so and the caller uses `malloc`.
final class EntryArena: @unchecked Sendable {
  private let base: UnsafeMutableRawPointer
  private let size: Int
  private let pageSize = Int(getpagesize())
  // Guarded by `lock`: the next free byte, and whether pages may still be touched.
  private var top = 0
  private var touching = true
  private let lock = NSLock()

  /// Reserves `size` bytes of address space (backed by memory only once touched); `nil` if the
  /// system will not map them.
  init?(size: Int = 64 << 20) {
    let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else { return nil }
    base = memory
    self.size = size
  }

  // Unmapped on another thread: the last `Data` goes on the thread that stores the entries, at
  // the end of a cold run, and giving back the touched pages took it 4 ms.
  deinit {
    let (address, size) = (Int(bitPattern: base), size)
    DispatchQueue.global(qos: .utility).async {
      munmap(UnsafeMutableRawPointer(bitPattern: address), size)
    }
  }

  /// Touches the pages, first to last, up to `limit` bytes, until `stopTouching()` or the
  /// first allocation: a page touched is a page fault taken now, on this thread.
  func touchPages(upTo limit: Int) {
    let end = Swift.min(limit, size)
    // A stretch of pages at a time under the lock: an allocation never sees a page written
    // by this loop after it was handed out.
    let stretch = 16 * pageSize
    var offset = 0
    while offset < end {
      lock.lock()
      defer { lock.unlock() }
      guard touching else { return }
      var page = offset
      while page < Swift.min(offset + stretch, end) {
        (base + page).storeBytes(of: 0, as: UInt8.self)
        page += pageSize
      }
      offset += stretch
    }
  }

  /// Stops `touchPages`: the run's cores have other work now.
  func stopTouching() {
    lock.withLock { touching = false }
  }

  /// `count` bytes, 16-aligned; `nil` when the arena has no room left.
  func allocate(_ count: Int) -> UnsafeMutableRawPointer? {
    let rounded = Self.rounded(count)
    return lock.withLock {
      touching = false
      guard rounded <= size - top else { return nil }
      defer { top += rounded }
      return base + top
    }
  }

  /// Grows `block`, of `old` bytes, to `new` bytes where it is, if it is the last block handed
  /// out and the arena has the room.
  func extend(_ block: UnsafeMutableRawPointer, from old: Int, to new: Int) -> Bool {
    let (old, new) = (Self.rounded(old), Self.rounded(new))
    return lock.withLock {
      guard block + old == base + top, new - old <= size - top else { return false }
      top += new - old
      return true
    }
  }

  private static func rounded(_ count: Int) -> Int {
    (count + 15) & ~15
  }
}
