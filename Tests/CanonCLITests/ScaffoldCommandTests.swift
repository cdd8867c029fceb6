import Foundation
import Testing

@Suite struct ScaffoldCommandTests {
  @Test func initThenNewWritesTheAppAndWiresTheModule() throws {
    // Given
    let project = try Project([:])

    // When
    let initialized = try project.canon("init", "Shop", "--architecture", "viper")
    let added = try CanonProcess.run(
      ["new", "module", "Inbox", "--purpose", "Shows the messages received."], in: project.path + "/Shop")

    // Then
    #expect(initialized.status == 0 && added.status == 0, "\(initialized.stderr)\(added.stderr)")
    #expect(
      added.stdout.contains("edit   Sources/ShopUI/App/CompositionRoot.swift (+ InboxAssembly(), + AppScreen("))
    #expect(initialized.stdout.contains("Next steps:\n  cd Shop\n  xcodegen generate"))
    // Canon's URL does not exist yet: an app made without --canon-path is told so.
    #expect(
      initialized.stderr.contains("do not exist yet")
        && initialized.stderr.contains("--canon-path"))
    let purpose = try String(
      contentsOfFile: project.path + "/Shop/Sources/ShopUI/Inbox/Interactor/InboxInteractor.swift", encoding: .utf8)
    #expect(purpose.contains("/// Shows the messages received."))
  }

  @Test func theCIScriptSaysHowToGetCanonWhenItIsMissing() throws {
    // Given
    let project = try Project([:])
    _ = try project.canon("init", "Shop", "--architecture", "mvvm")

    // When
    let process = Process()
    process.executableURL = URL(fileURLWithPath: project.path + "/Shop/Scripts/ci.sh")
    process.environment = ["CANON": "/nonexistent/canon", "PATH": "/usr/bin:/bin"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    // Then
    #expect(process.terminationStatus == 127)
    #expect(message.contains("swift package experimental-install --product canon"))
  }

  @Test func existingFilesAreNeverOverwritten() throws {
    // Given
    let project = try Project([:])
    _ = try project.canon("init", "Shop", "--architecture", "mvvm")

    // When
    let again = try project.canon("init", "Shop", "--architecture", "mvvm")

    // Then
    #expect(again.status == 2)
    #expect(
      again.stderr.hasPrefix(
        "error: refusing to overwrite existing files; nothing was written:\n  .canon.yml"))
  }

  @Test func dryRunPrintsThePlanAndWritesNothing() throws {
    // Given
    let project = try Project([:])

    // When
    let output = try project.canon("init", "Shop", "--architecture", "mvvm-c", "--dry-run")

    // Then
    #expect(output.status == 0)
    #expect(output.stdout.contains("  create Sources/ShopUI/App/CompositionRoot.swift"))
    #expect(!FileManager.default.fileExists(atPath: project.path + "/Shop"))
  }

  @Test func badNameIsUsageErrorWithTheReason() throws {
    // Given
    let project = try Project([:])

    // When
    let output = try project.canon("init", "ShopModule", "--architecture", "viper")

    // Then
    #expect(output.status == 2)
    #expect(output.stderr.contains("cannot end in 'Module'"))
  }

  @Test func newOutsideAnAppSaysToRunInit() throws {
    // Given
    let project = try Project([:])

    // When
    let output = try project.canon("new", "screen", "Profile")

    // Then
    #expect(output.status == 2)
    #expect(output.stderr.contains("run `canon init` first"))
  }

  @Test func ejectCopiesABuiltInTemplateForTheTeam() throws {
    // Given
    let project = try Project([:])

    // When
    let output = try project.canon("templates", "eject", "entity")
    let list = try project.canon("templates", "list")

    // Then
    #expect(output.status == 0)
    #expect(list.stdout.contains("entity/Entity.swift.stencil  [overridden]"))
  }

  @Test func newFindsTheAppFromASubfolder() throws {
    // Given
    let project = try Project([:])
    _ = try project.canon("init", "Shop", "--architecture", "mvvm-di")

    // When
    let output = try CanonProcess.run(
      ["new", "store", "Banana"], in: project.path + "/Shop/Sources")

    // Then
    #expect(output.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: project.path + "/Shop/Sources/ShopCore/Model/Stores/BananaStore.swift"))
  }
}
