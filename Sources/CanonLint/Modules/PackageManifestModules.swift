import SwiftSyntax

/// The targets of a `Package.swift` as modules, for their dependencies: `.target(name: "Feed",
/// dependencies: ["Models", .product(name: "Kingfisher", package: "Kingfisher"),
/// .target(name: "Networking"), .byName(name: "Shared")])`. Their files are the target's
/// `Sources/<Target>/` folder (the index places them by path), or the folder its `path:` names
/// (`path: "Comments/Sources/Comments"`); a `.testTarget` is a test module.
/// Read from the syntax tree the file was parsed into for the rules, without running the
/// manifest: names that are not string literals (a constant, a loop's variable) are left out.
enum PackageManifestModules {
  static func isManifest(_ path: String) -> Bool {
    ModulePaths.isNamed(path, "Package.swift")
  }

  static func modules(in tree: SourceFileSyntax, path: String) -> [DeclaredModule] {
    let finder = TargetFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let root = ModulePaths.parent(path)
    return finder.targets.map { target in
      // A `path:` that climbs out of the package's folder is none of its files.
      let folder = target.path.flatMap { written -> String? in
        guard !written.hasPrefix("/") else { return nil }
        return ModulePaths.normalize(ModulePaths.join(root, written))
      }
      return DeclaredModule(
        name: target.name, kind: .swiftPMTarget, declaredIn: path, dependencies: target.dependencies,
        isTests: target.isTests, folders: folder.map { [DeclaredModule.Folder(path: $0)] } ?? [])
    }
  }

  private final class TargetFinder: SyntaxVisitor {
    static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]
    var targets: [(name: String, dependencies: [String], isTests: Bool, path: String?)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        Self.kinds.contains(member.declName.baseName.text),
        let name = PackageManifestModules.argument("name", of: node)
      else { return .visitChildren }
      var dependencies: [String] = []
      let list = node.arguments.first { $0.label?.text == "dependencies" }?.expression
      for element in list?.as(ArrayExprSyntax.self)?.elements ?? [] {
        // `"Models"`, or `.product(name: "Kingfisher", …)`, `.target(name:)`, `.byName(name:)`.
        let written =
          PackageManifestModules.literal(element.expression)
          ?? element.expression.as(FunctionCallExprSyntax.self).flatMap {
            PackageManifestModules.argument("name", of: $0)
          }
        guard let written else { continue }
        let module = DeclaredModule.moduleName(written)
        if module != DeclaredModule.moduleName(name), !dependencies.contains(module) {
          dependencies.append(module)
        }
      }
      targets.append(
        (
          DeclaredModule.moduleName(name), dependencies, member.declName.baseName.text == "testTarget",
          PackageManifestModules.argument("path", of: node)
        ))
      return .skipChildren
    }
  }

  private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
    call.arguments.first { $0.label?.text == label }.flatMap { literal($0.expression) }
  }

  /// The text of a string literal without interpolation.
  private static func literal(_ expression: ExprSyntax) -> String? {
    guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in string.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
    }
    return text.isEmpty ? nil : text
  }
}
