import CanonLint
import SwiftSyntax

/// Trailing-closure syntax only when the closure is the call's single closure argument.
struct TrailingClosureUsage: SyntaxRule {
  static let description = RuleDescription(
    id: "trailing-closure-usage",
    summary: "Trailing-closure syntax on a call that passes more than one closure",
    rationale: """
      A trailing closure reads well when it is the one block of work a call takes. When a call \
      takes several closures, writing the last one trailing hides its label (`completion:`) and \
      makes the two look unrelated; several trailing closures do the same. Pass every closure \
      with its label inside the parentheses. Only closure literals count: a function passed by \
      name next to one trailing closure is fine. In a chain of calls the report points at the \
      member that is called (`.sink`), not at the start of the chain. SwiftUI is designed \
      around several trailing closures (`Button { } label: { }`, `.alert(…) { } message: { }`, \
      `.sheet(isPresented:onDismiss:) { }`): its views are built from `@ViewBuilder` blocks \
      and the labels are the API's intended form, so in a file that imports SwiftUI a call is \
      not reported when it is a type's initializer (`Section { } header: { }`, a project view \
      `Card { } footer: { }`), `withAnimation`, a SwiftUI modifier that takes several closures \
      (`alert`, `confirmationDialog`, `sheet`, `fullScreenCover`, `popover`, `contextMenu`, \
      …), or when every extra trailing closure carries a view-builder label (`label:`, \
      `message:`, `header:`, `footer:`, `placeholder:`, `icon:`, …). UIKit and Combine calls \
      (`UIView.animate(…) { } completion: { }`, `.sink { } receiveValue: { }`) are reported \
      in SwiftUI files too.
      """,
    source: "G3 Closure Expressions",
    triggering: [
      Example(
        "↓UIView.animate(withDuration: 0.3, animations: {\n  view.alpha = 0\n}) { _ in\n  view.removeFromSuperview()\n}"),
      Example("↓load(success: { show($0) }) { error in\n  report(error)\n}"),
      Example("↓load { show($0) } failure: { report($0) }"),
      Example("let task = ↓client.fetch(onStart: { spinner.start() }) { result in\n  handle(result)\n}"),
      Example(
        "api.languages()\n  .map(\\.value)\n  ↓.sink { completion in\n    log(completion)\n  } receiveValue: { value in\n    show(value)\n  }\n  .store(in: &bag)"),
      // UIKit and Combine keep their labels in SwiftUI files too: only SwiftUI's forms are exempt.
      Example(
        "import SwiftUI\nimport UIKit\n\nfunc hide() {\n  ↓UIView.animate(withDuration: 0.3) {\n    view.alpha = 0\n  } completion: { _ in\n    view.removeFromSuperview()\n  }\n}"),
      Example(
        "import SwiftUI\n\nfunc observe() {\n  model.items()\n    ↓.sink { completion in\n      log(completion)\n    } receiveValue: { value in\n      show(value)\n    }\n    .store(in: &bag)\n}"),
      // Without SwiftUI, `Button` is a project's type whose closures are plain callbacks.
      Example("let button = ↓Button { save() } failure: { report($0) }"),
    ],
    nonTriggering: [
      Example("items.map { $0.name }"),
      Example("UIView.animate(withDuration: 0.3) {\n  view.alpha = 0\n}"),
      Example(
        "UIView.animate(withDuration: 0.3, animations: {\n  view.alpha = 0\n}, completion: { _ in\n  view.removeFromSuperview()\n})"),
      Example("load(success: show) { error in\n  report(error)\n}"),
      Example("queue.async(execute: work)"),
      // SwiftUI's builders: several trailing closures are the API's intended form.
      Example(
        "import SwiftUI\n\nstruct SaveButton: View {\n  var body: some View {\n    Button {\n      save()\n    } label: {\n      Label(\"Save\", systemImage: \"tray\")\n    }\n  }\n}"),
      Example(
        "import SwiftUI\n\nstruct Settings: View {\n  var body: some View {\n    Form {\n      Section {\n        Toggle(\"Sync\", isOn: $sync)\n      } header: {\n        Text(\"Data\")\n      } footer: {\n        Text(\"Syncs over Wi-Fi\")\n      }\n      NavigationLink {\n        AboutView()\n      } label: {\n        Text(\"About\")\n      }\n      Menu {\n        Button(\"Copy\") { copy() }\n      } label: {\n        Image(systemName: \"ellipsis\")\n      }\n    }\n  }\n}"),
      Example(
        "import SwiftUI\n\nstruct Avatar: View {\n  let url: URL\n  var body: some View {\n    AsyncImage(url: url) { image in\n      image.resizable()\n    } placeholder: {\n      ProgressView()\n    }\n  }\n}"),
      Example(
        "import SwiftUI\n\nstruct Feed: View {\n  var body: some View {\n    List(items) { Row(item: $0) }\n      .alert(\"Failed\", isPresented: $failed) {\n        Button(\"OK\") {}\n      } message: {\n        Text(error)\n      }\n      .confirmationDialog(\"Delete?\", isPresented: $asking) {\n        Button(\"Delete\", role: .destructive) { delete() }\n      } message: {\n        Text(\"This cannot be undone\")\n      }\n      .sheet(isPresented: $editing, onDismiss: { reload() }) {\n        Editor()\n      }\n      .contextMenu {\n        Button(\"Share\") { share() }\n      } preview: {\n        Preview()\n      }\n  }\n}"),
      Example(
        "import SwiftUI\n\nfunc collapse() {\n  withAnimation(.easeOut) {\n    expanded = false\n  } completion: {\n    finished = true\n  }\n}"),
      // Imports inside a top-level `#if` count.
      Example(
        "#if !os(visionOS)\n  import SwiftUI\n\n  struct Picker: View {\n    var body: some View {\n      Button {\n        present()\n      } label: {\n        Text(\"Library\")\n      }\n    }\n  }\n#endif"),
      // A project's own view-building helper with builder labels.
      Example(
        "import SwiftUI\n\nextension View {\n  func screen() -> some View {\n    self.card {\n      Text(\"Title\")\n    } footer: {\n      Text(\"Footer\")\n    }\n  }\n}"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    var importsSwiftUI: Bool?
    walk.on(FunctionCallExprSyntax.self) { node in
      // Every call comes here: most have no trailing closure, read without making a node.
      guard node.hasTrailingClosure else { return }
      if node.additionalTrailingClosures.isEmpty,
        !node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
      {
        return
      }
      // Read for the few calls that get here, once per file.
      if importsSwiftUI == nil { importsSwiftUI = file.tree.imports("SwiftUI", inConditionalBlocks: true) }
      if importsSwiftUI == true, Self.isSwiftUIBuilderCall(node) { return }
      file.report(
        at: Self.reportedPosition(node),
        "pass every closure with its label: trailing-closure syntax is for a call's only closure")
    }
  }

  /// SwiftUI modifiers that take several closures (content and dismiss handler, actions and
  /// message, menu and preview, …).
  static let swiftUIModifiers: Set<String> = [
    "alert", "confirmationDialog", "sheet", "fullScreenCover", "popover", "contextMenu",
    "onGeometryChange", "onLongPressGesture", "dropDestination", "onDrop", "inspector",
    "navigationDestination", "searchable", "toolbar", "swipeActions", "safeAreaInset",
    "overlay", "background", "fileImporter", "fileExporter", "photosPicker",
  ]

  /// SwiftUI's labels of `@ViewBuilder` closures that follow the first trailing one.
  static let builderLabels: Set<String> = [
    "label", "message", "actions", "header", "footer", "placeholder", "icon", "preview",
    "content", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "title",
    "subtitle", "detail", "description", "destination", "background", "overlay",
  ]

  /// Whether a call with several closures is one of SwiftUI's builder forms (the file imports
  /// SwiftUI): a type's initializer (`Button`, `Section`, a project's view), `withAnimation`,
  /// a modifier that takes several closures, or extra trailing closures with builder labels.
  static func isSwiftUIBuilderCall(_ node: FunctionCallExprSyntax) -> Bool {
    if let callee = node.calledNameToken {
      let name = callee.text
      if node.callsBareName {
        if name == "withAnimation" || name.first?.isUppercase == true { return true }
      } else {
        // `Section.init { } header: { }`, `SwiftUI.Button { } label: { }`.
        if callee.isKeyword(.`init`) { return true }
        if let base = node.calledBase, isPlainPath(base), name.first?.isUppercase == true { return true }
        if swiftUIModifiers.contains(name) { return true }
      }
    }
    let labels = node.additionalTrailingClosures.map(\.label.text)
    return !labels.isEmpty && labels.allSatisfy(builderLabels.contains)
  }

  /// Where the call starts; in a chain (`publisher.map(…).sink {…} receiveValue: {…}`), where
  /// its own member access starts (`.sink`), so the report points at the call it is about.
  static func reportedPosition(_ node: FunctionCallExprSyntax) -> AbsolutePosition {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      !isPlainPath(base)
    {
      return member.period.positionAfterSkippingLeadingTrivia
    }
    return node.positionAfterSkippingLeadingTrivia
  }

  /// `UIView`, `self.view`, `Module.Type.member`: names only, no calls or subscripts.
  static func isPlainPath(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isPlainPath(base)
    }
    return false
  }
}
