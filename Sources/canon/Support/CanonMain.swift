import ArgumentParser
import Foundation

/// The process's entry point: runs the command and maps every outcome to Canon's exit codes
/// (0 clean, 1 error-severity violations, 2 bad usage or configuration, 3 internal failure).
enum CanonMain {
  static func run() -> Never {
    do {
      try OptionLikeArguments.check(Array(CommandLine.arguments.dropFirst()))
      var command = try CanonCommand.parseAsRoot()
      try command.run()
      exit(ExitStatus.clean)
    } catch let failure as CanonFailure {
      Console.note(failure.message)
      exit(failure.status)
    } catch let code as ExitCode {
      exit(code.rawValue)
    } catch {
      let code = CanonCommand.exitCode(for: error)
      let message = CanonCommand.fullMessage(for: error)
      if code == .success {
        print(message)
        exit(ExitStatus.clean)
      }
      Console.note(message)
      // Anything argument parsing rejects is bad usage.
      exit(code == .validationFailure ? ExitStatus.usage : ExitStatus.internalFailure)
    }
  }
}

enum ExitStatus {
  static let clean: Int32 = 0
  static let violations: Int32 = 1
  static let usage: Int32 = 2
  static let internalFailure: Int32 = 3
}

/// A failure with its message and exit status.
struct CanonFailure: Error {
  var message: String
  var status: Int32

  static func usage(_ message: String) -> CanonFailure {
    CanonFailure(message: "error: " + message, status: ExitStatus.usage)
  }

  static func configuration(_ error: some CustomStringConvertible) -> CanonFailure {
    CanonFailure(message: error.description, status: ExitStatus.usage)
  }

  static func internalFailure(_ message: String) -> CanonFailure {
    CanonFailure(message: "internal error: " + message, status: ExitStatus.internalFailure)
  }
}


