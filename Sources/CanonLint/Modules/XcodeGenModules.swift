import Yams

/// The targets of an XcodeGen spec (`project.yml`) as modules, for an app whose Xcode project is
/// generated and not committed: each target's `sources:` (a path, or `path:` with `excludes:`
/// and `includes:` globs; what `type: folder` or a non-sources `buildPhase:` copies is not
/// compiled), its `dependencies:` (`target:`, `framework:`, `carthage:`, `sdk:`, `package:` with
/// `product:`/`products:`), its `templates:` from `targetTemplates:` (`${target_name}`
/// replaced), and its module name: `PRODUCT_MODULE_NAME`, else `productName` or
/// `PRODUCT_NAME`, else the target's name. Paths are relative to the spec's folder.
///
/// Read with Yams, which Canon reads its own configuration with. Only the keys above are read,
/// each list at most `limit` long, so that a hostile spec (aliases of aliases) costs no more
/// than a large one.
enum XcodeGenModules {
  static let limit = 4_096

  static func modules(in text: String, path: String) -> [DeclaredModule] {
    guard let root = try? Yams.compose(yaml: text, .basic, .default, .utf8) else { return [] }
    let base = ModulePaths.parent(path)
    var templates: [String: Node] = [:]
    for (name, node) in entries(of: value(of: "targetTemplates", in: root)) where templates[name] == nil {
      templates[name] = node
    }
    let specs = entries(of: value(of: "targets", in: root)).map { name, node in
      Target(name: name, nodes: templated(node, templates: templates) + [node])
    }
    // A `target:` dependency names a target, which may take another module name.
    var moduleNames: [String: String] = [:]
    for spec in specs where moduleNames[spec.name] == nil { moduleNames[spec.name] = spec.moduleName }
    return specs.map { spec in
      DeclaredModule(
        name: spec.moduleName, kind: .xcodeGenTarget, declaredIn: path,
        dependencies: spec.dependencies(moduleNames: moduleNames), isTests: spec.isTests,
        sources: spec.sources(base: base), base: "")
    }
  }

  /// A target and the templates it takes its keys from (templates first, the target last: a
  /// key the target sets overrides its templates', lists add up).
  private struct Target {
    let name: String
    let nodes: [Node]

    var moduleName: String {
      for key in ["PRODUCT_MODULE_NAME", "productName", "PRODUCT_NAME"] {
        let values = nodes.reversed().lazy.compactMap { node in
          key == "productName" ? string(value(of: key, in: node)) : XcodeGenModules.setting(key, in: node)
        }
        // `$(TARGET_NAME)` and the like are the target's name.
        if let written = values.first(where: { !$0.isEmpty && !$0.contains("$") }) {
          return DeclaredModule.moduleName(written)
        }
      }
      return DeclaredModule.moduleName(name)
    }

    var isTests: Bool {
      let type = nodes.reversed().lazy.compactMap { string(value(of: "type", in: $0)) }.first ?? ""
      return type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing")
    }

    func sources(base: String) -> [DeclaredModule.Globs] {
      var groups: [DeclaredModule.Globs] = []
      for entry in nodes.flatMap({ list(value(of: "sources", in: $0)) }).prefix(limit) {
        let written = string(entry) ?? string(value(of: "path", in: entry))
        guard let written, let folder = ModulePaths.normalize(ModulePaths.join(base, filled(written))),
          !folder.hasPrefix("/")
        else { continue }
        // What is copied as it is, not compiled.
        if string(value(of: "type", in: entry)) == "folder" { continue }
        if let phase = value(of: "buildPhase", in: entry), string(phase) != "sources" { continue }
        let includes = strings(value(of: "includes", in: entry))
        let excludes = strings(value(of: "excludes", in: entry))
        groups.append(
          DeclaredModule.Globs(
            included: includes.isEmpty ? [folder] : includes.compactMap { below(folder, $0) },
            excluded: excludes.compactMap { below(folder, $0) }))
      }
      return groups.filter { !$0.included.isEmpty }
    }

    func dependencies(moduleNames: [String: String]) -> [String] {
      var names: [String] = []
      func add(_ name: String) {
        let module = DeclaredModule.moduleName(name)
        if !module.isEmpty, !names.contains(module) { names.append(module) }
      }
      for dependency in nodes.flatMap({ list(value(of: "dependencies", in: $0)) }).prefix(limit) {
        if let target = string(value(of: "target", in: dependency)) {
          // `Other/Framework` names a target of another project.
          let name = String(target.split(separator: "/").last ?? Substring(target))
          add(moduleNames[name] ?? name)
        } else if let package = string(value(of: "package", in: dependency)) {
          let products =
            strings(value(of: "products", in: dependency))
            + [string(value(of: "product", in: dependency))].compactMap { $0 }
          for product in products.isEmpty ? [package] : products { add(product) }
        } else if let framework = ["framework", "carthage", "sdk"].lazy.compactMap({
          string(value(of: $0, in: dependency))
        }).first {
          // `Frameworks/Kit.xcframework`, `UIKit.framework`: the module is the bundle's name.
          let file = framework.split(separator: "/").last.map(String.init) ?? framework
          add(String(file.split(separator: ".").first ?? Substring(file)))
        }
      }
      return names.filter { $0 != moduleName }
    }

    /// `${target_name}` (and `$target_name`) in a template's text is the target's name.
    private func filled(_ text: String) -> String {
      text.replacingOccurrences(of: "${target_name}", with: name)
        .replacingOccurrences(of: "$target_name", with: name)
    }

    /// A glob of an entry (`**/*.md`, `Legacy`) as a path from the top; `nil` when it climbs out.
    private func below(_ folder: String, _ glob: String) -> String? {
      guard !glob.hasPrefix("/"), !glob.split(separator: "/").contains("..") else { return nil }
      return ModulePaths.join(folder, filled(glob))
    }
  }

  /// The templates a target names (and those they name, a few levels deep), in order.
  private static func templated(_ node: Node, templates: [String: Node], depth: Int = 0) -> [Node] {
    guard depth < 8 else { return [] }
    var found: [Node] = []
    for name in strings(value(of: "templates", in: node)) {
      guard let template = templates[name] else { continue }
      found += templated(template, templates: templates, depth: depth + 1) + [template]
    }
    return found
  }

  /// A build setting of a target: in `settings:` directly, or in its `base:`.
  private static func setting(_ key: String, in node: Node) -> String? {
    guard let settings = value(of: "settings", in: node) else { return nil }
    return string(value(of: key, in: settings)) ?? string(value(of: key, in: value(of: "base", in: settings)))
  }

  /// A mapping's value for `key`; one of an anchored mapping merged in (`<<: *shared`) when the
  /// mapping does not set it.
  private static func value(of key: String, in node: Node?) -> Node? {
    guard let mapping = node?.mapping else { return nil }
    var merged: Node?
    for (name, value) in mapping {
      if name.string == key { return value }
      if name.string == "<<", merged == nil {
        for shared in value.sequence.map(Array.init) ?? [value] {
          if let found = shared.mapping?.first(where: { $0.key.string == key })?.value {
            merged = found
            break
          }
        }
      }
    }
    return merged
  }

  private static func entries(of node: Node?) -> [(String, Node)] {
    guard let mapping = node?.mapping else { return [] }
    return mapping.prefix(limit).compactMap { key, value in key.string.map { ($0, value) } }
  }

  /// A list, or a single item written without one (`sources: App`).
  private static func list(_ node: Node?) -> [Node] {
    guard let node else { return [] }
    return node.sequence.map { Array($0.prefix(limit)) } ?? [node]
  }

  private static func strings(_ node: Node?) -> [String] {
    list(node).compactMap(string)
  }

  private static func string(_ node: Node?) -> String? {
    guard let scalar = node?.scalar else { return nil }
    return scalar.string
  }
}
