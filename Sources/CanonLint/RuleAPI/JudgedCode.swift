/// The kinds of code the engine tells apart in a project, so that each rule runs on what its
/// guide speaks of: a linter that judges a tool's output or a test's mock by the rules for the
/// app's own code is wrong where the team would never ask for a change.
///
/// The engine decides once per file (`CodeKind`): a file a tool wrote is `generated`, a test
/// source is `tests`, anything else is `production`. Test doubles (`Mock…`, `Fake…`, `Stub…`,
/// `Spy…`, `Dummy…` types) count as tests wherever they are declared.
public struct JudgedCode: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The app's own hand-written code: what every rule judges unless it says otherwise.
  public static let production = JudgedCode(rawValue: 1 << 0)
  /// Test sources and test doubles.
  public static let tests = JudgedCode(rawValue: 1 << 1)
  /// Files a tool wrote: a header comment says so, or `.canon.yml`'s `generated:` names them.
  public static let generated = JudgedCode(rawValue: 1 << 2)

  public static let everything: JudgedCode = [.production, .tests, .generated]

  /// How the docs name these kinds.
  public var names: [String] {
    var names: [String] = []
    if contains(.production) { names.append("app code") }
    if contains(.tests) { names.append("tests and test doubles") }
    if contains(.generated) { names.append("generated files") }
    return names
  }
}
