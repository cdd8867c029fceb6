import Testing

@testable import CanonLint

/// The answers to `types(named:)` questions made from the type hashes prepared while the index is
/// built are the answers made from the index itself: a cached file's findings are trusted by
/// comparing them across runs that may make them either way.
@Suite struct TypeHashesTests {
  let summaries = [
    summary("App/Feed/FeedView.swift", [("FeedView", ["UIView"]), ("Cell", ["UITableViewCell"])]),
    summary("App/Profile/ProfileView.swift", [("ProfileView", ["UIView"]), ("Cell", ["Base"])]),
  ]

  private func answer(_ query: IndexQuery, _ typeHashes: TypeHashes?) -> AnswerHash? {
    let index = ProjectIndex(files: summaries, rolePatterns: .default)
    return query.answer(in: index, questions: index.questions, typeHashes: typeHashes)
  }

  private func prepared(_ files: [FileSummary]) -> TypeHashes {
    TypeHashes(files, files.map { $0.types.map(CacheKeys.typeHash) })
  }

  @Test func anAnswerIsTheSameWithPreparedHashes() {
    for name in ["Cell", "FeedView", "Missing"] {
      #expect(answer(.types(name), prepared(summaries)) == answer(.types(name), nil))
    }
    // Two declarations of one name, each with what it inherits: hashed apart.
    #expect(answer(.types("Cell"), nil) != answer(.types("FeedView"), nil))
  }

  /// Hashes made of other summaries (a file's types in another order, or another file) are not
  /// used: the answer is made from the index.
  @Test func hashesOfOtherTypesAreNotUsed() {
    let index = ProjectIndex(files: summaries, rolePatterns: .default)
    let cells = index.types(named: "Cell")
    let reordered = prepared(summaries.reversed())
    #expect(reordered.hashes(of: cells, named: "Cell") == nil)
    var moved = summaries
    moved[1].types[1].location.line += 1
    #expect(prepared(moved).hashes(of: cells, named: "Cell") == nil)
    let made = prepared(summaries).hashes(of: cells, named: "Cell")
    #expect(made?.map(\.0) == cells.map { CacheKeys.typeHash($0).0 })
    #expect(answer(.types("Cell"), reordered) == answer(.types("Cell"), nil))
  }
}
