/// What linting one file leaves behind once its tree is released.
struct FileOutcome: Sendable {
  var summary: FileSummary?
  var violations: [Violation] = []
  var pending: PendingFile?
  var suppressions = Suppressions()
  /// Where each finding of the file is, by declaration, when the run records declarations.
  var scopes: DeclarationScopes?
}
