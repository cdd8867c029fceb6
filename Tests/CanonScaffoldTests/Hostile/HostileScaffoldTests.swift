import CanonScaffold
import Foundation
import Testing

/// Issue 14's scaffolding cases: templates that write outside the app, wiring that changes more
/// than the line it adds, a second screen of the same name, and template errors without a line.
@Suite struct HostileScaffoldTests {
  /// A team template `widget` whose one file goes to `path`, with `text` as its Stencil.
  static func widget(
    in folder: TemporaryFolder, path: String, text: String = "struct {{ name }}Widget {}\n"
  ) throws {
    try folder.write(
      """
      summary: A widget
      files:
        - template: Widget.swift.stencil
          path: "\(path)"
      """, to: "Shop/.canon/templates/widget/template.yml")
    try folder.write(text, to: "Shop/.canon/templates/widget/Widget.swift.stencil")
  }

  @Test func aTemplatePathThroughALinkedFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("Sources/Linked").path,
      withDestinationPath: outside.url.path)
    try Self.widget(in: folder, path: "Sources/Linked/{{ name }}Widget.swift")
    let before = folder.files()

    let plan = try scaffolder.planNew(
      kind: "widget", name: "Clock", architecture: nil, parameters: [:], in: app)
    #expect {
      try scaffolder.write(plan, to: app)
    } throws: { error in
      guard case .outsideApp(let path, let resolved)? = error as? ScaffoldError else {
        return false
      }
      return path == "Sources/Linked/ClockWidget.swift" && resolved.hasSuffix("/ClockWidget.swift")
        && !resolved.hasPrefix(app.path)
    }
    #expect(outside.files().isEmpty)
    #expect(folder.files() == before)
  }

  @Test func aLinkInsideTheAppStaysAllowed() throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("Sources/Alias").path,
      withDestinationPath: app.appendingPathComponent("Sources/ShopCore").path)
    try Self.widget(in: folder, path: "Sources/Alias/{{ name }}Widget.swift")
    let plan = try scaffolder.planNew(
      kind: "widget", name: "Clock", architecture: nil, parameters: [:], in: app)
    try scaffolder.write(plan, to: app)
    #expect(folder.read("Shop/Sources/ShopCore/ClockWidget.swift") == "struct ClockWidget {}\n")
  }

  @Test func wiringKeepsCRLFAndTheFileMode() throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)
    let rootFile = "Shop/Sources/ShopUI/App/CompositionRoot.swift"
    let original = try #require(folder.read(rootFile))
    try folder.write(original.replacingOccurrences(of: "\n", with: "\r\n"), to: rootFile)
    let path = folder.url.appendingPathComponent(rootFile).path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

    let plan = try scaffolder.planNew(
      kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: app)
    #expect(plan.edits.map(\.path).contains("Sources/ShopUI/App/CompositionRoot.swift"))
    try scaffolder.write(plan, to: app)

    let edited = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: edited, as: UTF8.self)
    #expect(text.contains("ProfileAssembly()"))
    // Every line break is CRLF: no `\n` without its `\r`.
    let bytes = [UInt8](edited)
    let bare = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
    #expect(bare.isEmpty)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func aScreenOfAnotherArchitectureWithTheSameTypesIsRefused() throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvmDI, in: folder)
    try scaffolder.write(
      try scaffolder.planNew(
        kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: app), to: app)
    let before = folder.files().map { ($0, folder.read($0)) }

    #expect {
      try scaffolder.planNew(
        kind: "screen", name: "Profile", architecture: .viper,
        parameters: ["purpose": "Shows the profile."], in: app)
    } throws: { error in
      guard case .typeExists(let name, let file)? = error as? ScaffoldError else { return false }
      return ["ProfileAssembly", "ProfileView", "ProfileViewController"].contains(name)
        && file.hasPrefix("Sources/ShopUI/Profile/")
        && (error as? ScaffoldError)?.description.contains("nothing was written") == true
    }
    #expect(folder.files().map { ($0, folder.read($0)) }.elementsEqual(before) { $0 == $1 })
  }

  @Test func aBrokenTemplateNamesItsFileAndLine() throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    try Self.widget(
      in: folder, path: "Sources/ShopCore/{{ name }}Widget.swift",
      text: "import Foundation\n\nstruct {{ name|noSuchFilter }}Widget {}\n")
    #expect {
      try scaffolder.planNew(
        kind: "widget", name: "Clock", architecture: nil, parameters: [:], in: app)
    } throws: { error in
      guard case .badTemplate(let place, let reason)? = error as? ScaffoldError else {
        return false
      }
      return place == "widget/Widget.swift.stencil:3" && reason.contains("noSuchFilter")
    }
  }
}
