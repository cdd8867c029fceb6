import CanonLint
import SwiftSyntax

/// `#selector` passed to an API that also takes a closure.
///
/// A syntax rule for the selectors (and the iOS versions `Package.swift` supports, recorded as
/// facts), and a resource rule for the deployment targets of Xcode projects and xcconfig files.
struct ClosureOverSelector: SyntaxRule, ResourceRule {
  struct Options: RuleOptions {
    var controlActions = true
    static var fields: [OptionField<Options>] {
      [
        .option(
          "control-actions", \.controlActions,
          "Flag `addTarget(_:action:for:)` on controls; `addAction(_:for:)` needs iOS 14, which is checked against the deployment target when the project's build files give one: turn off when they do not and the app supports iOS 13 or earlier"
        )
      ]
    }
  }
  var options = Options()
  /// The deployment targets of the Xcode projects and xcconfig files linted with this rule
  /// (`major * 100 + minor`).
  let projectTargets = ResourceFacts<Int>()

  static let description = RuleDescription(
    id: "closure-over-selector",
    summary: "`#selector` passed to an API that has a closure-based form",
    rationale: """
      A selector splits one piece of behaviour in two places, needs an `@objc` method, and is \
      checked only loosely by the compiler. These APIs have closure forms that keep the code \
      where it is used and capture what they need: `addAction(_:for:)` for \
      `addTarget(_:action:for:)`, `addObserver(forName:object:queue:using:)`, \
      `Timer(timeInterval:repeats:block:)`/`scheduledTimer(withTimeInterval:repeats:block:)`, \
      and `DispatchQueue.main.asyncAfter` for `perform(_:with:afterDelay:)`. APIs without a \
      closure form (gesture recognizers, `CADisplayLink`, bar button items) are not flagged. The \
      violation is reported at the `#selector`. A closure form is suggested only when the \
      project's deployment target has it: `addAction(_:for:)` needs iOS 14 and the block-based \
      `Timer` iOS 10 (the others are older than Swift). The deployment target is the lowest \
      iOS the project's build files name: `platforms: [.iOS(.v13)]` or `.iOS("12.0")` in \
      `Package.swift`, `IPHONEOS_DEPLOYMENT_TARGET` in an Xcode project's app and extension \
      targets (or the project's own setting they inherit; test targets do not count) or in an \
      xcconfig file. When none is found, every case is reported; the `control-actions` option \
      then turns `addAction` off for apps that support iOS 13 or earlier.
      """,
    source: "G0 coding conventions: Swift 4 (closures over selectors)",
    triggering: [
      Example(
        "button.addTarget(self, action: ↓#selector(didTouchLogin), for: .touchUpInside)"),
      Example(
        """
        NotificationCenter.default.addObserver(
          self, selector: ↓#selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        """),
      Example(
        "timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: ↓#selector(tick), userInfo: nil, repeats: true)"
      ),
      Example(
        "let timer = Timer(timeInterval: 1, target: self, selector: ↓#selector(tick), userInfo: nil, repeats: false)"
      ),
      Example("perform(↓#selector(reload), with: nil, afterDelay: 0.3)"),
      Example("self.perform(↓#selector(reload), with: nil, afterDelay: 0.3, inModes: [.common])"),
      // The deployment target has the closure forms.
      Example(
        "button.addTarget(self, action: ↓#selector(didTouchLogin), for: .touchUpInside)",
        context: ["Package.swift": "let package = Package(name: \"App\", platforms: [.iOS(.v14)])"]),
      // iOS 12 has the block-based Timer, not `addAction`; the other APIs are older.
      Example(
        """
        button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: ↓#selector(tick), userInfo: nil, repeats: true)
        perform(↓#selector(reload), with: nil, afterDelay: 0.3)
        """,
        context: ["Package.swift": "let package = Package(name: \"App\", platforms: [.iOS(\"12.0\"), .macOS(.v10_15)])"]),
      Example(
        "button.addTarget(self, action: ↓#selector(didTouchLogin), for: .touchUpInside)",
        context: ["App.xcodeproj/project.pbxproj": xcodeProject(project: "12.0", app: "15.0")]),
      Example(
        "button.addTarget(self, action: ↓#selector(didTouchLogin), for: .touchUpInside)",
        context: ["Config/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 14.0\n"]),
      Example(
        "button.addTarget(self, action: ↓#selector(didTouchLogin), for: .touchUpInside)",
        path: "Sources/Kit/PickerView.swift",
        context: [
          "Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(.v14)])",
          "Example/Demo.xcodeproj/project.pbxproj": xcodeProject(project: "12.0", app: "13.0"),
        ]),
    ],
    nonTriggering: [
      Example("button.addAction(UIAction { _ in self.login() }, for: .touchUpInside)"),
      Example(
        "button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)",
        options: "control-actions: false"),
      Example(
        "let tap = UITapGestureRecognizer(target: self, action: #selector(didTouchBackground))"),
      Example("recognizer.addTarget(self, action: #selector(didPan(_:)))"),
      Example("let link = CADisplayLink(target: self, selector: #selector(step))"),
      Example("perform(#selector(reload))"),
      Example("perform(#selector(reload), on: .main, with: nil, waitUntilDone: false)"),
      Example(
        "NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in }"
      ),
      Example("Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }"),
      Example("let item = UIBarButtonItem(title: \"Done\", style: .done, target: self, action: #selector(done))"),
      Example("if responds(to: #selector(reload)) {}"),
      // `addAction(_:for:)` is iOS 14: not suggested to an app that supports iOS 13.
      Example(
        "button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)",
        context: ["Package.swift": "let package = Package(name: \"App\", platforms: [.iOS(.v13)])"]),
      // The Xcode project: the app target's own setting; the project's test target inherits
      // a lower default and does not count.
      Example(
        "button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)",
        context: ["App.xcodeproj/project.pbxproj": xcodeProject(project: "15.0", app: "13.0")]),
      // Targets that set no version inherit the project's.
      Example(
        "button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)",
        context: ["App.xcodeproj/project.pbxproj": xcodeProject(project: "12.0", app: nil)]),
      Example(
        "timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)",
        context: ["Config/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 9.3\n"]),
      // The example app's project speaks for the example, not for the library beside it.
      Example(
        "button.addTarget(self, action: #selector(didTouchLogin), for: .touchUpInside)",
        path: "Example/Demo/DemoViewController.swift",
        context: [
          "Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(.v14)])",
          "Example/Demo.xcodeproj/project.pbxproj": xcodeProject(project: "12.0", app: "13.0"),
        ]),
    ])

  /// An Xcode project whose app target supports iOS `app` (or inherits `project`), with a unit
  /// test target that inherits `project`.
  static func xcodeProject(project: String, app: String?) -> String {
    let appSetting = app.map { "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\n" } ?? ""
    return """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tP1 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(project);
      \t\t\t\tSWIFT_VERSION = 5.0;
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};
      \t\tA1 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \(appSetting)\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;
      \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};
      \t\tT1 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
      \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.appTests;
      \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};
      \t};
      }
      """
  }

  static let platformCalls: NameSet = ["iOS"]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let name = file.fileName
    if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
      walk.on(FunctionCallExprSyntax.self, named: Self.platformCalls) { call in
        // The fact: the manifest's iOS deployment target.
        if let version = DeploymentTarget.manifestVersion(call) { file.record(version) }
      }
    }
    guard file.mentions("selector") else { return }
    let controlActions = options.controlActions
    let projectTargets = projectTargets
    let path = file.path
    walk.on(MacroExpansionExprSyntax.self) { node in
      guard node.macroName.text == "selector",
        let argument = node.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let alternative = Self.closureAlternative(of: call, argument: argument),
        controlActions || alternative.requiredIOS != 1400
      else { return }
      // The selector is named, so that a file's findings read apart: each is its own edit.
      let message =
        "use the closure-based \(alternative.api) instead of the selector '\(file.text(of: node))'"
      guard let required = alternative.requiredIOS else {
        file.report(at: node, message)
        return
      }
      file.report(
        at: node, message,
        when: { index in
          Self.deploymentTarget(of: path, index, projectTargets).map { $0 >= required } ?? true
        })
    }
  }

  /// The lowest iOS the build files that build `path` name; `nil` when none does.
  ///
  /// A manifest speaks for the files under its folder, an Xcode project for those under the
  /// folder that holds it, and an xcconfig file joins the nearest of those above it. A file
  /// takes the nearest that holds it (a library's `Package.swift`, not the example app's
  /// project beside its sources); a file none holds, the lowest of all.
  static func deploymentTarget(
    of path: String, _ index: ProjectIndex, _ projectTargets: ResourceFacts<Int>
  ) -> Int? {
    var scoped: [(folder: String, version: Int)] = []
    var configs: [(path: String, version: Int)] = []
    for fact in index.facts(of: id, as: Int.self) + projectTargets.all {
      let version = fact.value
      if fact.path.hasSuffix(".xcconfig") {
        configs.append((fact.path, version))
      } else {
        // `App/App.xcodeproj/project.pbxproj` builds `App/`; `Kit/Package.swift` builds `Kit/`.
        var folder = BuildSettingsChain.parentFolder(fact.path)
        if folder.hasSuffix(".xcodeproj") { folder = BuildSettingsChain.parentFolder(folder) }
        scoped.append((folder, version))
      }
    }
    guard !scoped.isEmpty || !configs.isEmpty else { return nil }
    let folders = Set(scoped.map(\.folder))
    for config in configs {
      scoped.append((nearest(of: config.path, among: folders) ?? "", config.version))
    }
    guard let folder = nearest(of: path, among: Set(scoped.map(\.folder))) else {
      return scoped.map(\.version).min()
    }
    return scoped.filter { $0.folder == folder }.map(\.version).min()
  }

  /// The deepest of `folders` that holds `path` (`""` holds every relative path).
  static func nearest(of path: String, among folders: Set<String>) -> String? {
    var folder = BuildSettingsChain.parentFolder(path)
    while true {
      if folders.contains(folder) { return folder }
      if folder.isEmpty || folder == "/" { return nil }
      folder = BuildSettingsChain.parentFolder(folder)
    }
  }

  // MARK: - Xcode projects and xcconfig files

  static let resourceKinds: Set<ResourceKind> = [.xcodeProject, .xcconfig]

  func check(_ resource: LintedResource) {
    guard let text = resource.text else { return }
    let version =
      resource.kind == .xcodeProject
      ? DeploymentTarget.xcodeProjectVersion(text) : DeploymentTarget.xcconfigVersion(text)
    projectTargets.record(version.map { [$0] } ?? [], for: resource.path)
  }

  /// A closure form, and the iOS version (`major * 100 + minor`) that introduced it when that is
  /// newer than any Swift app supports.
  struct Alternative {
    var api: String
    var requiredIOS: Int?
  }

  /// The closure form of the API `call` is, when the selector is its selector argument.
  static func closureAlternative(of call: FunctionCallExprSyntax, argument: LabeledExprSyntax)
    -> Alternative?
  {
    let labels = call.arguments.map { $0.label?.text }
    guard let callee = call.calledName else { return nil }
    let label = argument.label?.text
    switch callee {
    case "addTarget" where label == "action" && labels.contains("for"):
      return Alternative(api: "`addAction(_:for:)`", requiredIOS: 1400)
    case "addObserver" where label == "selector" && labels.contains("name"):
      return Alternative(api: "`addObserver(forName:object:queue:using:)`")
    case "Timer", "scheduledTimer", "init":
      guard label == "selector", labels.contains("target") else { return nil }
      if callee == "init",
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
          .baseName.text != "Timer"
      {
        return nil
      }
      return Alternative(api: "`Timer` initializer with a `block:`", requiredIOS: 1000)
    case "perform" where label == nil && labels.contains("afterDelay"):
      return Alternative(api: "`DispatchQueue.main.asyncAfter(deadline:execute:)`")
    default:
      return nil
    }
  }
}
