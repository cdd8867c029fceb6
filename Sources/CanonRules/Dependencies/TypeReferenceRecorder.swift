import CanonLint
import SwiftSyntax

/// The walk of `layer-dependencies`: records each file's type references (`TypeReference`),
/// whether or not a boundary is configured, since `canon graph` draws them too.
///
/// The outermost type around the current node owns the references in it, with the path of the
/// types nested in it that the node is in, which the project check attributes the reference to
/// when they have roles of their own. An extension stands for the first part of what it extends
/// (`extension ProfileViewModel.State` is ProfileViewModel's code, in its nested `State`) and is
/// marked as one. References are grouped by owner and name while walking, with the
/// name's bytes as the key (no `String` per reference): a file names the same types over and
/// over, and the project check then resolves each group once.
///
/// SwiftUI previews (`#Preview { }`, a `PreviewProvider` type) are left out: they build sample
/// data for the canvas and never ship, so they are not the app's architecture. So is a private
/// type of the file that only its previews use (a wrapper view that builds the sample data).
enum TypeReferenceRecorder {
  /// Standard-library names no project declares: not worth a fact.
  static let ignoredNames: NameSet = [
    "String", "Int", "Bool", "Double", "Float", "Void", "Any", "AnyObject", "Self", "Never",
    "Array", "Dictionary", "Set", "Optional", "Error", "Character", "Substring", "UInt", "Int64",
    "Int32", "CGFloat",
  ]

  static func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let references = References()
    // Room for the distinct names of a typical file of this size: growing rehashes them all.
    references.simple.reserveCapacity(file.source.utf8.count / 128)
    observeOwners(with: &walk, into: references)
    observePreviews(with: &walk, into: references)
    observeNames(with: &walk, into: references)
    walk.atEnd {
      for reference in references.grouped(in: file) { file.record(reference) }
    }
  }

  /// Numbers each top-level type and extension, and each type nested in them, as the walk
  /// enters it (owners are numbered so that grouping references hashes an Int, not the owner's
  /// name).
  private static func observeOwners(with walk: inout SyntaxWalk, into references: References) {
    // The owner of each type or extension the walk is in, innermost last.
    var stack: [Int] = []
    func push(_ decl: some DeclSyntaxProtocol) {
      defer { references.owner = stack.last ?? -1 }
      if let parent = stack.last {
        // A nested type: its own owner inside its top-level one.
        let nestedName = decl.is(ExtensionDeclSyntax.self) ? nil : DeclSyntax(decl).declaredTypeName
        stack.append(nestedName.map { references.nestedOwner(named: $0, in: parent) } ?? parent)
        return
      }
      if let ext = decl.as(ExtensionDeclSyntax.self) {
        let parts = (dottedName(ext.extendedType) ?? "_").split(separator: ".").map(String.init)
        stack.append(
          references.topLevelOwner(
            named: parts.first ?? "_", nested: Array(parts.dropFirst()), isExtension: true))
      } else {
        stack.append(
          references.topLevelOwner(
            named: DeclSyntax(decl).declaredTypeName ?? "_", nested: [], isExtension: false))
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
          modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
        {
          references.privateOwners.insert(stack[stack.count - 1])
        }
      }
    }
    func pop() {
      stack.removeLast()
      references.owner = stack.last ?? -1
    }
    walk.on(ClassDeclSyntax.self, push)
    walk.after(ClassDeclSyntax.self) { _ in pop() }
    walk.on(StructDeclSyntax.self, push)
    walk.after(StructDeclSyntax.self) { _ in pop() }
    walk.on(EnumDeclSyntax.self, push)
    walk.after(EnumDeclSyntax.self) { _ in pop() }
    walk.on(ActorDeclSyntax.self, push)
    walk.after(ActorDeclSyntax.self) { _ in pop() }
    walk.on(ProtocolDeclSyntax.self, push)
    walk.after(ProtocolDeclSyntax.self) { _ in pop() }
    walk.on(ExtensionDeclSyntax.self, push)
    walk.after(ExtensionDeclSyntax.self) { _ in pop() }
  }

  /// Counts how deep the walk is in preview code, where nothing is recorded.
  private static func observePreviews(with walk: inout SyntaxWalk, into references: References) {
    walk.on(MacroExpansionDeclSyntax.self) { node in
      if node.macroName.text == "Preview" { references.previewDepth += 1 }
    }
    walk.after(MacroExpansionDeclSyntax.self) { node in
      if node.macroName.text == "Preview" { references.previewDepth -= 1 }
    }
    walk.on(MacroExpansionExprSyntax.self) { node in
      if node.macroName.text == "Preview" { references.previewDepth += 1 }
    }
    walk.after(MacroExpansionExprSyntax.self) { node in
      if node.macroName.text == "Preview" { references.previewDepth -= 1 }
    }
    walk.on(StructDeclSyntax.self) { node in
      if UserFacingCode.isPreviewProvider(Syntax(node)) { references.previewDepth += 1 }
    }
    walk.after(StructDeclSyntax.self) { node in
      if UserFacingCode.isPreviewProvider(Syntax(node)) { references.previewDepth -= 1 }
    }
  }

  /// Places the type names and imports the walk meets in their groups.
  private static func observeNames(with walk: inout SyntaxWalk, into references: References) {
    func recordSimple(_ node: some SyntaxProtocol, _ name: TokenText) {
      guard references.isCandidate(name), !ignoredNames.contains(name) else { return }
      guard references.previewDepth == 0 else {
        references.namesInPreviews.insert(name.string)
        return
      }
      references.place(
        OwnedName(owner: references.owner, name: name), at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    // Names are read from the raw tree first: no token node for the many that are no type.
    walk.on(IdentifierTypeSyntax.self) { node in
      let name = node.nameBytes
      guard mayBeType(name),
        !(node.parent?.is(MemberTypeSyntax.self) ?? false)
      else { return }
      recordSimple(node, name)
    }
    walk.on(MemberTypeSyntax.self) { node in
      guard references.previewDepth == 0, !(node.parent?.is(MemberTypeSyntax.self) ?? false),
        let dotted = dottedName(TypeSyntax(node)),
        let first = firstPart(of: node), references.isCandidate(first.textBytes)
      else { return }
      references.place(
        OwnedDottedName(owner: references.owner, name: dotted),
        at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    walk.onReference { node, name in
      guard mayBeType(name) else { return }
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return
      }
      recordSimple(node, name)
    }
    walk.on(ImportDeclSyntax.self) { node in
      guard let module = node.path.first?.name.text else { return }
      references.place(
        OwnedDottedName(owner: References.importOwner, name: module),
        at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
  }

  /// Type names start with a capital; most references (variables, calls) do not, and are
  /// dropped before anything else is looked at.
  static func mayBeType(_ name: TokenText) -> Bool {
    guard let first = name.first else { return false }
    return first >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
  }

  /// The first name of a member type (`Profile` in `Profile.State`), when it is a plain name.
  static func firstPart(of type: MemberTypeSyntax) -> TokenSyntax? {
    var base = type.baseType
    while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
    return base.as(IdentifierTypeSyntax.self)?.name
  }

  /// `A.B.C` for a member type made of plain names.
  static func dottedName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self), let base = dottedName(member.baseType) {
      return base + "." + member.name.text
    }
    return nil
  }
}

/// A file's type references, grouped by the type they are written in.
private final class References {
  /// The names of the file's top-level types and extensions (the first part of the extended
  /// type) that each owner is in, numbered in order: a nested type is an owner of its own.
  var ownerNames: [String] = []
  /// Whether each owner is (in) an extension.
  var isExtension: [Bool] = []
  /// The nested types each owner is, outermost first (empty for a top-level one).
  var nestedNames: [[String]] = []
  /// The top-level owner each owner is in (itself for a top-level one).
  var topOwners: [Int] = []
  /// The owner of each nested type, by its parent owner and name.
  private var nestedOwners: [NestedKey: Int] = [:]

  private struct NestedKey: Hashable {
    var parent: Int
    var name: String
  }
  /// How many previews the walk is in (a preview inside a preview provider counts twice).
  var previewDepth = 0
  /// The names previews refer to, and the owners declared `private` or `fileprivate`: such an
  /// owner that only previews name is preview code too.
  var namesInPreviews = Set<String>()
  var privateOwners = Set<Int>()
  /// The owner number of imports; -1 is code outside any type.
  static let importOwner = -2
  /// The group (owner and name) of each reference, numbered as first met.
  var simple: [OwnedName: Int] = [:]
  var dotted: [OwnedDottedName: Int] = [:]
  var groups: [(owner: Int, name: GroupName)] = []
  /// Every reference as its group and byte offset, in the order of the walk: one flat array,
  /// where an array of places per group was an allocation for each name of each file.
  var places: [(group: Int32, offset: Int32)] = []

  enum GroupName {
    case simple(TokenText)
    case dotted(String)
  }

  /// The owner the walk is in: an index of `ownerNames`, or -1 outside any type.
  var owner = -1

  /// A new owner for a top-level type or extension (an extension of `A.B` is `A`'s, with `B`
  /// nested).
  func topLevelOwner(named name: String, nested: [String], isExtension extended: Bool) -> Int {
    ownerNames.append(name)
    isExtension.append(extended)
    nestedNames.append(nested)
    topOwners.append(ownerNames.count - 1)
    return ownerNames.count - 1
  }

  /// The owner of the type `name` nested in the owner `parent`, the same each time the file
  /// declares or extends it there.
  func nestedOwner(named name: String, in parent: Int) -> Int {
    let key = NestedKey(parent: parent, name: name)
    if let known = nestedOwners[key] { return known }
    ownerNames.append(ownerNames[parent])
    isExtension.append(isExtension[parent])
    nestedNames.append(nestedNames[parent] + [name])
    topOwners.append(topOwners[parent])
    nestedOwners[key] = ownerNames.count - 1
    return ownerNames.count - 1
  }

  /// Whether `name` (the first part of a type reference) is worth a fact from the current owner.
  func isCandidate(_ name: TokenText) -> Bool {
    guard let first = name.first else { return false }
    if first >= 0x80 {
      guard name.string.first?.isUppercase == true else { return false }
    } else if !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
      return false
    }
    // A type's references to itself (and its nested types) stay inside its layer.
    guard owner >= 0 else { return true }
    let ownerName = ownerNames[owner].utf8
    return ownerName.count != name.count || !ownerName.elementsEqual(name)
  }

  /// One fact for each group, in the order the groups were first met.
  func grouped(in file: LintedFile) -> [TypeReference] {
    let offsets = offsetsByGroup()
    let previewOnly = previewOnlyOwners()
    return groups.enumerated().filter { !previewOnly.contains($0.element.owner) }.map { group, key in
      let places = offsets.offsets[offsets.starts[group]..<offsets.starts[group + 1]].map { offset in
        let location = file.location(of: AbsolutePosition(utf8Offset: Int(offset)))
        return TypeReference.Place(line: location.line, column: location.column)
      }
      let name: String
      switch key.name {
      case .simple(let text): name = String(decoding: text, as: UTF8.self)
      case .dotted(let dotted): name = dotted
      }
      return TypeReference(
        owner: owner(numbered: key.owner), nested: nested(numbered: key.owner), name: name,
        places: places)
    }
  }

  /// The owners in private top-level types that previews name and no other code of the file
  /// does.
  private func previewOnlyOwners() -> Set<Int> {
    guard !namesInPreviews.isEmpty else { return [] }
    let candidates = privateOwners.filter { namesInPreviews.contains(ownerNames[$0]) }
    guard !candidates.isEmpty else { return [] }
    var namedElsewhere = Set<String>()
    for group in groups where group.owner < 0 || !candidates.contains(topOwners[group.owner]) {
      if case .simple(let text) = group.name { namedElsewhere.insert(text.string) }
    }
    let previewOnly = candidates.filter { !namedElsewhere.contains(ownerNames[$0]) }
    return Set(topOwners.indices.filter { previewOnly.contains(topOwners[$0]) })
  }

  private func owner(numbered number: Int) -> TypeReference.Owner {
    switch number {
    case Self.importOwner: .import
    case 0...: isExtension[number] ? .extension(ownerNames[number]) : .type(ownerNames[number])
    default: .file
    }
  }

  private func nested(numbered number: Int) -> [String] {
    number >= 0 ? nestedNames[number] : []
  }

  func place(_ key: OwnedName, at offset: Int) {
    add(group(of: key, in: &simple, owner: key.owner, name: .simple(key.name)), offset)
  }

  func place(_ key: OwnedDottedName, at offset: Int) {
    add(group(of: key, in: &dotted, owner: key.owner, name: .dotted(key.name)), offset)
  }

  /// The number of the key's group, a new one the first time the key is met.
  private func group<Key: Hashable>(
    of key: Key, in table: inout [Key: Int], owner: Int, name: @autoclosure () -> GroupName
  ) -> Int {
    if let known = table[key] { return known }
    table[key] = groups.count
    groups.append((owner, name()))
    return groups.count - 1
  }

  private func add(_ group: Int, _ offset: Int) {
    places.append((Int32(truncatingIfNeeded: group), Int32(truncatingIfNeeded: offset)))
  }

  /// The offsets grouped, each group's in the order of the walk: group `g`'s are
  /// `offsets[starts[g]..<starts[g + 1]]`.
  func offsetsByGroup() -> (offsets: [Int32], starts: [Int]) {
    var starts = [Int](repeating: 0, count: groups.count + 1)
    for place in places { starts[Int(place.group) + 1] += 1 }
    for group in groups.indices { starts[group + 1] += starts[group] }
    var next = starts
    var offsets = [Int32](repeating: 0, count: places.count)
    for place in places {
      offsets[next[Int(place.group)]] = place.offset
      next[Int(place.group)] += 1
    }
    return (offsets, starts)
  }
}

private struct OwnedName: Hashable {
  var owner: Int
  var name: TokenText

  // One word to the hasher, the name hashed with FNV: SipHash over the bytes of every type
  // reference of the project was a measurable share of the rule.
  func hash(into hasher: inout Hasher) {
    hasher.combine(NameSet.hash(of: name) &+ UInt64(truncatingIfNeeded: owner))
  }
}

private struct OwnedDottedName: Hashable {
  var owner: Int
  var name: String
}
