import CanonLint
import Foundation

/// A run's baseline: the file, and how a run's findings compare with it.
struct BaselineUse {
  /// Absolute.
  let path: String
  let baseline: Baseline

  /// The file name `canon baseline write` uses when neither `--output` nor `.canon.yml` names one.
  static let defaultFileName = "canon-baseline.json"

  /// The baseline the options or the configuration name, if any.
  static func path(option: String?, setup: LintSetup) -> String? {
    option.map { PathUtilities.absolute($0) } ?? setup.baseline
  }

  /// Where `canon baseline` commands read and write when not told: the configuration's
  /// `baseline:`, else beside `.canon.yml` (the configuration's folder).
  static func defaultPath(option: String?, setup: LintSetup) -> String {
    path(option: option, setup: setup) ?? setup.rootDirectory + "/" + defaultFileName
  }

  static func load(_ path: String) throws -> BaselineUse {
    do {
      return BaselineUse(path: path, baseline: try Baseline.read(from: path))
    } catch let failure as Baseline.Failure {
      throw CanonFailure.usage(failure.description)
    }
  }

  var folder: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

  /// `result` with only its new findings, and the comparison with the baseline.
  func compare(_ result: LintResult, session: LintSession) -> LintResult {
    var keys = session.findingKeys(relativeTo: folder)
    let entries = keys.entries(for: result.violations)
    let folder = self.folder
    let comparison = baseline.compare(
      result.violations, entries: entries, lintedPaths: session.lintedPaths(relativeTo: keys),
      exists: { FileManager.default.fileExists(atPath: folder + "/" + $0) })
    return result.compared(with: comparison)
  }

  /// Writes `baseline` whole or not at all, where `BaselineDestination` allows it: inside the
  /// project unless the user named the file, never through a link leading out of it, never over
  /// a file that is not a baseline.
  static func write(
    _ baseline: Baseline, to path: String, namedByUser: Bool, setup: LintSetup
  ) throws {
    let destination: BaselineDestination
    do {
      destination = try BaselineDestination(path, project: setup.rootDirectory, namedByUser: namedByUser)
    } catch let failure as Baseline.Failure {
      throw CanonFailure.usage(failure.description)
    }
    do {
      try AtomicFile.write(baseline.encoded(), to: destination.path)
    } catch {
      throw CanonFailure.usage("cannot write the baseline \(path): \(error)")
    }
  }
}

extension LintSession {
  /// The absolute path of each file linted, by the path findings are reported under.
  var absolutePaths: [String: String] {
    var paths: [String: String] = [:]
    for input in inputs {
      if case .file(let path) = input.content { paths[input.path] = path }
    }
    return paths
  }

  func findingKeys(relativeTo folder: String) -> FindingKeys {
    let paths = absolutePaths
    return FindingKeys(
      folder: folder, absolutePath: { paths[$0] ?? PathUtilities.absolute($0) })
  }

  /// The files this run lints, as a baseline in `keys`' folder names them.
  func lintedPaths(relativeTo keys: FindingKeys) -> Set<String> {
    Set(absolutePaths.values.map { keys.relative($0) })
  }
}
