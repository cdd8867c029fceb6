import ArgumentParser
import CanonLint
import Foundation

/// Where results are kept between runs.
struct CacheOptions: ParsableArguments {
  @Option(
    name: .customLong("cache-path"),
    help: ArgumentHelp(
      "The folder of the cache (default: $XDG_CACHE_HOME/canon, ~/.cache/canon, or ~/Library/Caches/canon on macOS).",
      discussion: "Keyed by each file's content, so a CI cache of this folder (actions/cache) hits on a fresh checkout.",
      valueName: "folder"))
  var cachePath: String?

  @Flag(name: .customLong("no-cache"), help: "Lint every file, and leave the cache as it is.")
  var noCache = false

  /// The cache to use, or `nil` without one. A cache that cannot be opened is said on standard
  /// error and the run goes on without it: it costs time, never a finding.
  func open() -> LintCache? {
    guard !noCache else { return nil }
    guard let directory = cachePath.map({ PathUtilities.absolute($0) }) ?? Self.defaultDirectory() else {
      Console.note("warning: no cache: no home folder to keep it in (use --cache-path)")
      return nil
    }
    do {
      return try LintCache(
        directory: directory, engine: EngineIdentity.current(version: CanonCommand.version))
    } catch {
      Console.note("warning: no cache: cannot open \(directory): \(ErrorSentence.ofMakingFolder(directory, error))")
      return nil
    }
  }

  /// `$XDG_CACHE_HOME/canon` (when set to an absolute path, as the XDG specification asks),
  /// else `~/Library/Caches/canon` on macOS and `~/.cache/canon` elsewhere.
  static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return (xdg as NSString).appendingPathComponent("canon")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    #if os(macOS)
      return (home as NSString).appendingPathComponent("Library/Caches/canon")
    #else
      return (home as NSString).appendingPathComponent(".cache/canon")
    #endif
  }
}
