/// What linting one file leaves behind once its tree is released.
struct FileOutcome: Sendable {
  var summary: FileSummary?
  var violations: [Violation] = []
  var pending: PendingFile?
  var suppressions = Suppressions()
  /// Where each finding of the file is, by declaration, when the run records declarations.
  var scopes: DeclarationScopes?
  /// The file's key in the cache, when the run has one and the file could be read.
  var cacheKey: String?
  /// The cache's entry this outcome was taken from, when the cache had the file.
  var cached: CacheEntry?
}
