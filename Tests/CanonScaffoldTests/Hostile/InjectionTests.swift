import CanonScaffold
import Foundation
import Testing

/// Issue 35: values given on the command line were pasted into Swift source as they were (a
/// purpose with a line break put code into the router; `store=Order>()\nfunc pwned() {}`), team
/// templates were read through links leading out of the app, and apps could be named after the
/// modules they import.
@Suite struct InjectionTests {
  @Test func aPurposeWithALineBreakIsRefused() throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    #expect {
      _ = try scaffolder.planNew(
        kind: "module", name: "Inbox", architecture: nil,
        parameters: ["purpose": "Shows the inbox.\n#error(\"x\")\nfunc pwned() {}"], in: app)
    } throws: { error in
      guard case .badParameter("purpose", let reason)? = error as? ScaffoldError else { return false }
      return reason.contains("one line")
    }
  }

  @Test(arguments: ["Order>()\nfunc pwned() {}", "../../etc", "Order Store", "1Order", ""])
  func aStoreThatIsNotASwiftNameIsRefused(_ store: String) throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .mvvm, in: folder)
    #expect {
      _ = try scaffolder.planNew(
        kind: "screen", name: "Basket", architecture: nil, parameters: ["store": store], in: app)
    } throws: { error in
      guard case .badParameter("store", let reason)? = error as? ScaffoldError else { return false }
      return reason.contains("as a type name")
    }
  }

  @Test func aFlagIsTrueOrFalse() throws {
    let folder = try TemporaryFolder()
    let app = try makeApp("Shop", .viper, in: folder)
    #expect(throws: ScaffoldError.self) {
      _ = try scaffolder.planNew(
        kind: "module", name: "Inbox", architecture: nil,
        parameters: ["purpose": "Shows the inbox.", "withModuleOutput": "yes; rm -rf"], in: app)
    }
  }

  @Test func aTeamTemplateLinkedOutsideTheAppIsNotRead() throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try outside.write("-----BEGIN OPENSSH PRIVATE KEY-----\n", to: "id_rsa")
    let app = try makeApp("Shop", .mvvm, in: folder)
    let overrides = app.appendingPathComponent(".canon/templates/screen-mvvm")
    try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: overrides.appendingPathComponent("View.swift.stencil").path,
      withDestinationPath: outside.url.appendingPathComponent("id_rsa").path)
    #expect {
      _ = try scaffolder.planNew(
        kind: "screen", name: "Profile", architecture: nil, parameters: [:], in: app)
    } throws: { error in
      guard case .templateOutsideApp(let name, _)? = error as? ScaffoldError else { return false }
      return name == "screen-mvvm/View.swift.stencil"
    }
  }

  @Test func aTeamTemplateFolderLinkedOutsideTheAppIsNotRead() throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try outside.write("summary: x\nfiles:\n  - template: A.stencil\n    path: A.swift\n", to: "template.yml")
    try outside.write("secret\n", to: "A.stencil")
    let app = try makeApp("Shop", .mvvm, in: folder)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent(".canon/templates"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent(".canon/templates/widget").path,
      withDestinationPath: outside.url.path)
    #expect(throws: ScaffoldError.self) {
      _ = try scaffolder.planNew(kind: "widget", name: "Clock", architecture: nil, parameters: [:], in: app)
    }
  }

  @Test(arguments: ["Swift", "Foundation", "UIKit", "SwiftUI", "Quick", "XCTest"])
  func anAppNamedAfterAModuleItImportsIsRefused(_ name: String) throws {
    let folder = try TemporaryFolder()
    #expect {
      _ = try scaffolder.planApp(name: name, architecture: .mvvm, in: folder.url)
    } throws: { error in
      guard case .invalidName(name, let reason)? = error as? ScaffoldError else { return false }
      return reason.contains("module")
    }
  }
}
