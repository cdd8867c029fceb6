import CanonLint

/// What `layer-dependencies` records of a file: every place one owner (a top-level type or
/// extension and the types nested in it, the file's code outside any type, or its imports)
/// names one type or module.
struct TypeReference: Fact {
  /// What the reference is written in.
  enum Owner: Hashable, Sendable {
    /// A top-level type of this name, and its nested types.
    case type(String)
    /// An extension of a type of this name (the extended type's first part).
    case `extension`(String)
    /// Code outside any type.
    case file
    /// An `import`: the name is a module's.
    case `import`
  }

  /// A place in the file, as reported.
  struct Place: Fact {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    func write(to writer: inout FactWriter) {
      writer.write(line)
      writer.write(column)
    }

    init(from reader: inout FactReader) throws(FactReader.Malformed) {
      line = try reader.read()
      column = try reader.read()
    }
  }

  var owner: Owner
  /// The types nested in the owner that the reference is written in, outermost first:
  /// `["ViewModel"]` in `extension MangaView { class ViewModel { … } }` and in `extension
  /// MangaView.ViewModel`.
  var nested: [String]
  /// The name as written (`Profile.State`), or the module of an import.
  var name: String
  /// Where the owner writes it, in the order of the file.
  var places: [Place]

  init(owner: Owner, nested: [String] = [], name: String, places: [Place]) {
    self.owner = owner
    self.nested = nested
    self.name = name
    self.places = places
  }

  /// The type's name as layers see it, its first part (`Profile` of `Profile.State`: the
  /// project's own `State` is never `UIControl.State`), or the imported module.
  var target: String {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[..<dot])
  }

  /// The owner's name; empty for code outside any type and for imports.
  var ownerName: String {
    switch owner {
    case .type(let name), .extension(let name): name
    case .file, .import: ""
    }
  }

  var isImport: Bool { owner == .import }

  func write(to writer: inout FactWriter) {
    switch owner {
    case .type(let name):
      writer.write(0)
      writer.write(name)
    case .extension(let name):
      writer.write(1)
      writer.write(name)
    case .file: writer.write(2)
    case .import: writer.write(3)
    }
    writer.write(nested)
    writer.write(name)
    writer.write(places)
  }

  init(from reader: inout FactReader) throws(FactReader.Malformed) {
    switch try reader.read(Int.self) {
    case 0: owner = .type(try reader.read())
    case 1: owner = .extension(try reader.read())
    case 2: owner = .file
    case 3: owner = .import
    default: throw FactReader.Malformed()
    }
    nested = try reader.read()
    name = try reader.read()
    places = try reader.read()
  }
}
