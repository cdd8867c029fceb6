import CanonLint
import SwiftSyntax

/// A presenter names a child module's input after the child.
struct ViperModuleInputNaming: SyntaxRule {
  static let description = RuleDescription(
    id: "viper-module-input-naming",
    summary: "A presenter property typed `XModuleInput` that is not named `xModuleInput`",
    rationale: """
      When a presenter keeps the input of another (child or embedded) module, the property is \
      named after that module's input protocol, lower-camel-cased (`CommentListModuleInput` → \
      `commentListModuleInput`), so a presenter holding several child modules stays readable. \
      Leading acronyms lower-case as a whole (`URLPreviewModuleInput` → `urlPreviewModuleInput`). \
      The presenter's own module's input (`PostListModuleInput` in `PostListPresenter`, or in a \
      presenter adopting `PostListPresenterProtocol`), which some dialects keep as the module's \
      configuration, is no child module's and is left alone.
      """,
    source: "G2 Presenter layer: the child module input property name",
    triggering: [
      Example(
        """
        final class PostListPresenter {
          weak var ↓comments: CommentListModuleInput?
          var ↓previewInput: URLPreviewModuleInput?
        }
        """)
    ],
    nonTriggering: [
      Example(
        """
        final class PostListPresenter {
          weak var commentListModuleInput: CommentListModuleInput?
          var urlPreviewModuleInput: URLPreviewModuleInput?
          var uRLPreviewModuleInput: URLPreviewModuleInput?
        }
        """),
      Example("final class PostListRouter {\n  var comments: CommentListModuleInput?\n}"),
      // The presenter's own module's input, not a child's.
      Example(
        """
        final class AddressesKeysPresenter: AddressesKeysPresenterProtocol {
          var moduleInput: AddressesKeysModuleInput!
        }
        final class PasscodeLogInPresenter: PasscodePresenterProtocol {
          var input: PasscodeModuleInput!
        }
        """),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    walk.on(ClassDeclSyntax.self) { node in
      let className = node.name.text
      var ownModules: Set<String>?
      for decl in file.members(of: node.memberBlock) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let typeName = binding.typeName, typeName.hasSuffix("ModuleInput"),
            typeName.count > "ModuleInput".count
          else { continue }
          if ownModules == nil { ownModules = Self.ownModules(of: node) }
          if ownModules?.contains(String(typeName.dropLast("ModuleInput".count))) == true {
            continue
          }
          let expected = Self.lowerCamel(typeName)
          let simple = typeName.prefix(1).lowercased() + typeName.dropFirst()
          guard name.text != expected, name.text != simple else { continue }
          file.report(
            at: name, "name the \(typeName) property '\(expected)'",
            when: { $0.hasRole(.presenter, className) })
        }
      }
    }
  }

  /// The modules a presenter class is its own module's: the name before `Presenter` in its
  /// name and in the names it inherits (`Passcode` of `PasscodeLogInPresenter:
  /// PasscodePresenterProtocol`).
  static func ownModules(of node: ClassDeclSyntax) -> Set<String> {
    let names = [node.name.text] + (node.inheritanceClause?.typeNames ?? [])
    return Set(
      names.compactMap { name in
        let words = CoordinatorSyntax.words(of: name)
        guard let last = words.lastIndex(of: "Presenter"), last > 0 else { return nil }
        return words[..<last].joined()
      })
  }

  /// `CommentListModuleInput` → `commentListModuleInput`; `URLPreviewModuleInput` →
  /// `urlPreviewModuleInput`.
  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    guard upperRun > 1 else { return name.prefix(1).lowercased() + name.dropFirst() }
    // Keep the last capital of a run followed by lower case: it starts the next word.
    let lowerCount =
      upperRun < characters.count && characters[upperRun].isLowercase ? upperRun - 1 : upperRun
    return String(characters[..<lowerCount]).lowercased() + String(characters[lowerCount...])
  }
}
