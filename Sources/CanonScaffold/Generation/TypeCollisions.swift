import Foundation
import SwiftParser
import SwiftSyntax

/// Refuses a plan whose new Swift files declare a type that the same target already declares.
///
/// `canon new screen Profile --architecture viper` after an MVVM screen `Profile` wrote a second
/// `ProfileView` and `ProfileViewController` beside the first ones (other file names, so nothing
/// was overwritten), and the target no longer compiled. A target is the folder two levels down
/// the app (`Sources/AppUI`, `Tests/AppCoreTests`), as the templates lay them out.
enum TypeCollisions {
  static func check(_ plan: ScaffoldPlan, root: URL) throws {
    var wanted: [String: [String]] = [:]  // target → type names the plan declares there
    for file in plan.files where file.path.hasSuffix(".swift") {
      guard let target = target(of: file.path) else { continue }
      wanted[target, default: []] += declaredTypes(in: file.contents)
    }
    let planned = Set(plan.files.map(\.path))
    for (target, names) in wanted.sorted(by: { $0.key < $1.key }) {
      let folder = root.appendingPathComponent(target)
      let names = Set(names)
      for path in swiftFiles(under: folder) where !planned.contains(target + "/" + path) {
        let file = folder.appendingPathComponent(path).path
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        let declared = declaredTypes(in: String(decoding: data, as: UTF8.self))
        if let clash = declared.first(where: names.contains) {
          throw ScaffoldError.typeExists(clash, declaredIn: target + "/" + path)
        }
      }
    }
  }

  private static func target(of path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count > 2 else { return nil }
    return parts[0] + "/" + parts[1]
  }

  /// The Swift files under `folder`, relative paths, sorted (so the first clash reported is the
  /// same on every machine).
  private static func swiftFiles(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
  }

  /// The types a file declares at its top level (in `#if` blocks too): nested types have other
  /// names, and so do types local to a function.
  static func declaredTypes(in source: String) -> [String] {
    let collector = TypeCollector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: source))
    return collector.names
  }
}

private final class TypeCollector: SyntaxVisitor {
  private(set) var names: [String] = []

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func add(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    names.append(name.text)
    return .skipChildren
  }
}
