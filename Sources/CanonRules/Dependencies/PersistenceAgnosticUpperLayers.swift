import CanonLint
import SwiftSyntax

/// Views and view models know nothing of how the model stores or fetches its data.
struct PersistenceAgnosticUpperLayers: SyntaxRule {
  static let description = RuleDescription(
    id: "persistence-agnostic-upper-layers",
    summary: "A view, view controller, cell or view model that uses persistence or networking types",
    rationale: """
      The model handles caching, persistence and the network; the upper layers only see stores \
      and entities through protocols. A view model that decodes JSON, builds a `URLRequest` or \
      holds an `NSManagedObjectContext` ties the screen to one storage technology and cannot be \
      reused on another model. The rule flags references to Core Data and Realm types, \
      `JSONSerialization`, `JSONDecoder`/`JSONEncoder`, `URLRequest`, `URLSession` and \
      `HTTPURLResponse` (except a `URLRequest` handed to a web view: `webView.load(URLRequest(…))` \
      anywhere; and any `URLRequest` or `HTTPURLResponse` in a file that works with a web view \
      (it imports WebKit or names `WKWebView`, `WKNavigationAction`, `WKNavigationDelegate`, \
      `UIWebView` or `SFSafariViewController`) or in a type that does in any of its files (it \
      holds a `WKWebView` or adopts a WebKit delegate protocol), since a request is how WebKit \
      takes a URL and the response is what its navigation delegate is told, as is the \
      `URLSession.AuthChallengeDisposition` of its authentication challenge; `URLSession` there \
      is otherwise still networking), and imports of `CoreData`, `RealmSwift`, `Alamofire` and \
      `Moya`, in files of those roles. Types nested in a view model count as the view model's \
      code. A type that names one such type at several places, in its body or in its nested \
      types (a representable view's `Coordinator`), has one dependency to remove: it is reported \
      once, at the first place, with the count and the other lines.
      """,
    source: "G0 Model and implementation guidelines: upper components know nothing of JSON, NSManagedObject, RealmObject, API parameters",
    triggering: [
      Example("final class FeedViewModel {\n  private let decoder = ↓JSONDecoder()\n}"),
      Example("final class FeedViewModel {\n  func load(_ request: ↓URLRequest) {}\n}"),
      Example("↓import CoreData\n\nfinal class FeedViewController: UIViewController {\n  var context: ↓NSManagedObjectContext?\n}"),
      Example(
        "extension FeedViewModel {\n  struct Item {\n    let object: ↓RealmSwift.Object\n  }\n}",
        context: ["Sources/App/FeedViewModel.swift": "final class FeedViewModel {}"]),
      Example("↓import Moya\n\nstruct FeedView: View {\n  var body: some View { EmptyView() }\n}"),
      // A view controller that neither holds a web view nor adopts a WebKit delegate, in any
      // of its files, builds its requests for the network.
      Example(
        "extension ProfileViewController {\n  func reload() {\n    load(request: ↓URLRequest(url: profileURL))\n  }\n}",
        path: "Sources/App/ProfileViewController+Reload.swift",
        context: [
          "Sources/App/ProfileViewController.swift":
            "final class ProfileViewController: UIViewController {\n  let profileURL = URL(fileURLWithPath: \"/\")\n}"
        ]),
      // Beside a web view, fetching with URLSession is still networking.
      Example(
        "import WebKit\n\nfinal class WebViewController: UIViewController {\n  let webView = WKWebView()\n  func prefetch(_ request: URLRequest) {\n    ↓URLSession.shared.dataTask(with: request).resume()\n  }\n}"),
    ],
    nonTriggering: [
      Example("import CoreData\n\nfinal class FeedStore {\n  let context: NSManagedObjectContext\n}"),
      Example("final class FeedAPI {\n  func load() {\n    let decoder = JSONDecoder()\n  }\n}"),
      Example("final class FeedViewModel {\n  let store: FeedStoreType\n  var title: String { \"Feed\" }\n}"),
      Example("import Foundation\nimport UIKit\n\nfinal class FeedViewController: UIViewController {}"),
      Example("struct FeedResponse: Decodable {\n  let items: [String]\n}\nlet decoder = JSONDecoder()"),
      Example("final class WebViewController: UIViewController {\n  func open(_ url: URL) {\n    webView.load(URLRequest(url: url))\n  }\n}"),
      // A request built for, or reported by, a web view is how WebKit takes a URL.
      Example(
        "import WebKit\n\nfinal class WebViewController: UIViewController {\n  private let webView = WKWebView()\n  func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {\n    completionHandler(.performDefaultHandling, nil)\n  }\n  func open(_ url: URL) {\n    var request = URLRequest(url: url)\n    request.setValue(\"en\", forHTTPHeaderField: \"Accept-Language\")\n    webView.load(request)\n  }\n  func allows(_ request: URLRequest) -> Bool { request.url?.host == \"example.com\" }\n}"),
      Example(
        "final class ArticleViewController: UIViewController {\n  func isInternal(_ request: URLRequest) -> Bool { request.url?.host == \"example.com\" }\n}\n\nextension ArticleViewController: WKNavigationDelegate {}"),
      // The response a navigation delegate is told of.
      Example(
        "import WebKit\n\nextension WebViewController {\n  func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {\n    let failed = (navigationResponse.response as? HTTPURLResponse).map { $0.statusCode >= 400 } ?? false\n    decisionHandler(failed ? .cancel : .allow)\n  }\n}",
        path: "Sources/App/WebViewController+WebKitDelegates.swift",
        context: ["Sources/App/WebViewController.swift": "final class WebViewController: UIViewController {}"]),
      // The response a scheme handler gives WebKit for a page it serves.
      Example(
        "extension WebViewController {\n  func reply(to task: any WKURLSchemeTask, with data: Data) {\n    task.didReceive(HTTPURLResponse(url: task.request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)\n    task.didReceive(data)\n    task.didFinish()\n  }\n}",
        path: "Sources/App/WebViewController+Scheme.swift",
        context: [
          "Sources/App/WebViewController.swift":
            "final class WebViewController: UIViewController {}\n\nextension WebViewController: WKURLSchemeHandler {}"
        ]),
      // A file of a web view controller that names nothing of WebKit: the type holds the web
      // view and is its navigation delegate in another file.
      Example(
        "extension WebViewController {\n  func showReauthentication() {\n    load(request: URLRequest(url: URL(string: \"about:blank\")!))\n  }\n}",
        path: "Sources/App/WebViewController+ReAuth.swift",
        context: [
          "Sources/App/WebViewController.swift":
            "import WebKit\n\nfinal class WebViewController: UIViewController, WKNavigationDelegate {\n  var webView: WKWebView!\n  func load(request: URLRequest) { webView.load(request) }\n}"
        ]),
      Example(
        "extension BrowserViewController {\n  func openHome() {\n    open(URLRequest(url: homeURL))\n  }\n}",
        path: "Sources/App/BrowserViewController+Home.swift",
        context: [
          "Sources/App/BrowserViewController.swift":
            "final class BrowserViewController: UIViewController {\n  @IBOutlet private weak var page: WKWebView!\n  let homeURL = URL(fileURLWithPath: \"/\")\n  func open(_ request: URLRequest) { page.load(request) }\n}"
        ]),
    ])

  /// Compared with the bytes of each type and name reference, so that the many that are not
  /// these allocate nothing.
  static let persistenceTypes: NameSet = [
    "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectID", "NSFetchRequest",
    "NSFetchedResultsController", "NSPersistentContainer", "NSPersistentStoreCoordinator",
    "NSEntityDescription", "Realm", "RLMRealm", "RLMObject", "JSONSerialization", "JSONDecoder",
    "JSONEncoder", "URLRequest", "URLSession", "HTTPURLResponse",
  ]
  static let persistenceModules: NameSet = ["CoreData", "RealmSwift", "Realm", "Alamofire", "Moya"]

  /// `webView.load(URLRequest(url: url))`: WebKit takes a request, not networking code.
  static func isWebViewLoad(_ node: DeclReferenceExprSyntax) -> Bool {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self),
      let argument = call.parent?.as(LabeledExprSyntax.self),
      let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let member = outer.calledExpression.as(MemberAccessExprSyntax.self)
    else { return false }
    return member.declName.baseName.text == "load" && argument.label == nil
  }

  /// What WebKit itself takes and reports, in a file or a type that works with a web view: the
  /// request that loads a page, the response its navigation delegate is told of.
  static let webKitTypes: NameSet = ["URLRequest", "HTTPURLResponse"]

  /// WebKit's delegate protocols: a type that adopts one works with a web view in each of its files.
  static let webViewProtocols: Set<String> = [
    "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
    "WKScriptMessageHandlerWithReply", "WKDownloadDelegate", "WKURLSchemeHandler",
  ]

  /// Whether one of `owners` works with a web view in any of its files: it holds a `WKWebView`,
  /// or it (or an extension of it) adopts a WebKit delegate protocol. An app splits a large web
  /// view controller into extensions by concern, and most of those files name nothing of WebKit.
  static func worksWithWebView(_ owners: [String], in index: ProjectIndex) -> Bool {
    owners.contains { owner in
      !index.supertypes(of: owner).isDisjoint(with: webViewProtocols)
        || index.types(named: owner).contains { type in
          type.properties.contains { $0.typeText?.contains("WKWebView") == true }
        }
    }
  }

  /// Names that say a file works with a web view, where `URLRequest` is how a page is loaded.
  static let webViewWords = [
    "WebKit", "WKWebView", "WKNavigationAction", "WKNavigationDelegate", "UIWebView",
    "SFSafariViewController",
  ]

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    // Searched once, for the rare file that names `URLRequest`.
    var isWebViewFile: Bool?
    func isWebViewRequest(_ name: TokenText) -> Bool {
      guard Self.webKitTypes.contains(name) else { return false }
      return isWebView()
    }
    func isWebView() -> Bool {
      if isWebViewFile == nil { isWebViewFile = file.mentions(anyOf: Self.webViewWords) }
      return isWebViewFile == true
    }
    /// - Parameter webKitTakes: whether WebKit takes or reports the type (`webKitTypes`), so
    ///   that a type working with a web view in another of its files may name it.
    func check(_ node: some SyntaxProtocol, _ name: String, webKitTakes: Bool = false) {
      let owners = node.enclosingTypeNames
      guard let outermost = owners.last else { return }
      // One problem per type and persistence type, however many places name it; a nested type
      // (a representable's `Coordinator`) is part of its outer type's problem.
      file.report(
        at: node, "\(name) belongs in the model: reach it through a store protocol",
        subject: outermost + " " + name,
        when: { index in
          index.anyHasRole(UpperLayer.roles, among: owners)
            && !(webKitTakes && Self.worksWithWebView(owners, in: index))
        })
    }
    walk.on(IdentifierTypeSyntax.self) { node in
      guard Self.persistenceTypes.contains(node.nameBytes), !isWebViewRequest(node.nameBytes) else { return }
      // `URLSession.AuthChallengeDisposition` answers WebKit's authentication challenge.
      if node.nameBytes == "URLSession",
        node.parent?.as(MemberTypeSyntax.self)?.name.textBytes == "AuthChallengeDisposition", isWebView()
      {
        return
      }
      check(node, "'\(node.name.text)'", webKitTakes: Self.webKitTypes.contains(node.nameBytes))
    }
    walk.on(MemberTypeSyntax.self) { node in
      guard let base = node.baseType.as(IdentifierTypeSyntax.self)?.name.textBytes else { return }
      if base == "RealmSwift" || base == "CoreData" {
        check(node, "'\(base).\(node.name.text)'")
      }
    }
    walk.on(DeclReferenceExprSyntax.self, named: Self.persistenceTypes) { node in
      let name = node.baseName.text
      if (name == "URLRequest" && Self.isWebViewLoad(node)) || isWebViewRequest(node.baseName.textBytes) { return }
      // `JSONDecoder.default` is reported once, at its start.
      check(node, "'\(name)'", webKitTakes: Self.webKitTypes.contains(node.baseName.textBytes))
    }

    var imports: [ImportDeclSyntax] = []
    var declared: [String] = []
    walk.on(ImportDeclSyntax.self) { node in
      if let module = node.path.first?.name.textBytes, Self.persistenceModules.contains(module) {
        imports.append(node)
      }
    }
    walk.on(CodeBlockItemSyntax.self) { item in
      guard !imports.isEmpty, item.parent?.parent?.is(SourceFileSyntax.self) == true,
        let decl = item.item.as(DeclSyntax.self), let name = decl.rootTypeName
      else { return }
      declared.append(name)
    }
    walk.atEnd {
      guard !imports.isEmpty, !declared.isEmpty else { return }
      let names = declared
      for node in imports {
        let module = node.path.map(\.name.text).joined(separator: ".")
        file.report(
          at: node, "importing \(module) makes this upper-layer file depend on persistence or networking",
          when: { index in index.anyHasRole(UpperLayer.roles, among: names) })
      }
    }
  }
}
