/// Why a scaffolding run stopped; every case reads as a complete sentence for the terminal.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The name cannot be used, and why.
  case invalidName(String, reason: String)
  /// Files that already exist; nothing was written.
  case wouldOverwrite([String])
  /// No template folder of that name, built in or in `.canon/templates/`.
  case unknownTemplate(String, available: [String])
  /// A template folder whose manifest or Stencil text is wrong.
  case badTemplate(String, reason: String)
  /// A `--param` the template folder does not declare, or a malformed one.
  case badParameter(String, reason: String)
  /// The command needs a Canon project (made by `canon init`) and found none.
  case notAProject(String)
  /// The composition root cannot be wired.
  case wiring(String, reason: String)
  /// Writing failed; files written by this run were removed again.
  case writeFailed(String, reason: String)
  /// A path that leads outside the app once symbolic links are followed; nothing was written.
  case outsideApp(String, resolved: String)
  /// A team template (or its folder) that leads outside the app once symbolic links are
  /// followed; it is not read.
  case templateOutsideApp(String, resolved: String)
  /// A type the plan would declare is already declared in the same target; nothing was written.
  case typeExists(String, declaredIn: String)
  /// `--canon-path` names a folder that does not hold Canon's package.
  case notACanonCheckout(String)
  /// A kind of item the architecture's guide does not have, and what it uses instead.
  case notInArchitecture(String, architecture: String, instead: String)
  /// A parameter the template needs and has no default for.
  case missingParameter(String, reason: String)
  /// The app's folder and one of Canon's packages (its own or the runtime) have the same package
  /// identity, which SwiftPM takes for one package.
  case samePackageIdentity(app: String, canon: String)
  /// `--opened-from` names a module that cannot open the new one, and why; nothing was written.
  case cannotOpen(String, from: String, reason: String)

  public var description: String {
    switch self {
    case .invalidName(let name, let reason):
      "invalid name '\(name)': \(reason)"
    case .wouldOverwrite(let paths):
      "refusing to overwrite existing files; nothing was written:\n"
        + paths.map { "  \($0)" }.joined(separator: "\n")
    case .unknownTemplate(let name, let available):
      "no template '\(name)'; templates: \(available.joined(separator: ", "))"
    case .badTemplate(let name, let reason):
      "template '\(name)': \(reason)"
    case .badParameter(let name, let reason):
      "parameter '\(name)': \(reason)"
    case .notAProject(let directory):
      "\(directory) is not a Canon app (no .canon/project.yml): run `canon init` first, or pass --path"
    case .wiring(let file, let reason):
      "cannot wire \(file): \(reason)"
    case .writeFailed(let path, let reason):
      "could not write \(path) (\(reason)); files written by this run were removed, nothing changed"
    case .outsideApp(let path, let resolved):
      "refusing to write \(path): through a symbolic link it leads to \(resolved), outside the app; nothing was written"
    case .templateOutsideApp(let name, let resolved):
      "refusing to read the team template \(name): through a symbolic link it leads to \(resolved), outside the app; nothing was written"
    case .typeExists(let name, let file):
      "refusing to generate '\(name)': \(file) already declares it in the same target; nothing was written"
    case .notACanonCheckout(let path):
      "--canon-path: \(path) is not a checkout of Canon (no Package.swift naming the package \"Canon\" with its runtime libraries)"
    case .notInArchitecture(let kind, let architecture, let instead):
      "the \(architecture) guide has no \(kind): \(instead)"
    case .missingParameter(let name, let reason):
      "missing --param \(name)=…: \(reason)"
    case .cannotOpen(let module, let opener, let reason):
      "cannot open \(module) from \(opener): \(reason); nothing was written"
    case .samePackageIdentity(let app, let canon):
      "the app '\(app)' and its Canon package ('\(canon)') would have the same package identity "
        + "('\(app.lowercased())'): SwiftPM names a package after its folder, case aside, and would "
        + "take them for one package, so the app would not resolve. Choose another app name"
        + " (or put the Canon checkout in a folder of another name); nothing was written"
    }
  }
}
