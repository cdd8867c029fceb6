/// The hash of each type the index holds (`CacheKeys.typeHash`), by name, made on another thread
/// while the index is built (`PreparedEntries`). The answer to a `types(named:)` question is then these
/// hashes combined, where hashing every declaration of the name again took 25 M instructions of
/// a cold run, after the project's findings were settled and before the run could end.
struct TypeHashes: Sendable {
  private var byName: [String: [(path: String, line: Int, hash: (UInt64, UInt64))]] = [:]

  init() {}

  /// - Parameters:
  ///   - files: the summaries the index is built from, in its order.
  ///   - hashes: the hashes of each file's types, in the file's order.
  init(_ files: [FileSummary], _ hashes: [[(UInt64, UInt64)]]) {
    for (file, hashes) in zip(files, hashes) {
      for (type, hash) in zip(file.types, hashes) {
        byName[type.name, default: []].append((file.path, type.location.line, hash))
      }
    }
  }

  /// The hashes of `types` (what the index declares `named` so), or `nil` when they are not the
  /// types these hashes were made of: each is checked by its file and line, so an index that
  /// lists them otherwise costs the time saved, never a wrong answer.
  func hashes(of types: [TypeSummary], named name: String) -> [(UInt64, UInt64)]? {
    guard let made = byName[name], made.count == types.count else { return nil }
    var hashes: [(UInt64, UInt64)] = []
    hashes.reserveCapacity(types.count)
    for (type, made) in zip(types, made) {
      guard type.location.line == made.line, type.location.path == made.path else { return nil }
      hashes.append(made.hash)
    }
    return hashes
  }
}
