/// "Did you mean …?" for misspelt ids and keys.
public enum Suggestion {
  public static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let best = closest(to: word, among: candidates) else { return "" }
    return " (did you mean '\(best)'?)"
  }

  /// The candidate within a small edit distance of `word`, if any.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    return candidates
      .map { ($0, distance(word, $0)) }
      .filter { $0.1 <= limit }
      .min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein distance over characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
