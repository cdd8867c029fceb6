import CanonLint
import CanonRules
import Testing

/// What the base memory and naming rules say, beyond where they say it (which the rules'
/// examples check).
@Suite struct BaseMemoryNamingTests {
  private func messages(_ id: String, _ code: String, context: [String: String] = [:]) throws
    -> [String]
  {
    let rule = try #require(CanonRules.registry.rule(id))
    return try ExampleVerifier.violations(of: rule, in: Example(code, context: context))
      .map(\.message)
  }

  @Test(arguments: [
    ("let kMaxCount = 1", "has a 'k' prefix: name it 'maxCount'"),
    ("let MAX_COUNT = 1", "is in SCREAMING_CASE: name it 'maxCount'"),
    ("let URLString = \"\"", "starts with an upper-case letter: name it 'urlString'"),
    ("let ID = 1", "is all upper-case: name it 'id'"),
    ("let _MAX_RETRIES = 3", "is in SCREAMING_CASE: name it '_maxRetries'"),
    ("let LineYOffset = 2", "starts with an upper-case letter: name it 'lineYOffset'"),
    // Acronyms after the first word keep their capitals (Swift's API guidelines).
    ("let BASE_URL = \"\"", "is in SCREAMING_CASE: name it 'baseURL'"),
    ("let GENRES_ID = 1", "is in SCREAMING_CASE: name it 'genresID'"),
    ("let URL_BASE = \"\"", "is in SCREAMING_CASE: name it 'urlBase'"),
    // A camel-case part keeps its word breaks.
    ("let ACC_allSpacingsHeight = 1", "starts with an upper-case letter: name it 'accAllSpacingsHeight'"),
    ("let BTN_SHRINK_ANIMATION = 1", "is in SCREAMING_CASE: name it 'btnShrinkAnimation'"),
    // A long capitals word may join two: no spelling is guessed.
    (
      "let KEY_WHATSNEW_VERSION = \"\"",
      "is in SCREAMING_CASE: name it in lowerCamelCase, acronyms cased alike ('baseURL', 'urlString')"
    ),
  ])
  func constantNamingSuggestsTheLowerCamelCaseName(code: String, expected: String) throws {
    let found = try messages("constant-naming", code)
    #expect(found.count == 1)
    #expect(found.first?.hasSuffix(expected) == true, "\(found)")
  }

  @Test func cellMessageNamesTheStateAndTheWork() throws {
    let found = try messages(
      "cell-prepare-for-reuse",
      """
      final class PhotoCell: UICollectionViewCell {
        var viewModel: PhotoViewModel?
        private var bag = DisposeBag()
        func load(_ url: URL) { imageView.kf.setImage(with: url) }
      }
      """)
    #expect(
      found == [
        "cell 'PhotoCell' keeps state (viewModel, bag) and starts background work (setImage) "
          + "but does not override prepareForReuse() to reset it"
      ])
  }

  @Test func retainCycleMessageSaysHowSelfKeepsTheClosure() throws {
    let found = try messages(
      "retain-cycle-closure",
      """
      final class ProfileViewModel {
        private let bag = DisposeBag()
        func bind() {
          name.subscribe(onNext: { self.title = $0 }).disposed(by: bag)
        }
      }
      """)
    #expect(found.count == 1)
    #expect(found.first?.contains("'ProfileViewModel' (its subscription is disposed by") == true)
  }

  @Test func weakDelegateSkipsProtocolsThatAreNotClassBoundThroughTheirParents() throws {
    let found = try messages(
      "weak-delegate", "final class Player {\n  var delegate: PlayerDelegate?\n}",
      context: ["PlayerDelegate.swift": "protocol PlayerDelegate: Base {}\nprotocol Base {}"])
    #expect(found.isEmpty)
  }
}
