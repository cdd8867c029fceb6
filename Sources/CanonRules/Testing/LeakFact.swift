import CanonLint

/// What a file tells `leak-test-coverage` about leak tests, for the check of the app's classes
/// once every file has been seen.
enum LeakFact: Fact {
  /// The file is a test file: the project has tests.
  case testFile
  /// A test calls one of the configured leak checks.
  case helperUsed
  /// A test passes a `type` to one of the configured leak checks.
  case covers(type: String)
  /// A test file declares a leak check of its own (`LeakHelperDiscovery`).
  case helper(String)
  /// A test passes an object to a function of this name, perhaps a leak check of the project.
  case calls(String)
  /// A test passes a `type` to the function `function`.
  case passes(type: String, to: String)

  func write(to writer: inout FactWriter) {
    switch self {
    case .testFile: writer.write(0)
    case .helperUsed: writer.write(1)
    case .covers(let type):
      writer.write(2)
      writer.write(type)
    case .helper(let name):
      writer.write(3)
      writer.write(name)
    case .calls(let name):
      writer.write(4)
      writer.write(name)
    case .passes(let type, let function):
      writer.write(5)
      writer.write(type)
      writer.write(function)
    }
  }

  init(from reader: inout FactReader) throws(FactReader.Malformed) {
    switch try reader.read(Int.self) {
    case 0: self = .testFile
    case 1: self = .helperUsed
    case 2: self = .covers(type: try reader.read())
    case 3: self = .helper(try reader.read())
    case 4: self = .calls(try reader.read())
    case 5: self = .passes(type: try reader.read(), to: try reader.read())
    default: throw FactReader.Malformed()
    }
  }
}
