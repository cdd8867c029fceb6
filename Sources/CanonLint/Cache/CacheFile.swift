import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The cache database is only ever a regular file inside the cache folder. A symbolic link in its
/// place (to another SQLite database, which would get Canon's tables and the write-ahead log, or
/// dangling, which would make SQLite create a file where it points) is an unusable cache: moved
/// aside, as a damaged database is. So are links named as its log and shared-memory files.
///
/// By hand with `lstat` before SQLite opens the file: GRDB's configuration does not pass
/// `SQLITE_OPEN_NOFOLLOW`, the flag that would make SQLite refuse the link itself.
enum CacheFile {
  static func setAsideUnlessRegular(_ path: String) {
    var status = stat()
    if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
      let aside = path + ".damaged"
      // `unlink` and `rename` act on a link itself, never on what it points to.
      _ = unlink(aside)
      if rename(path, aside) != 0 { _ = unlink(path) }
    }
    for suffix in ["-wal", "-shm"] {
      var companion = stat()
      if lstat(path + suffix, &companion) == 0, (companion.st_mode & S_IFMT) != S_IFREG {
        _ = unlink(path + suffix)
      }
    }
  }
}
