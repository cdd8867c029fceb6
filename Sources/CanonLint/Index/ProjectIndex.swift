import Foundation

/// Every file's summary, and what is derived from all of them once: declarations by name, who
/// inherits from whom, and each declared type's roles. Rules ask it; none re-reads a file.
public final class ProjectIndex: Sendable {
  /// Every file's summary. A pending finding's condition that reads them is taken to depend on
  /// the whole index (`IndexReads`): ask the questions below where they serve.
  public var files: [FileSummary] {
    if factReads != nil { IndexReads.noteEverything() }
    return summaries
  }
  private var summaries: [FileSummary] { tables.summaries }
  /// How many files the index holds: unlike reading `files`, not a question noted for the cache.
  var fileCount: Int { summaries.count }
  public var rolePatterns: RolePatterns { tables.rolePatterns }
  /// What is derived from the summaries, kept so that `updating` derives only what changed.
  private let tables: IndexTables
  private var declarations: [String: [TypeSummary]] { tables.declarations }
  /// Read as their type for a rule the first time it is asked, on the core that runs that rule:
  /// gathering every rule's facts up front was a serial pause of milliseconds after the files
  /// were linted. By rule and fact type; each an array of `(path, value)` of that type.
  private let factsByRule = LockedCache<FactsKey, any Sendable>()
  /// The bytes of each fact a rule recorded, built the first time `hasFact` asks: most facts
  /// are only ever listed.
  private let factValuesByRule = LockedCache<String, Set<EncodedFact>>()
  private let factPathsByRule = LockedCache<String, Set<String>>()
  /// Which rules' facts conditions read, for the cache; `nil` without one.
  let factReads: FactReads?
  /// The questions the run's rules answer from the index (`ask(_:)`), for the cache.
  let questions: IndexQuestions
  /// Whether a file name ends with a suffix, by suffix: conditions ask it again and again.
  private let fileNameEndings = LockedCache<String, Bool>()

  public convenience init(
    files: [FileSummary], rolePatterns: RolePatterns = .default, explainingRoles: Bool = false
  ) {
    self.init(
      files: files, rolePatterns: rolePatterns, explainingRoles: explainingRoles, factReads: nil)
  }

  convenience init(
    files: [FileSummary], rolePatterns: RolePatterns, explainingRoles: Bool = false,
    factReads: FactReads?, questions: IndexQuestions = IndexQuestions()
  ) {
    self.init(
      tables: IndexTables(
        files: files, rolePatterns: rolePatterns, explainingRoles: explainingRoles),
      factReads: factReads, questions: questions)
  }

  private init(tables: IndexTables, factReads: FactReads?, questions: IndexQuestions) {
    self.tables = tables
    self.factReads = factReads
    self.questions = questions
  }

  /// The index of this project with the `changed` files' summaries in place of those with their
  /// paths (a new path's file comes after the others) and the files at `removed` paths gone:
  /// what `init(files:)` makes of the files so changed, derived again only where the changed
  /// files' names reach. An editor relints the file being typed in within the whole project on
  /// every edit.
  public func updating(with changed: [FileSummary], removing removed: Set<String> = [])
    -> ProjectIndex
  {
    updating(with: changed, removing: removed, factReads: nil, questions: questions)
  }

  func updating(
    with changed: [FileSummary], removing removed: Set<String>, factReads: FactReads?,
    questions: IndexQuestions
  ) -> ProjectIndex {
    var tables = self.tables
    tables.update(with: changed, removing: removed)
    return ProjectIndex(tables: tables, factReads: factReads, questions: questions)
  }

  /// Why the type with this name has each of its roles (empty unless the index was made with
  /// `explainingRoles`).
  public func reasons(forRolesOf name: String) -> [RoleReason] {
    note(.roles(name))
    return tables.roles.reasons[name] ?? []
  }

  /// Roles that weaker evidence suggested for the type and stronger evidence set aside, and why
  /// (a view controller that adopts a protocol named `ErrorPresenter`; presentation values in a
  /// model folder); empty unless the index was made with `explainingRoles`.
  public func rolesSetAside(of name: String) -> [RoleReason] {
    note(.roles(name))
    return tables.roles.setAside[name] ?? []
  }

  /// The package module of a file: the folder after the `Sources/` of a package whose manifest
  /// is among `packageRoots` (`Packages/Models/Sources/Models/List.swift` → `Models`); `nil`
  /// elsewhere (an Xcode target's folders, where every file sees every other).
  public static func module(ofPath path: String, packageRoots: Set<String>) -> String? {
    guard !packageRoots.isEmpty else { return nil }
    // By byte offsets: `canSee` asks this of every declaration of a name, and splitting the path
    // into substrings, then joining the root's again, cost 7,000 instructions a call. The root
    // is the path's own prefix, so an absolute path keeps its leading `/`, as the roots do.
    var path = path
    return path.withUTF8 { bytes -> String? in
      let slash = UInt8(ascii: "/")
      var folders: [Range<Int>] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
        if start < index { folders.append(start..<index) }
        start = index + 1
      }
      // The last folder named `Sources`, when a module folder and a file are below it.
      guard
        let sources = folders.indices.dropLast().last(where: {
          bytes[folders[$0]].elementsEqual("Sources".utf8)
        }),
        sources + 1 < folders.count - 1
      else { return nil }
      let root = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[..<folders[sources].lowerBound]), as: UTF8.self)
      guard packageRoots.contains(root) else { return nil }
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[folders[sources + 1]]), as: UTF8.self)
    }
  }

  /// The module of a file of the project: its package module, else the first Xcode target or
  /// pod whose linted project file compiles it; `nil` when no linted build file says.
  public func module(of path: String) -> String? {
    note(.module(path))
    return tables.moduleContext[path]?.modules.first
  }

  /// Every module that compiles the file, its own (`module(of:)`) first: an app's file that its
  /// extension compiles too is in both.
  public func modules(of path: String) -> [String] {
    note(.module(path))
    return tables.moduleContext[path]?.modules ?? []
  }

  /// Which module a file is in and why: the package whose `Sources/` folder holds it, or the
  /// Xcode targets and pods that compile it and the files that declare them. `nil` when no
  /// linted build file says. For `canon roles` and `canon config explain`.
  public func moduleMembership(of path: String) -> ModuleMembership? {
    guard let context = tables.moduleContext[path], let first = context.modules.first else {
      return nil
    }
    if context.inPackage, context.declaredBy.isEmpty {
      let root = tables.packageRoots.filter { path.hasPrefix($0) }.max { $0.count < $1.count }
      return ModuleMembership(
        module: first, origins: ["SwiftPM target '\(first)' of \(root ?? "")Package.swift"])
    }
    return ModuleMembership(module: first, origins: context.declaredBy.map(\.origin))
  }

  /// Whether the file at `path` tells which files make up which module: a `Package.swift`, an
  /// Xcode project (`project.pbxproj`) or a podspec.
  public static func declaresModules(_ path: String) -> Bool {
    DeclaredModules.isDeclaringFile(path) || path == "Package.swift"
      || path.hasSuffix("/Package.swift")
  }

  /// The modules the project's Xcode projects and podspecs declare, in the order read.
  public var declaredModules: [DeclaredModule] {
    if factReads != nil { IndexReads.noteEverything() }
    return tables.declaredModules.modules
  }

  /// Whether `name`, written in the file at `path`, can mean a type the project declares: for a
  /// file of a module (a package's, or an Xcode or XcodeGen target's or pod's whose build file
  /// is linted), one in its own module or in a module it imports; for any other file, any. In a
  /// SwiftUI file of module `Profile` that does not import `Models`, `List` is SwiftUI's, not
  /// `Models.List`. A module's file sees no type whose file no linted build file places: such a
  /// file is the app's, in no module anything imports (a pod cannot see the app's types).
  public func canSee(_ name: String, from path: String) -> Bool {
    note(.canSee(name, from: path))
    guard let context = tables.moduleContext[path] else { return true }
    return (declarations[name] ?? []).contains { Self.sees($0.location.path, from: context, tables) }
  }

  /// Whether code in the file at `path` sees the types declared in the file at `declaringPath`,
  /// by the rule of `canSee`. For `canon graph`, which picks the declaration a name means.
  public func sees(typesIn declaringPath: String, from path: String) -> Bool {
    if factReads != nil { IndexReads.noteEverything() }
    guard let context = tables.moduleContext[path] else { return true }
    return Self.sees(declaringPath, from: context, tables)
  }

  private static func sees(_ declaringPath: String, from context: ModuleContext, _ tables: IndexTables)
    -> Bool
  {
    guard let declaring = tables.moduleContext[declaringPath] else { return false }
    return declaring.modules.contains {
      context.modules.contains($0) || context.imports.contains($0)
    }
  }

  /// Declarations of types with this name (several when modules reuse a name).
  public func types(named name: String) -> [TypeSummary] {
    note(.types(name))
    return declarations[name] ?? []
  }

  /// Whether the project declares a type (of any kind) with this name.
  public func declares(_ name: String) -> Bool {
    note(.types(name))
    return declarations[name] != nil
  }

  /// The roles of the project type with this name; empty for names the project does not declare.
  public func roles(of name: String) -> Set<Role> {
    note(.roles(name))
    return tables.roles.roles[name] ?? []
  }

  public func hasRole(_ role: Role, _ name: String) -> Bool {
    roles(of: name).contains(role)
  }

  /// Every name a type inherits from or conforms to, in its declaration or its extensions.
  public func supertypes(of name: String) -> Set<String> {
    note(.supertypes(name))
    return tables.inheritedByName[name] ?? []
  }

  /// The project's extensions of the type with this name.
  public func extensions(of name: String) -> [ExtensionSummary] {
    note(.extensions(name))
    return tables.extensionsByName[name] ?? []
  }

  /// Names of the types that list `name` as a supertype (declaration or extension).
  public func conformers(of name: String) -> [String] {
    note(.conformers(name))
    return tables.conformersByName[name] ?? []
  }

  /// Whether a project class inherits from the class `name`.
  public func isSubclassed(_ name: String) -> Bool {
    note(.subclassed(name))
    return tables.subclassedNames.contains(name)
  }

  /// Whether `name` is a project protocol limited to classes (`AnyObject`, `class`,
  /// `NSObjectProtocol`, or a class-bound project protocol); `nil` when the project does not
  /// declare such a protocol.
  public func isClassBoundProtocol(_ name: String) -> Bool? {
    note(.classBound(name))
    func protocols(named name: String) -> [TypeSummary]? {
      guard let found = declarations[name]?.filter({ $0.kind == .protocol }), !found.isEmpty
      else { return nil }
      return found
    }
    guard let first = protocols(named: name) else { return nil }
    // Through the inherited protocols without recursion: a chain of thousands (generated or
    // hostile code) must not overflow the stack.
    var visited: Set<String> = [name]
    var pending = [first]
    while let declared = pending.popLast() {
      for proto in declared {
        if proto.attributes.contains("objc") { return true }
        for parent in proto.inherited {
          if ["AnyObject", "class", "NSObjectProtocol"].contains(parent) { return true }
          if visited.insert(parent).inserted, let inherited = protocols(named: parent) {
            pending.append(inherited)
          }
        }
      }
    }
    return false
  }

  /// The facts a rule recorded, read as `type`, with the file each came from, in the order of
  /// the files and of each file's `record` calls.
  public func facts<Value: Fact>(
    of ruleID: String, as type: Value.Type = Value.self
  ) -> [(path: String, value: Value)] {
    noteFacts(of: ruleID)
    let made = factsByRule.value(for: FactsKey(ruleID: ruleID, type: ObjectIdentifier(type))) {
      Self.decode(summaries, ruleID, as: type)
    }
    return made as? [(path: String, value: Value)] ?? Self.decode(summaries, ruleID, as: type)
  }

  /// The facts of `ruleID` the `files` recorded, read as `type`.
  static func decode<Value: Fact>(
    _ files: [FileSummary], _ ruleID: String, as type: Value.Type
  ) -> [(path: String, value: Value)] {
    var facts: [(path: String, value: Value)] = []
    for file in files {
      guard let list = file.facts[ruleID] else { continue }
      for value in list.decoded(as: type) { facts.append((file.path, value)) }
    }
    return facts
  }

  /// Each fact's bytes, with its file, for the cache's fingerprints; not a question noted.
  func encodedFacts(of ruleID: String) -> [(path: String, value: ArraySlice<UInt8>)] {
    var facts: [(path: String, value: ArraySlice<UInt8>)] = []
    for file in summaries {
      guard let list = file.facts[ruleID] else { continue }
      for value in list.encoded { facts.append((file.path, value)) }
    }
    return facts
  }

  /// Whether any file recorded `fact` for the rule (constant time, for `when:` conditions).
  public func hasFact(_ fact: some Fact, of ruleID: String) -> Bool {
    hasFact(encoded: FactList.encoding(of: fact), of: ruleID)
  }

  /// `hasFact` of a fact's bytes: what the cache asks again of a later run's index.
  func hasFact(encoded bytes: [UInt8], of ruleID: String) -> Bool {
    noteFacts(of: ruleID, question: .hasFact(ruleID, value: bytes))
    // Made once from all of the rule's facts, which the finding asking did not read.
    return factValuesByRule.value(for: ruleID) {
      Set(encodedFacts(of: ruleID).lazy.map { EncodedFact(bytes: $0.value) })
    }.contains(EncodedFact(bytes: bytes[...]))
  }

  /// The paths of the files that recorded any fact for the rule (made once, for conditions
  /// that ask again and again).
  public func paths(withFactsOf ruleID: String) -> Set<String> {
    noteFacts(of: ruleID)
    return factPathsByRule.value(for: ruleID) {
      Set(summaries.lazy.filter { $0.facts[ruleID].map { $0.count > 0 } ?? false }.map(\.path))
    }
  }

  /// Whether a linted file has this name (`LoginInteractorTests.swift`).
  public func containsFile(named name: String) -> Bool {
    note(.fileNamed(name))
    return tables.fileNameCounts[name] != nil
  }

  /// Whether a linted file's name ends with `suffix` (`Tests.swift`: the project has tests).
  public func containsFile(nameEndingWith suffix: String) -> Bool {
    note(.fileNameEnding(suffix))
    return fileNameEndings.value(for: suffix) {
      tables.fileNameCounts.keys.contains { $0.hasSuffix(suffix) }
    }
  }

  /// Whether a folder (a path as files are reported, without a trailing `/`) holds a linted file,
  /// directly or in a subfolder.
  public func containsFolder(_ path: String) -> Bool {
    note(.folder(path))
    return tables.folderContents[path] != nil
  }

  /// For a rule that keeps what it derived from this index between conditions (a memo): say so
  /// each time the memo answers a condition, since only the first, which made it, asked the
  /// index. `ruleID` names the rule whose facts it was made from; `nil` means the whole index
  /// (its `files`).
  public func noteMemoRead(fromFactsOf ruleID: String?) {
    guard factReads != nil else { return }
    if let ruleID { noteFacts(of: ruleID) } else { IndexReads.noteEverything() }
  }

  /// Notes a question for the cache (`IndexReads`); nothing without a cache.
  private func note(_ query: IndexQuery) {
    if factReads != nil { IndexReads.note(query) }
  }

  /// Notes that the rule's facts are read: for the fingerprint of the index (`FactReads`) and,
  /// as `question` (default: all of them), for the finding being settled.
  private func noteFacts(of ruleID: String, question: IndexQuery? = nil) {
    guard let factReads else { return }
    factReads.noteRead(of: ruleID)
    IndexReads.note(question ?? .facts(ruleID))
  }
}

/// A rule and the type its facts are read as.
struct FactsKey: Hashable, Sendable {
  var ruleID: String
  var type: ObjectIdentifier
}

/// Which module a file is in, and the build files that say so.
public struct ModuleMembership: Sendable, Equatable {
  /// The file's module (the first, when several targets compile it).
  public var module: String
  /// Each module that compiles the file, with the file that declares it: `Xcode target
  /// 'Hackers' of Hackers.xcodeproj/project.pbxproj`.
  public var origins: [String]

  /// `module Hackers (Xcode target 'Hackers' of Hackers.xcodeproj/project.pbxproj)`.
  public var description: String {
    "module \(module) (" + origins.joined(separator: "; ") + ")"
  }
}

/// A dictionary filled on demand, safe to share between the threads that check conditions.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private var values: [Key: Value]
  private let lock = NSLock()

  /// - Parameter minimumCapacity: room for the values expected, so that the table does not grow
  ///   a doubling at a time, rehashing every key already in.
  init(minimumCapacity: Int = 0) {
    values = Dictionary(minimumCapacity: minimumCapacity)
  }

  /// The value for `key`, made by `make` the first time. The lock is not held while making:
  /// one rule gathering its facts must not hold up the others asking for theirs. Two jobs may
  /// then make the same value at once; the first one stored is kept.
  func value(for key: Key, _ make: () -> Value) -> Value {
    lock.lock()
    if let value = values[key] {
      lock.unlock()
      return value
    }
    lock.unlock()
    let made = make()
    lock.lock()
    defer { lock.unlock() }
    if let value = values[key] { return value }
    values[key] = made
    return made
  }
}
