/// A few folder names, matched against path components by their bytes.
///
/// `Set<String>.contains(String(component))` hashed a new string for each component of each
/// folder, and a list of names compared as strings cost as much again: discovery asks both
/// questions of every folder. Bytes answer as `String` equality does when both sides are ASCII;
/// a name or component that is not is compared as strings (`String` equality is canonical
/// equivalence, and a few characters outside ASCII are equivalent to ASCII ones).
struct FolderNames: Sendable {
  private let asciiNames: [[UInt8]]
  private let otherNames: [String]

  init(_ names: some Sequence<String>) {
    var asciiNames: [[UInt8]] = []
    var otherNames: [String] = []
    for name in names {
      if name.utf8.allSatisfy({ $0 < 0x80 }) {
        asciiNames.append(Array(name.utf8))
      } else {
        otherNames.append(name)
      }
    }
    self.asciiNames = asciiNames
    self.otherNames = otherNames
  }

  func contains(_ component: Substring) -> Bool {
    let matched: Bool? =
      component.utf8.withContiguousStorageIfAvailable { matchedByBytes($0) } ?? nil
    if let matched { return matched }
    return containsByString(String(component))
  }

  /// Whether the component whose UTF-8 is `bytes` (whole scalars: a string's bytes between
  /// two `/`) is one of the names.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let matched = matchedByBytes(bytes) { return matched }
    return containsByString(String(decoding: bytes, as: UTF8.self))
  }

  /// The answer from the bytes alone, or `nil` when it takes strings.
  private func matchedByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    for name in asciiNames where name.count == bytes.count && name.elementsEqual(bytes) {
      return true
    }
    return otherNames.isEmpty ? false : nil
  }

  private func containsByString(_ text: String) -> Bool {
    asciiNames.contains { String(decoding: $0, as: UTF8.self) == text } || otherNames.contains(text)
  }
}
