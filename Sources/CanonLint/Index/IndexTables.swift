/// What the project index derives from the files' summaries, kept in a form that can be brought
/// up to date for a few changed files: an editor relints the file being typed in within a
/// project of thousands on every edit, and deriving everything again was a third of that time
/// (15 ms of 45 on a 1,500-file workspace). An update derives again only what the changed
/// files' names touch, and gives what deriving it all from the changed summaries would give.
struct IndexTables: Sendable {
  private(set) var summaries: [FileSummary]
  /// Each file's place in `summaries`, by path: declarations of one name are listed in file order.
  private var positions: [String: Int]
  private(set) var declarations: [String: [TypeSummary]]
  private(set) var inheritedByName: [String: Set<String>]
  private(set) var extensionsByName: [String: [ExtensionSummary]]
  private(set) var conformersByName: [String: [String]]
  private(set) var subclassedNames: Set<String>
  /// How many files have each name, and what each folder holds (its files and its subfolders
  /// that hold any): counts rather than sets, so that a file taken away takes away only what no
  /// other file has. A folder is here while it holds a file, directly or deeper.
  private(set) var fileNameCounts: [String: Int]
  private(set) var folderContents: [String: Int]
  /// The folders (with their trailing `/`, empty for the root) of the `Package.swift` files.
  private(set) var packageRoots: Set<String>
  /// The Xcode projects, XcodeGen specs, podspecs and Podfiles, kept apart from `summaries` (no
  /// rule reads them as files), and the modules they and the `Package.swift` files declare.
  private var declaringFiles: [FileSummary]
  private(set) var declaredModules: DeclaredModules
  /// The modules of each file that is in one: its package module (a file inside a package's
  /// `Sources/` folder), else the Xcode targets and pods that compile it; with the modules it
  /// imports.
  private(set) var moduleContext: [String: ModuleContext]
  /// The roles a name's folders give it (see `folderRoles(of:)`).
  private var folderRoles: [String: Set<Role>]
  private var testPaths: Set<String>
  /// The types each name is held by as a view's state (evidence of a view model).
  private var holdings: [String: Set<ViewStateHolding>]
  /// The types of model folders that are display settings, and why.
  private var displaySettings: [String: String]
  private(set) var roles: RoleResolver.Resolution
  let rolePatterns: RolePatterns
  let explainingRoles: Bool

  init(files all: [FileSummary], rolePatterns: RolePatterns, explainingRoles: Bool) {
    let files = all.filter { !DeclaredModules.isDeclaringFile($0.path) }
    declaringFiles = all.filter { DeclaredModules.isDeclaringFile($0.path) }
    // A `Package.swift` stays among the Swift files and declares its targets' dependencies.
    let declaredModules = DeclaredModules(
      declaringFiles.flatMap(\.declaredModules) + files.filter { Self.isManifest($0.path) }.flatMap(\.declaredModules))
    self.declaredModules = declaredModules
    summaries = files
    self.rolePatterns = rolePatterns
    self.explainingRoles = explainingRoles
    // The index is built between two phases that use every core: what roles do not read is
    // derived on another thread while roles are resolved (which was half of it, on one core).
    let fileTables = BackgroundWork { FileTables(files, declared: declaredModules) }

    // Room for every name up front: growing a dictionary rehashes all its keys.
    let typeCount = files.reduce(0) { $0 + $1.types.count }
    var declarations = [String: [TypeSummary]](minimumCapacity: typeCount)
    var folderRoles: [String: (scope: Int, roles: Set<Role>)] = [:]
    let extensionCount = files.reduce(0) { $0 + $1.extensions.count }
    var inherited = [String: Set<String>](minimumCapacity: typeCount + extensionCount)
    var extensions = [String: [ExtensionSummary]](minimumCapacity: extensionCount)
    // A folder's roles once for all its files: splitting every file's path into folder names
    // was most of what the first pass over the files cost.
    var rolesOfFolder: [String: Set<Role>] = [:]
    for file in files {
      let folder = PathUtilities.parent(of: file.path)
      let roles =
        rolesOfFolder[folder]
        ?? {
          let roles = Self.roles(ofFolderOf: file.path, rolePatterns)
          rolesOfFolder[folder] = roles
          return roles
        }()
      for type in file.types {
        declarations[type.name, default: []].append(type)
        inherited[type.name, default: []].formUnion(type.inherited)
        if file.kind != .tests {
          Self.merge(roles, scope: type.parents.isEmpty ? 0 : 1, into: &folderRoles[type.name])
        }
      }
      for ext in file.extensions {
        inherited[ext.extendedType, default: []].formUnion(ext.inherited)
        extensions[ext.extendedType, default: []].append(ext)
      }
    }
    self.declarations = declarations
    self.inheritedByName = inherited
    self.extensionsByName = extensions
    let rolesOfFolders = folderRoles.mapValues(\.roles)
    self.folderRoles = rolesOfFolders
    let testPaths = Set(files.lazy.filter { $0.kind == .tests }.map(\.path))
    self.testPaths = testPaths
    let supertypeTables = BackgroundWork { [declarations, inherited] in
      SupertypeTables(declarations: declarations, inherited: inherited)
    }

    let holdings = ViewStateHoldings.table(declarations)
    self.holdings = holdings
    let displaySettings = Self.displaySettings(declarations, inherited, rolesOfFolders)
    self.displaySettings = displaySettings
    roles = RoleResolver(
      declarations: declarations, inherited: inherited, folderRoles: rolesOfFolders,
      patterns: rolePatterns, testPaths: testPaths, holdings: holdings,
      packageRoots: Self.packageRoots(of: files), displaySettings: displaySettings,
      explaining: explainingRoles
    ).resolveAllOnAllCores()
    let byFile = fileTables.wait()
    positions = byFile.positions
    fileNameCounts = byFile.fileNameCounts
    folderContents = byFile.folderContents
    packageRoots = byFile.packageRoots
    moduleContext = byFile.moduleContext
    let bySupertype = supertypeTables.wait()
    conformersByName = bySupertype.conformers
    subclassedNames = bySupertype.subclassed
  }

  /// What the index derives from the files' paths and imports alone.
  private struct FileTables: Sendable {
    var positions: [String: Int]
    var fileNameCounts: [String: Int] = [:]
    var folderContents: [String: Int] = [:]
    var packageRoots: Set<String>
    var moduleContext: [String: ModuleContext] = [:]

    init(_ files: [FileSummary], declared: DeclaredModules) {
      positions = Dictionary(
        files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
      for file in files {
        IndexTables.count(file.path, by: 1, names: &fileNameCounts, folders: &folderContents)
      }
      packageRoots = IndexTables.packageRoots(of: files)
      for file in files {
        IndexTables.addModuleContext(
          of: file, packageRoots: packageRoots, declared: declared, to: &moduleContext)
      }
    }
  }

  /// Which names each name is a supertype of, and which are subclassed.
  private struct SupertypeTables: Sendable {
    var conformers: [String: [String]] = [:]
    var subclassed = Set<String>()

    init(declarations: [String: [TypeSummary]], inherited: [String: Set<String>]) {
      for (name, supertypes) in inherited {
        for supertype in supertypes {
          conformers[supertype, default: []].append(name)
          if declarations[supertype]?.contains(where: { $0.kind == .class }) == true {
            subclassed.insert(supertype)
          }
        }
      }
    }
  }

  /// Brings the tables up to date: `changed` files' summaries replace those with their paths
  /// (a new path is added after the others), and the files at `removed` paths leave.
  mutating func update(with changed: [FileSummary], removing removed: Set<String>) {
    let changedPaths = Set(changed.map(\.path)).union(removed)
    // A build file that comes, goes or changes moves files between modules: everything is
    // derived again, as for a package manifest.
    if changedPaths.contains(where: DeclaredModules.isDeclaringFile) {
      self = rederived(replacing: changed, removing: removed)
      return
    }
    let old = changedPaths.compactMap { positions[$0].map { summaries[$0] } }
    for file in changed {
      if let position = positions[file.path] {
        summaries[position] = file
      } else {
        positions[file.path] = summaries.count
        summaries.append(file)
      }
    }
    let leaving = removed.subtracting(changed.map(\.path))
    if leaving.contains(where: { positions[$0] != nil }) {
      summaries.removeAll { leaving.contains($0.path) }
      positions = Dictionary(
        summaries.indices.map { (summaries[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
    }
    // Packages' modules and which file sees which are the whole tree's; a manifest that comes,
    // goes or changes is rare enough to derive everything again. So are roles' reasons, which
    // only `canon roles` asks for.
    if explainingRoles || changedPaths.contains(where: Self.isManifest) {
      self = IndexTables(
        files: summaries + declaringFiles, rolePatterns: rolePatterns,
        explainingRoles: explainingRoles)
      return
    }

    // The names the changed files declared or extended, before or after: what they derive.
    var names = Set<String>()
    // And the names they hold as a view's state, before or after: a view that comes to hold
    // a class as its state makes it a view model.
    var held = Set<String>()
    for file in old + changed {
      for type in file.types { names.insert(type.name) }
      for ext in file.extensions { names.insert(ext.extendedType) }
      held.formUnion(ViewStateHoldings.heldNames(in: file))
    }
    for file in old {
      Self.count(file.path, by: -1, names: &fileNameCounts, folders: &folderContents)
      moduleContext[file.path] = nil
      testPaths.remove(file.path)
    }
    for file in changed {
      Self.count(file.path, by: 1, names: &fileNameCounts, folders: &folderContents)
      Self.addModuleContext(
        of: file, packageRoots: packageRoots, declared: declaredModules, to: &moduleContext)
      if file.kind == .tests { testPaths.insert(file.path) }
    }

    let supertypesTouched = updateDeclarations(
      of: names, changed: changed, changedPaths: changedPaths)
    for name in supertypesTouched.union(names) {
      let isSubclassed =
        conformersByName[name] != nil
        && declarations[name]?.contains(where: { $0.kind == .class }) == true
      if isSubclassed { subclassedNames.insert(name) } else { subclassedNames.remove(name) }
    }

    if !held.isEmpty { holdings = ViewStateHoldings.table(declarations) }
    // Display settings are decided across the model folders: a type changed in one file makes
    // the types it holds settings, or no longer.
    let settings = Self.displaySettings(declarations, inheritedByName, folderRoles)
    let settingsChanged = Set(settings.keys).symmetricDifference(displaySettings.keys)
      .union(settings.keys.filter { settings[$0] != displaySettings[$0] })
    displaySettings = settings
    // Roles pass down to subtypes and conformers: the changed names' and all below them.
    var affected = names.union(held).union(settingsChanged)
    var pending = Array(names.union(settingsChanged))
    while let name = pending.popLast() {
      for conformer in conformersByName[name] ?? [] where affected.insert(conformer).inserted {
        pending.append(conformer)
      }
    }
    affected.formUnion(storesHolding(names))
    roles = resolver(explaining: false).resolve(affected, updating: roles)
  }

  /// The types named like stores whose stored properties name one of `names`: whether such a
  /// store keeps only UI or screen state depends on what those types are (`ScreenStateStores`).
  private func storesHolding(_ names: Set<String>) -> Set<String> {
    var found = Set<String>()
    for (name, decls) in declarations
    where rolePatterns.roles(forName: name, isProtocol: false).contains(.store) {
      let mentions = decls.contains { decl in
        decl.properties.contains { property in
          guard let type = property.typeText ?? property.createdType else { return false }
          return ScreenStateStores.typeNames(in: type).contains(where: names.contains)
        }
      }
      if mentions { found.insert(name) }
    }
    return found
  }

  /// The tables derived again from every file: `changed` summaries replace those with their
  /// paths or join them, and the files at `removed` paths leave.
  private func rederived(replacing changed: [FileSummary], removing removed: Set<String>)
    -> IndexTables
  {
    var files = summaries + declaringFiles
    var byPath = Dictionary(
      files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
    for file in changed {
      if let position = byPath[file.path] {
        files[position] = file
      } else {
        byPath[file.path] = files.count
        files.append(file)
      }
    }
    let leaving = removed.subtracting(changed.map(\.path))
    files.removeAll { leaving.contains($0.path) }
    return IndexTables(files: files, rolePatterns: rolePatterns, explainingRoles: explainingRoles)
  }

  /// Each of `names`' declarations, extensions, supertypes and folder roles, the unchanged
  /// files' kept, in file order; returns the supertypes the names had or have now.
  private mutating func updateDeclarations(
    of names: Set<String>, changed: [FileSummary], changedPaths: Set<String>
  ) -> Set<String> {
    var added: [String: [TypeSummary]] = [:]
    var addedExtensions: [String: [ExtensionSummary]] = [:]
    for file in changed {
      for type in file.types { added[type.name, default: []].append(type) }
      for ext in file.extensions { addedExtensions[ext.extendedType, default: []].append(ext) }
    }
    var supertypesTouched = Set<String>()
    for name in names {
      declarations[name] = inFileOrder(
        (declarations[name] ?? []).filter { !changedPaths.contains($0.location.path) },
        added[name] ?? [], path: \.location.path)
      extensionsByName[name] = inFileOrder(
        (extensionsByName[name] ?? []).filter { !changedPaths.contains($0.location.path) },
        addedExtensions[name] ?? [], path: \.location.path)
      let before = inheritedByName[name] ?? []
      var after: Set<String>?
      for type in declarations[name] ?? [] { after = (after ?? []).union(type.inherited) }
      for ext in extensionsByName[name] ?? [] { after = (after ?? []).union(ext.inherited) }
      inheritedByName[name] = after
      for supertype in before.subtracting(after ?? []) {
        conformersByName[supertype]?.removeAll { $0 == name }
        if conformersByName[supertype]?.isEmpty == true { conformersByName[supertype] = nil }
      }
      for supertype in (after ?? []).subtracting(before) {
        conformersByName[supertype, default: []].append(name)
      }
      supertypesTouched.formUnion(before)
      supertypesTouched.formUnion(after ?? [])
      folderRoles[name] = folderRoles(of: name)
    }
    return supertypesTouched
  }

  private func resolver(explaining: Bool) -> RoleResolver {
    RoleResolver(
      declarations: declarations, inherited: inheritedByName, folderRoles: folderRoles,
      patterns: rolePatterns, testPaths: testPaths, holdings: holdings,
      packageRoots: packageRoots, displaySettings: displaySettings, explaining: explaining)
  }

  /// `NonModelEvidence.DisplaySettings` of the names model folders make entities.
  private static func displaySettings(
    _ declarations: [String: [TypeSummary]], _ inherited: [String: Set<String>],
    _ folderRoles: [String: Set<Role>]
  ) -> [String: String] {
    NonModelEvidence.DisplaySettings.find(
      declarations: declarations, inherited: inherited,
      candidates: Set(folderRoles.lazy.filter { $0.value.contains(.entity) }.map(\.key)))
  }

  /// `kept` (in file order) and `added` (from the changed files, each file's in its order),
  /// merged in the order of their files.
  private func inFileOrder<Item>(_ kept: [Item], _ added: [Item], path: KeyPath<Item, String>)
    -> [Item]?
  {
    guard !added.isEmpty else { return kept.isEmpty ? nil : kept }
    let all = kept + added
    let order = all.indices.sorted {
      let (left, right) = (
        positions[all[$0][keyPath: path]] ?? 0, positions[all[$1][keyPath: path]] ?? 0
      )
      return left != right ? left < right : $0 < $1
    }
    return order.map { all[$0] }
  }

  /// The roles a name's folders give it. A folder speaks for a name only when every declaration
  /// of it agrees: a protocol `Feed` beside its view controller is not the entity `Feed` of
  /// another module's `Models/`, and a reader takes the nearest declaration, not the one in a
  /// model folder. Unqualified, a name means its top-level declarations when it has any (a
  /// `User` nested in generated GraphQL code does not count). Generated types keep their
  /// folder's role (a model generated from a schema is an entity); tests' types take none.
  private func folderRoles(of name: String) -> Set<Role>? {
    var found: (scope: Int, roles: Set<Role>)?
    for type in declarations[name] ?? [] where !testPaths.contains(type.location.path) {
      Self.merge(
        Self.roles(ofFolderOf: type.location.path, rolePatterns),
        scope: type.parents.isEmpty ? 0 : 1, into: &found)
    }
    return found?.roles
  }

  private static func merge(
    _ roles: Set<Role>, scope: Int, into known: inout (scope: Int, roles: Set<Role>)?
  ) {
    guard let current = known else {
      known = (scope, roles)
      return
    }
    if scope < current.scope {
      known = (scope, roles)
    } else if scope == current.scope {
      known = (scope, current.roles.intersection(roles))
    }
  }

  private static func roles(ofFolderOf path: String, _ patterns: RolePatterns) -> Set<Role> {
    patterns.roles(forFolders: PathUtilities.components(path).dropLast().map(String.init))
  }

  /// Counts a file's name and its folder (`by` 1 when it comes, -1 when it goes). A folder
  /// that comes to hold something, or to hold nothing, is counted in its own folder in turn;
  /// above the first that held something before and still does, nothing changes.
  private static func count(
    _ path: String, by step: Int, names: inout [String: Int], folders: inout [String: Int]
  ) {
    // By byte offsets into the path: a substring for each of its folders, then a string for
    // each key, cost 12,000 instructions a file.
    var bytesOfPath = path
    bytesOfPath.withUTF8 { bytes in
      let slash = UInt8(ascii: "/")
      var end = bytes.count
      while end > 0, bytes[end - 1] == slash { end -= 1 }
      var start = end
      while start > 0, bytes[start - 1] != slash { start -= 1 }
      let name = start == end ? path : Self.text(bytes, start..<end)
      names[name, default: 0] += step
      if names[name] == 0 { names[name] = nil }
      var limit = bytes.count
      while let folderEnd = bytes[..<limit].lastIndex(of: slash) {
        limit = folderEnd
        let key = Self.text(bytes, 0..<folderEnd)
        let before = folders[key] ?? 0
        let after = before + step
        folders[key] = after > 0 ? after : nil
        guard before == 0 || after == 0 else { break }
      }
    }
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private static func packageRoots(of files: [FileSummary]) -> Set<String> {
    var roots = Set<String>()
    for file in files where isManifest(file.path) {
      roots.insert(String(file.path.dropLast("Package.swift".count)))
    }
    return roots
  }

  private static func isManifest(_ path: String) -> Bool {
    path == "Package.swift" || path.hasSuffix("/Package.swift")
  }

  /// Package modules only where the package's manifest is linted too: a `Sources/` folder of an
  /// Xcode target (XcodeGen and Tuist apps have them) is one module, whatever its subfolders.
  /// Elsewhere the package targets whose manifest names their folder (`path:`), and the Xcode
  /// and XcodeGen targets and pods whose build files are linted.
  private static func addModuleContext(
    of file: FileSummary, packageRoots: Set<String>, declared: DeclaredModules,
    to context: inout [String: ModuleContext]
  ) {
    if !packageRoots.isEmpty,
      let module = ProjectIndex.module(ofPath: file.path, packageRoots: packageRoots)
    {
      context[file.path] = ModuleContext(
        modules: [module], imports: Set(file.imports.map(Self.topModule)), inPackage: true)
      return
    }
    let modules = declared.modules(of: file.path)
    guard let first = modules.first else { return }
    var names: [String] = []
    for module in modules where !names.contains(module.name) { names.append(module.name) }
    // A package target whose manifest names its folder (`path:`) is a package's module.
    context[file.path] = ModuleContext(
      modules: names, imports: Set(file.imports.map(Self.topModule)),
      inPackage: first.kind == .swiftPMTarget, declaredBy: modules)
  }

  /// The module an import names (`Foundation` of `Foundation.NSString`), found by byte: by
  /// `Character` it was a third of a package file's module context.
  private static func topModule(_ path: String) -> String {
    guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return path }
    return String(Substring(path.utf8[..<dot]))
  }
}

/// The modules a file is compiled in, and those it imports.
struct ModuleContext: Sendable {
  /// The file's modules, the first its own: a package module, or the Xcode targets and pods
  /// that compile it.
  var modules: [String]
  var imports: Set<String>
  /// Whether the module is a package's: a package sees only what it declares or imports.
  var inPackage: Bool
  /// The Xcode targets and pods that compile it, with where each is declared.
  var declaredBy: [DeclaredModule] = []
}
