/// A networking library's request description named `…Router` (Alamofire's documented
/// `enum APIRouter: URLRequestConvertible`, a Moya `TargetType`) routes requests to endpoints,
/// not the user between screens: it is no navigation router.
enum RequestEndpoints {
  /// Protocols of networking libraries that a request or endpoint description adopts.
  static let requestProtocols: Set<String> = [
    "URLRequestConvertible", "URLConvertible", "TargetType", "SugarTargetType",
  ]

  /// Members that, next to a `path`, describe an HTTP request.
  static let requestMembers: Set<String> = [
    "method", "httpMethod", "baseURL", "parameters", "headers", "asURLRequest", "urlRequest",
  ]

  /// Why the type describes requests, or `nil`: it adopts a request protocol, directly or
  /// through the project's protocols (`APIRouter: APIConfiguration`, `APIConfiguration:
  /// URLRequestConvertible`), or declares `asURLRequest()`, or a `path` with an HTTP method,
  /// a base URL, parameters or headers.
  static func evidence(
    _ name: String, declarations: [String: [TypeSummary]], inherited: [String: Set<String>]
  ) -> String? {
    var seen: Set<String> = [name]
    var pending = [name]
    while let current = pending.popLast() {
      for supertype in (inherited[current] ?? []).sorted() {
        if requestProtocols.contains(supertype), declarations[supertype] == nil {
          return "a request to an endpoint (\(supertype))"
        }
        guard declarations[supertype] != nil, seen.count < RoleResolver.maximumInheritanceDepth,
          seen.insert(supertype).inserted
        else { continue }
        pending.append(supertype)
      }
    }
    let decls = declarations[name] ?? []
    let members = Set(decls.flatMap { $0.properties.map(\.name) + $0.methods })
    if members.contains("asURLRequest") { return "a request to an endpoint (asURLRequest)" }
    if members.contains("path"), let other = members.intersection(requestMembers).sorted().first {
      return "a request to an endpoint (path, \(other))"
    }
    return nil
  }
}
