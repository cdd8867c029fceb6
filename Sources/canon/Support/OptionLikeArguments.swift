/// Catches a path that would be read as a cluster of short options before the argument parser
/// sees it: `canon lint -ash.swift` read as `-a -s -h` and printed help with exit status 0, so a
/// CI step linting that file passed without linting anything.
enum OptionLikeArguments {
  /// A usage error for the first argument before `--` that starts with one `-` and is longer
  /// than one option: no command of Canon has a short option but `-h`, so such an argument is
  /// always a name, never options.
  static func check(_ arguments: [String]) throws {
    for argument in arguments {
      if argument == "--" { return }
      guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2 else {
        continue
      }
      throw CanonFailure.usage(
        "'\(argument)' is not an option; to name a file or folder that starts with '-', "
          + "put '--' before the paths: canon lint -- \(argument)")
    }
  }
}
