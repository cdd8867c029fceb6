import Foundation

/// What a cached result is valid for.
///
/// A file's own results (its summary, its findings, its suppressions) depend on its bytes, its
/// paths, the configuration that applies to it and the engine that linted it; its key hashes all
/// four. The findings it leaves pending until the project index is built depend on the index
/// too, which the index fingerprint stands for.
enum CacheKeys {
  /// A file's key, `nil` for a file that is not cached, and what its content is for the run's
  /// key.
  typealias FileKey = (key: String?, content: String)

  /// A file's key (the engine, the configuration's fingerprint, both paths and the bytes), and
  /// what its content is for the run's key. A file that is not cached has no key: an Xcode
  /// project or xcconfig file (resource rules hand what they read to their project part in the
  /// rule itself, so they read them in every run), or a file too large or unreadable.
  static func file(
    engine: String, configuration: String, input: LintInput, contents: FileBytes.Read
  ) -> FileKey {
    var hash = StableHash()
    hash.combine(engine)
    hash.combine(configuration)
    hash.combine(input.path)
    hash.combine(input.relativePath)
    switch contents {
    case .bytes(let bytes):
      bytes.withUnsafeBytes { hash.combine(bulk: $0) }
    case .tooLarge(let size):
      hash.combine("too large \(size)")
      return (nil, hash.hex)
    case .unreadable:
      hash.combine("unreadable")
      return (nil, hash.hex)
    }
    let key = hash.hex
    return (ResourceKind(path: input.path) == nil ? key : nil, key)
  }

  /// A whole run's key: the engine, the configurations, and each input's content key, in order.
  /// A run with this key finds what the run that stored it found.
  static func run(engine: String, configurations: [String], contents: [String]) -> String {
    var hash = StableHash()
    hash.combine("run")
    hash.combine(engine)
    hash.combine(configurations)
    hash.combine(contents)
    return "run " + hash.hex
  }

  /// The index as pending findings may read it: every summary, without lines and columns, and
  /// the facts of the rules in `factRules` (those conditions read: `FactReads`).
  ///
  /// Lines and columns are left out so that inserting a line in one file does not invalidate
  /// every other file's pending findings. That is sound because a condition reads places of the
  /// index only to compare them with its own file's (whose bytes, and so places, are part of the
  /// file's key) or for their paths; `docs/writing-rules.md` states it as a rule for rules, and
  /// the randomized cache test inserts lines to catch a rule that breaks it.
  ///
  /// `declarations` are the files' `declarationHash`es, when they were made beforehand.
  static func index(
    _ files: [FileSummary], factRules: Set<String>, declarations: [(UInt64, UInt64)]? = nil
  ) -> String {
    let factRules = factRules.sorted()
    let order = files.indices.sorted { files[$0].path < files[$1].path }
    // Each file's part on all cores, then the parts in path order: hashed in one pass, every
    // summary of the project was a serial pause of a cold run and of each edit's.
    let parts = ParallelMap.map(order) { file in
      var hash = StableHash()
      let (first, second) = declarations?[file] ?? declarationHash(files[file])
      hash.combine(first)
      hash.combine(second)
      combineFacts(of: files[file], factRules: factRules, into: &hash)
      return hash.finalized
    }
    var hash = StableHash()
    hash.combine(factRules)
    for (first, second) in parts {
      hash.combine(first)
      hash.combine(second)
    }
    return hash.hex
  }

  /// What a pending finding may read of a file's declarations, without lines and columns: the
  /// bulk of the index fingerprint, and the same whatever facts it takes.
  ///
  /// `types` are the hashes of the file's types (`typeHash`), when they were made beforehand.
  static func declarationHash(_ file: FileSummary, types: [(UInt64, UInt64)]? = nil) -> (
    UInt64, UInt64
  ) {
    var hash = StableHash()
    hash.combine(file.path)
    hash.combine(Int(file.kind.rawValue))
    hash.combine(file.imports)
    hash.combine(file.types.count)
    for (first, second) in types ?? file.types.map(typeHash) {
      hash.combine(first)
      hash.combine(second)
    }
    hash.combine(file.extensions.count)
    for ext in file.extensions {
      hash.combine(ext.extendedType)
      hash.combine(ext.inherited)
      hash.combine(ext.methods)
      hash.combine(ext.location.path)
    }
    // The modules a build file declares (an Xcode project's, a podspec's, a manifest's): what a
    // finding that reads the whole index reads of it.
    for module in file.declaredModules {
      hash.combine([module.name, module.kind.rawValue, module.base, module.isTests ? "tests" : ""])
      hash.combine(module.dependencies)
      hash.combine(module.files)
      hash.combine(module.folders.map { $0.path + "\t" + $0.excluded.sorted().joined(separator: "\t") })
      for group in module.sources {
        hash.combine(group.included)
        hash.combine(group.excluded)
      }
    }
    return hash.finalized
  }

  /// Mixes in the facts of `factRules` a file recorded.
  private static func combineFacts(
    of file: FileSummary, factRules: [String], into hash: inout StableHash
  ) {
    for rule in factRules {
      guard let values = file.facts[rule] else { continue }
      hash.combine(rule)
      combineUnordered(values.encoded.lazy.map { (file.path, $0) }, into: &hash)
    }
  }

  /// Mixes in facts in any order: some rules record what they gathered in a set, in the order of
  /// the process's hashing. Each fact is hashed on its own and the hashes are added up, where
  /// sorting them (joined with their paths) was most of the cost of a cold run's answers.
  static func combineUnordered(
    _ facts: some Sequence<(path: String, value: ArraySlice<UInt8>)>, into hash: inout StableHash
  ) {
    var first: UInt64 = 0
    var second: UInt64 = 0
    var count = 0
    // A file's facts come together: its path is hashed once, and each fact goes on from there
    // (hashing the path again for each of a file's facts was most of the fingerprint's cost).
    var path: String?
    var afterPath = StableHash()
    for fact in facts {
      if fact.path != path {
        path = fact.path
        afterPath = StableHash()
        afterPath.combine(fact.path)
      }
      var one = afterPath
      fact.value.withUnsafeBytes { one.combine(bytes: $0) }
      let (high, low) = one.finalized
      first &+= high
      second &+= low
      count += 1
    }
    hash.combine(count)
    hash.combine(first)
    hash.combine(second)
  }

  /// What a pending finding may read of a type, hashed on its own: the file's declaration hash
  /// and the answer to a `types(named:)` question are made of these.
  static func typeHash(_ type: TypeSummary) -> (UInt64, UInt64) {
    var hash = StableHash()
    combine(type, into: &hash)
    return hash.finalized
  }

  /// Mixes in what a pending finding may read of a type: all but its lines and columns (see
  /// `index(_:factRules:)`).
  private static func combine(_ type: TypeSummary, into hash: inout StableHash) {
    hash.combine(type.kind.rawValue)
    hash.combine(type.name)
    hash.combine(type.parents)
    hash.combine(type.inherited)
    hash.combineSorted(type.modifiers)
    hash.combineSorted(type.attributes)
    hash.combine(type.location.path)
    hash.combine(type.methods)
    hash.combine(type.properties.count)
    for property in type.properties {
      hash.combine(property.name)
      hash.combine(property.typeText ?? "\u{0}")
      hash.combineSorted(property.modifiers)
      hash.combineSorted(property.attributes)
      hash.combine(property.isLet)
      hash.combine(property.isStored)
      hash.combine(property.location.path)
    }
  }
}

extension LintSetup {
  /// Everything of this configuration that decides a file's findings, hashed: each rule with
  /// its severity, paths and options, and the engine's settings. A changed option changes it, so
  /// the files this configuration applies to are linted again (a folder's own `.canon.yml` has
  /// its own fingerprint, so changing it leaves the rest of the project cached).
  ///
  /// Built from the configuration's values, not its text, so that reformatting `.canon.yml`
  /// keeps the cache. A value whose text is not stable from run to run would only cost misses.
  func fingerprint(knownRuleIDs: Set<String>) -> String {
    var hash = StableHash()
    hash.combine(recordsDeclarations)
    hash.combine(maximumFileSize)
    hash.combine(generated.patterns)
    hash.combine(knownRuleIDs.sorted())
    for (role, values) in rolePatterns.nameSuffixes.sorted(by: { $0.key.rawValue < $1.key.rawValue }
    ) {
      hash.combine("suffix " + role.rawValue)
      hash.combine(values)
    }
    for (role, values) in rolePatterns.baseTypes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      hash.combine("base " + role.rawValue)
      hash.combine(values)
    }
    for (role, values) in rolePatterns.folders.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      hash.combine("folder " + role.rawValue)
      hash.combine(values)
    }
    hash.combine(rules.count)
    for configured in rules {
      hash.combine(configured.id)
      hash.combine(configured.severity.rawValue)
      hash.combine(configured.paths.included)
      hash.combine(configured.paths.excluded)
      hash.combine(configured.paths.vendored)
      for option in configured.rule.optionValues {
        hash.combine(option.name)
        hash.combine(option.value)
      }
    }
    return hash.hex
  }
}

extension StableHash {
  // An array, not any collection: a set would be mixed in in the process's own random order.
  mutating func combine(_ texts: [String]) {
    combine(texts.count)
    for text in texts { combine(text) }
  }

  /// A set's strings as `combine(_:)` mixes them in sorted: without sorting (an array made) the
  /// sets of none or one, most of them.
  mutating func combineSorted(_ texts: Set<String>) {
    guard texts.count > 1 else {
      combine(texts.count)
      for text in texts { combine(text) }
      return
    }
    combine(texts.sorted())
  }
}

/// Which build of Canon wrote a cache entry: its version, and the size and modification time of
/// the running executable, so that a rebuilt `canon` (a rule changed, the version not yet) never
/// trusts what the previous build cached.
public enum EngineIdentity {
  public static func current(version: String) -> String {
    guard let stamp = executableStamp() else { return version }
    return "\(version) \(stamp.size) \(stamp.modified)"
  }

  /// The running executable's size and modification time.
  private static func executableStamp() -> (size: Int64, modified: Double)? {
    #if os(Linux)
      // `stat` follows the link to the executable. `Bundle.main` made a bundle of the
      // executable's folder first, listing it: in a build folder, 24 M instructions (about 6 ms)
      // before a cached run could start.
      var info = stat()
      guard stat("/proc/self/exe", &info) == 0 else { return nil }
      return (
        Int64(info.st_size), Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
      )
    #else
      guard let executable = Bundle.main.executablePath,
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
      else { return nil }
      return (
        (attributes[.size] as? NSNumber)?.int64Value ?? 0,
        (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      )
    #endif
  }
}
