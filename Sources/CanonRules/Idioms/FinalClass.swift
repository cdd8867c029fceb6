import CanonLint
import SwiftSyntax

/// Classes nobody subclasses are declared `final`.
struct FinalClass: SyntaxRule {
  /// Framework base classes whose subclasses the framework itself subclasses again at run time
  /// (Core Data and Realm generate accessor subclasses), so they must stay non-final.
  static let runtimeSubclassedBases: Set<String> = [
    "NSManagedObject", "Object", "EmbeddedObject", "RLMObject", "AsymmetricObject",
  ]

  static let description = RuleDescription(
    id: "final-class",
    summary: "A class that is neither `open` nor `final` and that no class in the project inherits from",
    rationale: """
      A class that is not meant to be subclassed says so with `final`: readers know no override \
      changes its behaviour, and the compiler can call its methods directly. Whether anything \
      inherits from the class is decided over the whole linted project, test files included, so \
      a test double that subclasses a class keeps it open. `open` classes, and subclasses of \
      `NSManagedObject` and Realm's `Object` (which those frameworks subclass at run time), are \
      left alone.
      """,
    source: "G3 Final",
    triggering: [
      Example("class ↓LoginViewModel {}"),
      Example("public class ↓Formatter {}"),
      Example("@MainActor class ↓LoginCoordinator: Coordinator {}"),
      Example("class Base {}\nclass ↓Child: Base {}\nclass ↓Other {}"),
      Example("enum Outer {\n  class ↓Inner {}\n}"),
    ],
    nonTriggering: [
      Example("final class LoginViewModel {}"),
      Example("open class BaseViewController: UIViewController {}"),
      Example("public final class Formatter {}"),
      Example(
        "class Coordinator {}\nfinal class LoginCoordinator: Coordinator {}"),
      Example(
        "class APIClient {\n  func load() {}\n}",
        path: "Sources/App/APIClient.swift",
        context: [
          "Tests/AppTests/APIClientMock.swift":
            "final class APIClientMock: APIClient {\n  override func load() {}\n}"
        ]),
      Example("@objc(Post)\nclass Post: NSManagedObject {\n  @NSManaged var title: String\n}"),
      Example("class Dog: Object {\n  @Persisted var name = \"\"\n}"),
      Example(
        "class Pet: NSManagedObject {}\nclass Cat: Pet {}",
        path: "Sources/App/Model/Pet.swift"),
      Example(
        "class Zoo {}",
        context: ["Sources/App/Zoos.swift": "final class CityZoo: Zoo {}"]),
      Example("struct Point {}\nactor Cache {}\nprotocol Loading: class {}"),
    ],
    corrections: [
      Correction(
        Example("class ↓LoginViewModel {}"), "final class LoginViewModel {}"),
      Correction(
        Example("@MainActor\npublic class ↓Formatter {}"), "@MainActor\npublic final class Formatter {}"),
    ],
    fix: .unsafe)

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ClassDeclSyntax.self) { node in
      let modifiers = node.modifiers
      if modifiers.contains(.final, or: .open) { return }
      let name = node.name.text
      let inherited = node.inheritanceClause?.typeNames ?? []
      if let first = inherited.first, Self.runtimeSubclassedBases.contains(first) { return }
      if Self.hasManagedMembers(node) { return }
      let keyword = node.classKeyword
      let edit = SourceEdit(
        range: keyword.positionAfterSkippingLeadingTrivia..<keyword.positionAfterSkippingLeadingTrivia,
        replacement: "final ")
      let superclass = inherited.first
      file.report(
        at: node.name, "'\(name)' is never subclassed: declare it `final`", corrections: [edit],
        when: { index in
          !index.isSubclassed(name)
            && !Self.inheritsRuntimeSubclassedBase(superclass, index: index)
        })
    }
  }

  /// `@NSManaged` properties mean Core Data owns the class, whatever it inherits from.
  static func hasManagedMembers(_ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.attributes.names.contains("NSManaged") == true
    }
  }

  /// Follows project superclasses up to an outside base Core Data or Realm subclasses.
  static func inheritsRuntimeSubclassedBase(_ superclass: String?, index: ProjectIndex) -> Bool {
    var current = superclass
    var visited = Set<String>()
    while let name = current, visited.insert(name).inserted {
      if runtimeSubclassedBases.contains(name) { return true }
      guard let declaration = index.types(named: name).first(where: { $0.kind == .class }) else {
        return false
      }
      current = declaration.inherited.first
    }
    return false
  }
}
