/// A question a rule answers from the project index itself, such as "which module holds this
/// folder?" when the rule derives its modules from every file's summary.
///
/// Asked through `ProjectIndex.ask(_:)`, such a question is what the cache keeps for a pending
/// finding, instead of every index question its answer took: when a declaration changes
/// elsewhere, a cached file is linted again only if the answer changed, where reading
/// `index.files` (or a memo made from it) would lint it again on any declaration change.
///
/// The cache asks the question again, on the next run's index, without the rule running: so a
/// question is a value it can write down (`key`) and make again (`init?(key:)`), and a rule
/// declares the questions it asks in `Rule.indexQuestions`, where the engine finds them.
public protocol IndexQuestion: Sendable {
  associatedtype Answer
  /// Names the kind of question in the cache, among every rule's: `viper-module`.
  static var id: String { get }
  /// The question as text, everything its answer depends on besides the index (the options it
  /// was asked with included: they are not in the cache's answer otherwise).
  var key: String { get }
  /// The question `key` wrote; `nil` when `key` is not one (an entry of an older build).
  init?(key: String)
  /// The answer in `index`. The index questions it takes are not noted for the cache: the
  /// answer stands for them.
  func answer(in index: ProjectIndex) -> Answer
  /// Mixes in what the findings that ask may depend on of `answer` (never a line or column of
  /// another file: see `CacheKeys.index`).
  static func combine(_ answer: Answer, into hash: inout StableHash)
}

extension IndexQuestion {
  /// The answer to the question `key` wrote, in `index`, as a hash; `nil` if `key` makes no
  /// question.
  static func answerHash(ofKey key: String, in index: ProjectIndex) -> AnswerHash? {
    guard let question = Self(key: key) else { return nil }
    var hash = StableHash()
    combine(question.answer(in: index), into: &hash)
    return AnswerHash(hash)
  }
}

extension Rule {
  public static var indexQuestions: [any IndexQuestion.Type] { [] }
}

/// The questions the rules of a run may ask, by id: what the cache answers on another index.
struct IndexQuestions: Sendable {
  private var byID: [String: any IndexQuestion.Type] = [:]

  init(rules: [ConfiguredRule] = []) {
    for configured in rules {
      for question in type(of: configured.rule).indexQuestions { byID[question.id] = question }
    }
  }

  func knows(_ id: String) -> Bool {
    byID[id] != nil
  }

  /// The hash of the answer to the question `id` asked with `key`; `nil` when no rule of the
  /// run declares the question, or `key` makes none.
  func answerHash(_ id: String, key: String, in index: ProjectIndex) -> AnswerHash? {
    byID[id]?.answerHash(ofKey: key, in: index)
  }
}

extension ProjectIndex {
  /// The answer to a question the rule derives from the index (`IndexQuestion`), noted for the
  /// cache as that one question: findings that ask are linted again only when its answer
  /// changes.
  public func ask<Question: IndexQuestion>(_ question: Question) -> Question.Answer {
    if factReads != nil, IndexReads.isRecording {
      if questions.knows(Question.id) {
        IndexReads.note(.derived(Question.id, key: question.key))
      } else {
        // A rule that does not declare its question: the cache could not ask it again, so the
        // finding is taken to read everything (never a stale finding, only a slower one).
        assertionFailure(
          "\(Question.id) is asked but no rule of the run lists it in indexQuestions")
        IndexReads.noteEverything()
      }
    }
    return IndexReads.withoutNoting { question.answer(in: self) }
  }
}
