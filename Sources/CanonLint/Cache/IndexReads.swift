import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The hash of an index's answer to a question (`IndexQuery`): what the cache keeps and compares.
///
/// Two numbers rather than their hex text: an entry holds one for each question its file asked
/// (11,000 in a cold run of the benchmark set), and as text each was a string of 32 bytes to make,
/// to write (where `ByteWriter` compared it with every recent long string), and to read back.
struct AnswerHash: Hashable, Sendable {
  var high: UInt64
  var low: UInt64

  init(_ hash: StableHash) {
    (high, low) = hash.finalized
  }

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }
}

/// A question a file's pending findings asked the project index while they were settled.
///
/// The cache keeps each question with its answer. When the index changes (a declaration was
/// edited elsewhere), a cached file's findings still hold if every question it asked gets the
/// same answer: only files whose questions changed are linted again, where a change of the
/// index fingerprint alone would lint again every file with pending findings.
enum IndexQuery: Hashable, Sendable {
  case types(String)
  case roles(String)
  case supertypes(String)
  case extensions(String)
  case conformers(String)
  case subclassed(String)
  case classBound(String)
  case module(String)
  case canSee(String, from: String)
  case facts(String)
  /// Whether any file recorded a fact for a rule (`hasFact`), by the fact's bytes: one fact,
  /// where `facts` is all of the rule's (every member name a file reads, for one rule).
  case hasFact(String, value: [UInt8])
  case fileNamed(String)
  case fileNameEnding(String)
  case folder(String)
  /// A question a rule answers from the index itself (`IndexQuestion`), by its id and key.
  case derived(String, key: String)

  /// The question's answer in `index`, as a hash: what the cache compares. `nil` for a rule's
  /// question that no rule of the run declares in `questions` (then no answer stands).
  ///
  /// `typeHashes` are the hashes of the index's types, when they were made beforehand.
  func answer(in index: ProjectIndex, questions: IndexQuestions, typeHashes: TypeHashes? = nil)
    -> AnswerHash?
  {
    var hash = StableHash()
    switch self {
    case .types(let name):
      let types = index.types(named: name)
      for (first, second) in typeHashes?.hashes(of: types, named: name) ?? types.map(CacheKeys.typeHash) {
        hash.combine(first)
        hash.combine(second)
      }
    case .roles(let name):
      hash.combine(index.roles(of: name).map(\.rawValue).sorted())
    case .supertypes(let name):
      hash.combine(index.supertypes(of: name).sorted())
    case .extensions(let name):
      for ext in index.extensions(of: name) {
        hash.combine(ext.inherited)
        hash.combine(ext.methods)
        hash.combine(ext.location.path)
      }
    case .conformers(let name):
      hash.combine(index.conformers(of: name).sorted())
    case .subclassed(let name):
      hash.combine(index.isSubclassed(name))
    case .classBound(let name):
      hash.combine(index.isClassBoundProtocol(name).map { $0 ? 1 : 0 } ?? 2)
    case .module(let path):
      hash.combine(index.modules(of: path))
    case .canSee(let name, let path):
      hash.combine(index.canSee(name, from: path))
    case .facts(let ruleID):
      CacheKeys.combineUnordered(index.encodedFacts(of: ruleID), into: &hash)
    case .hasFact(let ruleID, let value):
      hash.combine(index.hasFact(encoded: value, of: ruleID))
    case .fileNamed(let name):
      hash.combine(index.containsFile(named: name))
    case .fileNameEnding(let suffix):
      hash.combine(index.containsFile(nameEndingWith: suffix))
    case .folder(let path):
      hash.combine(index.containsFolder(path))
    case .derived(let id, let key):
      return questions.answerHash(id, key: key, in: index)
    }
    return AnswerHash(hash)
  }
}

/// The questions one file's pending findings asked, gathered while they are settled.
final class IndexReads: @unchecked Sendable {
  // Only the thread settling the file writes them.
  /// The questions in the order they were asked, each once or more. A set for each file, made
  /// with room for 32 questions for the dozen or so a file asks, touched fresh memory: noting
  /// them in an array saves about 400 page faults of a cold run of the benchmark set, and a page
  /// fault costs as much as thousands of instructions. `IndexAnswers.answers(to:)` keeps each
  /// once, by the number its answer has.
  private(set) var asked: [IndexQuery] = []
  /// Whether a finding read the index as a whole (its `files`, or a rule's memo derived from
  /// them): then no list of questions stands for what it read.
  private(set) var readEverything = false
  /// The question noted last.
  private var last: IndexQuery?
  /// Above zero while a rule's question (`ProjectIndex.ask`) is answered: the question stands
  /// for the index questions its answer takes.
  private var paused = 0

  /// Runs `body` with the questions asked on this thread noted in `reads`. A project rule
  /// running at the same time on another core asks without being noted.
  static func recording<T>(into reads: IndexReads, _ body: () -> T) -> T {
    let previous = pthread_getspecific(recorderKey)
    pthread_setspecific(recorderKey, Unmanaged.passUnretained(reads).toOpaque())
    defer { pthread_setspecific(recorderKey, previous) }
    return body()
  }

  /// Runs `body` without noting the questions it asks (the facts it reads are still noted, for
  /// the index fingerprint: `FactReads`).
  static func withoutNoting<T>(_ body: () -> T) -> T {
    guard let reads = current else { return body() }
    reads.paused += 1
    defer { reads.paused -= 1 }
    return body()
  }

  /// The recorder of the current thread, if it is settling a file's pending findings.
  static var current: IndexReads? {
    pthread_getspecific(recorderKey).map {
      Unmanaged<IndexReads>.fromOpaque($0).takeUnretainedValue()
    }
  }

  /// Whether questions asked on this thread are noted (a file's pending findings are settled
  /// with a cache, and no rule's question is being answered).
  static var isRecording: Bool {
    guard let reads = current else { return false }
    return reads.paused == 0 && !reads.readEverything
  }

  static func note(_ query: IndexQuery) {
    guard let reads = current, reads.paused == 0, !reads.readEverything else { return }
    // A finding's condition often asks what the one before it asked: told apart from the last
    // question by `==` (the same names, mostly the very same strings), it is not hashed again.
    guard query != reads.last else { return }
    reads.last = query
    reads.asked.append(query)
  }

  static func noteEverything() {
    guard let reads = current, reads.paused == 0 else { return }
    reads.readEverything = true
    reads.asked = []
  }
}

/// The answers of an index to the questions files asked, each found once for all the files that
/// asked it (most ask about the same base classes and protocols).
final class IndexAnswers: Sendable {
  let index: ProjectIndex
  /// Each question's answer with the question's number: the first time a question is answered
  /// it takes the next number, so that two questions have the same number only if they are
  /// the same question.
  private let answers: LockedCache<IndexQuery, NumberedAnswer?>
  private let numbers = Counter()

  init(_ index: ProjectIndex) {
    self.index = index
    // Files ask about three distinct questions each, most of them shared (4,600 questions for
    // the benchmark set's 1,442 files): room for four a file.
    answers = LockedCache(minimumCapacity: index.fileCount * 4)
  }

  /// `nil` for a question the run cannot answer (`IndexQuery.answer(in:questions:)`).
  /// `typeHashes` only saves time: an answer is the same with or without them.
  func answer(_ query: IndexQuery, typeHashes: TypeHashes? = nil) -> AnswerHash? {
    numbered(query, typeHashes: typeHashes)?.answer
  }

  private func numbered(_ query: IndexQuery, typeHashes: TypeHashes?) -> NumberedAnswer? {
    answers.value(for: query) {
      query.answer(in: index, questions: index.questions, typeHashes: typeHashes).map {
        NumberedAnswer(number: numbers.next(), answer: $0)
      }
    }
  }

  /// Whether every question in `recorded` has the answer it had.
  func agree(with recorded: [(query: IndexQuery, answer: AnswerHash)]) -> Bool {
    recorded.allSatisfy { answer($0.query) == $0.answer }
  }

  /// The answers to the questions `asked`, each once; `nil` if one has none, as if the
  /// findings had read everything.
  ///
  /// A question asked twice is known by its number: making a set of a file's questions hashed
  /// each question once more than finding its answer does (4 ms of a cold run's CPU).
  func answers(to asked: [IndexQuery], typeHashes: TypeHashes? = nil) -> [(
    query: IndexQuery, answer: AnswerHash
  )]? {
    var found: [(number: Int, position: Int, answer: AnswerHash)] = []
    found.reserveCapacity(asked.count)
    for (position, query) in asked.enumerated() {
      guard let numbered = numbered(query, typeHashes: typeHashes) else { return nil }
      found.append((numbered.number, position, numbered.answer))
    }
    found.sort { $0.number < $1.number }
    var recorded: [(query: IndexQuery, answer: AnswerHash)] = []
    recorded.reserveCapacity(found.count)
    var last = -1
    for (number, position, answer) in found where number != last {
      last = number
      recorded.append((asked[position], answer))
    }
    return recorded
  }
}

/// An answer, with the number of its question (`IndexAnswers`).
private struct NumberedAnswer: Sendable {
  var number: Int
  var answer: AnswerHash
}

/// The thread-specific slot `IndexReads.recording` sets: Foundation's `Thread.threadDictionary`
/// would do, at a dictionary lookup per question.
private let recorderKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
