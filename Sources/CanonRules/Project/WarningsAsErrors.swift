import CanonLint
import SwiftSyntax

/// Build settings that let warnings through.
///
/// `Package.swift` (and `Package@swift-….swift`) is an ordinary Swift file to the engine: the syntax part reports each target
/// that compiles without warnings as errors. The resource part reads Xcode projects and xcconfig
/// files, one at a time, into facts; the project part follows each project's configurations
/// through the xcconfig files they are based on and their `#include`s, and reports at line 1 of
/// a project (or of an xcconfig file no project uses) that builds Swift without the setting.
struct WarningsAsErrors: SyntaxRule, ResourceRule, ProjectRule {
  static let description = RuleDescription(
    id: "warnings-as-errors",
    summary: "A target or project that does not treat warnings as errors",
    rationale: """
      Warnings that do not fail the build pile up until nobody reads them, and the one that \
      matters is lost among them. In `Package.swift`, each `.target`, `.executableTarget`, \
      `.testTarget` and `.macro` needs `.treatAllWarnings(as: .error)` or \
      `.unsafeFlags(["-warnings-as-errors"])` in its `swiftSettings` (a C-family target, one with \
      `publicHeadersPath`, needs it or `-Werror` in its `cSettings`); the message suggests \
      what the manifest's tools version has (`treatAllWarnings` came with 6.2, so an older \
      manifest is told the flag), written there or through a \
      variable or function of the manifest (a loop over `package.targets` that adds it covers \
      them all; settings passed in as a parameter are not judged). An Xcode project needs \
      `SWIFT_TREAT_WARNINGS_AS_ERRORS = YES` (or `-warnings-as-errors` in \
      `OTHER_SWIFT_FLAGS`) in at least one of its configurations — a team that turns it on for \
      Release only has made the choice the guide asks for. A configuration based on an \
      xcconfig file is followed through it and the files it `#include`s (`#include?` too, \
      relative to the including file; a later line wins), and a project none of whose \
      configurations sets it is reported once, at the project file, not at each xcconfig \
      (CocoaPods' `Pods-…` files never set it; a configuration based on a file that was not \
      linted is not judged). xcconfig files that no linted project uses and no other file \
      includes (the bases of an XcodeGen or Tuist project) are judged the same way, a folder \
      of them as one project: reported at the first that sets Swift build settings, or at \
      each that turns the setting off, unless one of them turns it on. Fragments (versions, \
      signing) are left alone.
      """,
    source: "G0 general notes 2 (treat warnings as errors)",
    triggering: [
      Example(
        """
        let package = Package(
          name: "Kit",
          targets: [
            ↓.target(name: "Kit"),
            ↓.testTarget(name: "KitTests", dependencies: ["Kit"]),
          ]
        )
        """, path: "Package.swift"),
      Example(
        """
        let common: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
        let package = Package(
          name: "Kit",
          targets: [
            .target(name: "Kit", swiftSettings: [.treatAllWarnings(as: .error)]),
            ↓.executableTarget(name: "kit-cli", swiftSettings: common),
            ↓.testTarget(name: "KitTests", swiftSettings: [.unsafeFlags(["-Onone"])]),
            ↓.target(name: "CHelpers", publicHeadersPath: "include"),
            ↓.target(
              name: "Bridge", publicHeadersPath: "include",
              swiftSettings: [.treatAllWarnings(as: .error)]),
          ]
        )
        """, path: "Package.swift"),
      Example(
        """
        ↓// !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        }
        """,
        path: "App.xcodeproj/project.pbxproj"),
      Example(
        """
        ↓// !$*UTF8*$!
        {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = B1 /* Pods-App.debug.xcconfig */;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_TREAT_WARNINGS_AS_ERRORS = NO;
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t};
        }
        """,
        path: "App.xcodeproj/project.pbxproj"),
      Example(
        "let package = Package(name: \"Kit\", targets: [↓.target(name: \"Kit\")])",
        path: "Package@swift-5.10.swift"),
      Example(
        "↓SWIFT_VERSION = 5.0\nSWIFT_OPTIMIZATION_LEVEL = -Onone\n",
        path: "Configurations/Base.xcconfig"),
      Example(
        "↓#include \"Base.xcconfig\"\nSWIFT_TREAT_WARNINGS_AS_ERRORS = NO\n",
        path: "Configurations/Experiments.xcconfig"),
      // Based on an xcconfig whose includes never set it: once, at the project.
      Example(
        """
        ↓// !$*UTF8*$!
        {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = C1 /* Debug.xcconfig */;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = App;
        \t\t\t};
        \t\t};
        }
        """,
        path: "App.xcodeproj/project.pbxproj",
        context: [
          "Configs/Debug.xcconfig":
            "#include \"../Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig\"\n#include \"Shared/Base.xcconfig\"\n",
          "Configs/Shared/Base.xcconfig": "#include? \"Local.xcconfig\"\nSWIFT_VERSION = 5.0\n",
        ]),
    ],
    nonTriggering: [
      Example(
        """
        let package = Package(
          name: "Kit",
          targets: [
            .target(name: "Kit", swiftSettings: [.treatAllWarnings(as: .error)]),
            .testTarget(name: "KitTests", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
            .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
            .target(
              name: "CHelpers", publicHeadersPath: "include",
              cSettings: [.unsafeFlags(["-Werror"])]),
          ]
        )
        """, path: "Package.swift"),
      Example(
        """
        let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
        func settings(_ extra: [SwiftSetting] = []) -> [SwiftSetting] { strict + extra }
        let package = Package(
          name: "Kit",
          targets: [
            .target(name: "Kit", swiftSettings: strict),
            .target(name: "KitUI", swiftSettings: settings([.define("UI")])),
            .testTarget(name: "KitTests", swiftSettings: strict + [.define("TESTS")]),
          ]
        )
        """, path: "Package.swift"),
      Example(
        """
        let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])
        for target in package.targets {
          target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
        }
        """, path: "Package.swift"),
      Example(
        """
        func module(_ name: String, settings: [SwiftSetting]) -> Target {
          .target(name: name, swiftSettings: settings)
        }
        """, path: "Package.swift"),
      Example("let targets = [Target.target(name: \"Kit\")]", path: "Sources/Kit/Build.swift"),
      Example(
        """
        // !$*UTF8*$!
        {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tA2 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_TREAT_WARNINGS_AS_ERRORS = YES;
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        }
        """, path: "App.xcodeproj/project.pbxproj"),
      Example(
        """
        // !$*UTF8*$!
        {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tOTHER_SWIFT_FLAGS = "$(inherited) -warnings-as-errors";
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t};
        }
        """, path: "App.xcodeproj/project.pbxproj"),
      Example(
        """
        // !$*UTF8*$!
        {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = C1 /* Debug.xcconfig */;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t};
        }
        """, path: "App.xcodeproj/project.pbxproj"),
      Example(
        """
        // !$*UTF8*$!
        {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGCC_OPTIMIZATION_LEVEL = 0;
        \t\t\t};
        \t\t};
        }
        """, path: "Legacy.xcodeproj/project.pbxproj"),
      Example(
        "SWIFT_VERSION = 5.0\nSWIFT_TREAT_WARNINGS_AS_ERRORS[config=Release] = YES\n",
        path: "Configurations/Base.xcconfig"),
      Example("#include \"Base.xcconfig\"\nSWIFT_OPTIMIZATION_LEVEL = -O\n", path: "Configurations/Release.xcconfig"),
      Example("MARKETING_VERSION = 2.4\nCURRENT_PROJECT_VERSION = 12\n", path: "Version.xcconfig"),
      // A fragment of a chain that turns it on after including it.
      Example(
        "SWIFT_VERSION = 5.0\n", path: "Config/Shared/Swift.xcconfig",
        context: [
          "Config/Debug.xcconfig": "#include \"Shared/Swift.xcconfig\"\nSWIFT_TREAT_WARNINGS_AS_ERRORS = YES\n"
        ]),
      // Release turns it off where Debug, two includes down, turns it on: one configuration is
      // enough.
      Example(
        "#include \"Common/Base.xcconfig\"\nSWIFT_TREAT_WARNINGS_AS_ERRORS = NO\n",
        path: "Configs/Release.xcconfig",
        context: [
          "Configs/Debug.xcconfig": "#include \"Common/Base.xcconfig\"\n#include \"Common/Warnings.xcconfig\"\n",
          "Configs/Common/Base.xcconfig": "SWIFT_VERSION = 5.0\n",
          "Configs/Common/Warnings.xcconfig": "SWIFT_TREAT_WARNINGS_AS_ERRORS = YES\n",
        ]),
      Example(
        "SWIFT_VERSION = 5.0\n// OTHER_SWIFT_FLAGS = -Onone\nOTHER_SWIFT_FLAGS = $(inherited) -warnings-as-errors\n",
        path: "Configurations/Base.xcconfig"),
    ])

  // MARK: - Package.swift

  static let targetFactories: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let name = file.fileName
    guard name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    else { return }
    let tree = file.tree
    walk.atEnd {
      Self.checkManifest(tree, in: file)
    }
  }

  static func checkManifest(_ tree: SourceFileSyntax, in file: LintedFile) {
    // Top-level names (variables, functions) whose definition turns warnings into errors.
    var strictNames = Set<String>()
    var coversEverything = false
    for item in tree.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        if mentionsStrictSetting(variable) {
          strictNames.formUnion(variable.boundNames.map(\.text))
        }
      } else if let function = item.item.as(FunctionDeclSyntax.self) {
        if mentionsStrictSetting(function) { strictNames.insert(function.name.text) }
      } else if mentionsStrictSetting(item), targetCalls(in: Syntax(item)).isEmpty {
        // A loop or statement that adds the setting to the package's targets afterwards.
        coversEverything = true
      }
    }
    // Names defined from strict names are strict too (`let tests = strict + [...]`).
    var grew = !strictNames.isEmpty
    while grew {
      grew = false
      for item in tree.statements {
        let names: [String]
        if let variable = item.item.as(VariableDeclSyntax.self) {
          names = variable.boundNames.map(\.text)
        } else if let function = item.item.as(FunctionDeclSyntax.self) {
          names = [function.name.text]
        } else {
          continue
        }
        guard !names.allSatisfy(strictNames.contains),
          references(Syntax(item), anyOf: strictNames)
        else { continue }
        strictNames.formUnion(names)
        grew = true
      }
    }
    guard !coversEverything else { return }
    let toolsVersion = Self.toolsVersion(of: file.source)
    for call in targetCalls(in: Syntax(tree)) {
      // A target with public headers is a C-family target: its warnings are C settings.
      let isCFamily = call.arguments.contains { $0.label?.text == "publicHeadersPath" }
      let labels: Set<String> = isCFamily ? ["cSettings", "cxxSettings"] : ["swiftSettings"]
      let settings = call.arguments.filter { $0.label.map { labels.contains($0.text) } == true }
      guard !settings.isEmpty else {
        file.report(at: call, message(for: call, isCFamily: isCFamily, toolsVersion: toolsVersion))
        continue
      }
      if settings.contains(where: {
        mentionsStrictSetting($0, allowWerror: isCFamily)
          || references(Syntax($0), anyOf: strictNames)
      }) {
        continue
      }
      // Settings from a parameter or anything the manifest does not define: not judged.
      guard settings.allSatisfy({ definedNames(in: $0, tree: tree) }) else { continue }
      file.report(at: call, message(for: call, isCFamily: isCFamily, toolsVersion: toolsVersion))
    }
  }

  static func message(
    for call: FunctionCallExprSyntax, isCFamily: Bool, toolsVersion: (major: Int, minor: Int)?
  ) -> String {
    let name =
      call.arguments.first(where: { $0.label?.text == "name" })?.expression
      .as(StringLiteralExprSyntax.self)?.representedLiteralValue
    let subject = name.map { "target '\($0)'" } ?? "this target"
    return
      "\(subject) does not treat warnings as errors; add \(setting(isCFamily: isCFamily, toolsVersion: toolsVersion)) to its \(isCFamily ? "cSettings" : "swiftSettings")"
  }

  /// What a manifest of this tools version can write: `treatAllWarnings(as:)` came with
  /// PackageDescription 6.2; before it, the compiler's flag is the only way (a manifest without
  /// a tools-version line is read as the oldest).
  static func setting(isCFamily: Bool, toolsVersion: (major: Int, minor: Int)?) -> String {
    let flags = "`.unsafeFlags([\"\(isCFamily ? "-Werror" : "-warnings-as-errors")\"])`"
    guard let version = toolsVersion else {
      return "`.treatAllWarnings(as: .error)` (tools version 6.2 and later) or \(flags)"
    }
    if version >= (6, 2) { return "`.treatAllWarnings(as: .error)`" }
    return "\(flags) (tools version \(version.major).\(version.minor) has no `.treatAllWarnings(as:)`, which needs 6.2)"
  }

  /// The tools version the manifest declares (`// swift-tools-version:5.9`,
  /// `// swift-tools-version: 6.2.1`), on its first line or among the comments that open it.
  static func toolsVersion(of source: String) -> (major: Int, minor: Int)? {
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.isEmpty || trimmed.hasPrefix("//") else { return nil }
      guard let marker = trimmed.range(of: "swift-tools-version:") else { continue }
      let numbers = trimmed[marker.upperBound...].drop { $0 == " " }
        .prefix { $0.isNumber || $0 == "." }.split(separator: ".")
      guard let major = numbers.first.flatMap({ Int($0) }) else { return nil }
      return (major, numbers.dropFirst().first.flatMap { Int($0) } ?? 0)
    }
    return nil
  }

  /// `.target(…)`, `Target.target(…)` and the other Swift target factories.
  static func targetCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
    node.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
      guard targetFactories.contains(token.text),
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      else { return nil }
      if let base = member.base {
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" else { return nil }
      }
      return call
    }
  }

  /// Whether the node spells `treatAllWarnings(as: .error)` or `"-warnings-as-errors"` (or
  /// `"-Werror"` for C-family settings).
  static func mentionsStrictSetting(_ node: some SyntaxProtocol, allowWerror: Bool = false) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier("treatAllWarnings"):
        if let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "error"
        {
          return true
        }
      case .stringSegment(let text)
      where text.contains("-warnings-as-errors") || (allowWerror && text.contains("-Werror")):
        return true
      default:
        continue
      }
    }
    return false
  }

  static func references(_ node: Syntax, anyOf names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    return node.tokens(viewMode: .sourceAccurate).contains { token in
      names.contains(token.text) && token.parent?.is(DeclReferenceExprSyntax.self) == true
    }
  }

  /// Whether every plain name the settings argument refers to is defined at the manifest's top
  /// level (so the settings are fully known).
  static func definedNames(in settings: LabeledExprSyntax, tree: SourceFileSyntax) -> Bool {
    var topLevel = Set<String>()
    for item in tree.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        topLevel.formUnion(variable.boundNames.map(\.text))
      } else if let function = item.item.as(FunctionDeclSyntax.self) {
        topLevel.insert(function.name.text)
      }
    }
    for token in settings.expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      else { continue }
      if !topLevel.contains(name) { return false }
    }
    return true
  }

  // MARK: - Xcode projects and xcconfig files

  static let resourceKinds: Set<ResourceKind> = [.xcodeProject, .xcconfig]

  /// What each Xcode project and xcconfig file of the run says, for the project part.
  let buildFiles = ResourceFacts<BuildSettingsChain.Fact>()

  func check(_ resource: LintedResource) {
    guard let text = resource.text else { return }
    switch resource.kind {
    case .xcodeProject:
      buildFiles.record(BuildSettingsChain.xcodeProjectFacts(text), for: resource.path)
    case .xcconfig:
      buildFiles.record(
        BuildSettingsChain.xcconfigFacts(text, path: resource.path), for: resource.path)
    default:
      return
    }
  }

  /// Once every build file has been read: each Xcode project through its configurations and
  /// the xcconfig files they are based on, then the xcconfig files no project uses.
  func check(_ project: LintedProject) {
    typealias Chain = BuildSettingsChain
    let files = buildFiles.byFile
    let xcconfigs = Chain.Xcconfigs(facts: files.filter { $0.key.hasSuffix(".xcconfig") })
    var used = Set<String>()
    for (path, facts) in files.sorted(by: { $0.key < $1.key }) where !path.hasSuffix(".xcconfig") {
      // `App/App.xcodeproj/project.pbxproj` lives in `App/`.
      let folder = Chain.parentFolder(Chain.parentFolder(path))
      var strict = false
      var known = true
      var setsSwift = facts.contains(.setsSwift)
      var bases: [String] = []
      for fact in facts {
        guard case .configuration(let own, let configured) = fact else { continue }
        var state = own
        if case .file(let base) = configured {
          guard let resolved = xcconfigs.resolve(base, projectFolder: folder) else {
            // Based on a file that was not linted: it may set it.
            known = known && own != .none
            continue
          }
          used.insert(resolved)
          used.formUnion(xcconfigs.included(by: resolved))
          bases.append(resolved)
          let verdict = xcconfigs.verdict(of: resolved)
          setsSwift = setsSwift || verdict.setsSwift
          if own == .none {
            guard let chained = verdict.state else {
              known = false
              continue
            }
            state = chained
          }
        }
        if state == .yes { strict = true }
      }
      guard !strict, known, setsSwift else { continue }
      let through =
        bases.isEmpty
        ? "" : ", nor do the xcconfig files they are based on (\(Self.names(bases)))"
      project.report(
        at: .start(of: path),
        "no configuration of this Xcode project sets SWIFT_TREAT_WARNINGS_AS_ERRORS = YES\(through)")
    }

    // xcconfig files no linted project uses, and that no other includes, are the bases of
    // configurations Canon does not see (a project it does not lint, XcodeGen, Tuist): each
    // folder of them is judged like one project.
    var includedByOthers = Set<String>()
    for path in xcconfigs.facts.keys { includedByOthers.formUnion(xcconfigs.included(by: path)) }
    let roots = xcconfigs.facts.keys.filter { !used.contains($0) && !includedByOthers.contains($0) }
    let folders = Dictionary(grouping: roots.sorted(), by: Chain.parentFolder)
    for (_, group) in folders.sorted(by: { $0.key < $1.key }) {
      let verdicts = group.map { (path: $0, verdict: xcconfigs.verdict(of: $0)) }
      guard !verdicts.contains(where: { $0.verdict.state == .yes }),
        !verdicts.contains(where: { $0.verdict.state == nil })
      else { continue }
      let off = verdicts.filter { $0.verdict.state == .no }
      for file in off {
        project.report(
          at: .start(of: file.path), "this xcconfig turns SWIFT_TREAT_WARNINGS_AS_ERRORS off")
      }
      guard off.isEmpty, let first = verdicts.first(where: { $0.verdict.setsSwift }) else { continue }
      let includes = !xcconfigs.included(by: first.path).isEmpty
      let others = group.filter { $0 != first.path }
      project.report(
        at: .start(of: first.path),
        "this xcconfig sets Swift build settings but not SWIFT_TREAT_WARNINGS_AS_ERRORS = YES"
          + (includes ? ", nor do the files it includes" : "")
          + (others.isEmpty ? "" : ", nor do the other xcconfig files of its folder (\(Self.names(others)))"))
    }
  }

  /// `Debug.xcconfig, Release.xcconfig`: file names, three at most.
  static func names(_ paths: [String]) -> String {
    var seen: [String] = []
    for path in paths {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if !seen.contains(name) { seen.append(name) }
    }
    return seen.prefix(3).joined(separator: ", ") + (seen.count > 3 ? ", …" : "")
  }

  /// Setting assignments, one per line, comments dropped: `KEY[cond] = value`.
  static func settingLines(_ text: String, kind: ResourceKind) -> [Substring] {
    // Project files run to megabytes, nearly every line with an `=`: find the lines that start
    // like a setting on the raw bytes, and make a Substring only of those.
    let ranges = settingRanges(in: Array(text.utf8))
    let utf8 = text.utf8
    return ranges.compactMap { range in
      let line = Substring(
        utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
      // A key may start with a non-ASCII letter; only then are Characters looked at.
      if let first = line.utf8.first, first >= 0x80, line.first?.isLetter != true { return nil }
      return line
    }
  }

  /// Byte ranges of the lines that start (after blanks) with a letter or `_` and have an `=`
  /// before any `//`, that comment cut off.
  private static func settingRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      defer { lineStart = lineEnd + 1 }
      var start = lineStart
      while start < lineEnd && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")) {
        start += 1
      }
      guard start < lineEnd else { continue }
      let first = bytes[start]
      guard first >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
        || first == UInt8(ascii: "_")
      else { continue }
      var end = start
      var hasEquals = false
      while end < lineEnd {
        if bytes[end] == UInt8(ascii: "/"), end + 1 < lineEnd, bytes[end + 1] == UInt8(ascii: "/") { break }
        if bytes[end] == UInt8(ascii: "=") { hasEquals = true }
        end += 1
      }
      if hasEquals { ranges.append(start..<end) }
    }
    return ranges
  }

  static func key(of line: Substring) -> Substring {
    // Keys are ASCII in practice: walk bytes, and Characters only from a non-ASCII one on.
    var end = line.utf8.startIndex
    for byte in line.utf8 {
      if byte >= 0x80 {
        return line.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
      }
      guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
      else { break }
      end = line.utf8.index(after: end)
    }
    return line[..<end]
  }

  static func value(of line: Substring) -> Substring {
    // On bytes: finding a Character walks grapheme clusters.
    guard let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")) else { return "" }
    return line[line.utf8.index(after: equals)...]
  }

  /// `SWIFT_TREAT_WARNINGS_AS_ERRORS = YES` (any condition) or `-warnings-as-errors` in the Swift flags.
  static func isStrictSetting(_ line: Substring) -> Bool {
    let key = key(of: line)
    let value = value(of: line)
    if key == "SWIFT_TREAT_WARNINGS_AS_ERRORS" {
      return value.utf8.containsBytes(of: "YES")
    }
    if key == "OTHER_SWIFT_FLAGS" {
      return value.utf8.containsBytes(of: "-warnings-as-errors")
    }
    return false
  }
}
