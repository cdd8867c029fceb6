import CanonLint

/// The run's cache, opened on another thread while the configuration is read and the files are
/// found, and closed on another thread while the reports are written. Opening checks the
/// database's schema and closing copies its write-ahead log into it: about 3.5 ms each after a
/// run that wrote to it, at times when the main thread has the run's only work and the other
/// cores are idle. (A cold run on an empty cache folder has neither: it makes the database
/// whole when it stores its entries, `NewDatabase`.)
struct CacheInBackground: Sendable {
  private let opening: BackgroundWork<LintCache?>

  /// Starts opening the cache `options` name (none with `--no-cache`).
  init(_ options: CacheOptions) {
    opening = BackgroundWork { options.open() }
  }

  /// The cache, once it is open; `nil` without one.
  var cache: LintCache? { opening.wait() }

  /// Starts closing the cache; the returned work is done once it is closed. Waiting for it
  /// before the process exits keeps the log from being left for the next run to recover.
  func close() -> BackgroundWork<Void> {
    let opening = opening
    return BackgroundWork { opening.wait()?.close() }
  }
}
