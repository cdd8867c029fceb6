import CanonLint
import SwiftSyntax

/// Constants are lowerCamelCase, like every other value in Swift.
struct ConstantNaming: SyntaxRule {
  struct Options: RuleOptions {
    var allowed: [String] = []

    static var fields: [OptionField<Options>] {
      [
        .option(
          "allowed", \.allowed,
          "Names accepted as they are, e.g. keys mirrored from a server's JSON (`ID`) while a "
            + "codebase migrates")
      ]
    }
  }

  var options = Options()

  static let description = RuleDescription(
    id: "constant-naming",
    summary: "A `let` constant named with a `k` prefix, in SCREAMING_CASE, or starting upper-case",
    rationale: """
      Swift names values in lowerCamelCase, constants included: `let lineYOffset = 2`. The \
      Objective-C `kConstant` prefix, C's `MAX_COUNT` and UpperCamelCase values read like types \
      or macros and clash with the rest of the code. Acronyms at the start are lower-cased \
      (`urlString`) and later ones keep their capitals (`baseURL`), as Swift's API guidelines \
      ask; where a SCREAMING_CASE word may join two (`WHATSNEW`), no spelling is guessed. Only \
      `let` declarations are checked, at any level: global, static, member \
      or local; `_` and backquoted keywords are left alone.
      """,
    source: "G0 coding conventions: Swift 2",
    triggering: [
      Example("let ↓kAnimationDuration = 0.3"),
      Example("enum Limits {\n  static let ↓MAX_COUNT = 10\n  static let ↓MaxLength = 140\n}"),
      Example("func layout() {\n  let ↓LineYOffset = 2\n  _ = LineYOffset\n}"),
      Example("struct Endpoint {\n  let ↓URLString: String\n}"),
      Example("let ↓DEFAULT = 1, ↓kOther = 2"),
      Example("private let ↓_MAX_RETRIES = 3"),
      Example("enum API {\n  static let ↓BASE_URL = \"\"\n  static let ↓KEY_WHATSNEW_VERSION = \"\"\n}"),
    ],
    nonTriggering: [
      Example("let lineYOffset = 2"),
      Example("enum Limits {\n  static let maxCount = 10\n  static let urlString = \"\"\n}"),
      Example("var MaxCount = 10  // a variable, not a constant"),
      Example("let kilometers = 5.0\nlet kB = 1024"),
      Example("let _ = compute()\nlet (x, y) = (1, 2)"),
      Example("if let Value = optional {}"),
      Example("let `default` = Style()"),
      Example("struct User: Decodable {\n  let ID: Int\n}", options: "allowed: [ID]"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    let allowed = Set(options.allowed)
    walk.on(VariableDeclSyntax.self) { node in
      guard node.isLet else { return }
      // The bound names (`boundNames`), without collecting them in an array first.
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          !Self.isPlainLowerCamelCase(name.textBytes),
          !allowed.contains(name.text), let problem = Self.problem(with: name.text)
        else { continue }
        let advice = Self.lowerCamelCase(name.text).map { "name it '\($0)'" }
          ?? "name it in lowerCamelCase, acronyms cased alike ('baseURL', 'urlString')"
        file.report(at: name, "constant '\(name.text)' \(problem): \(advice)")
      }
    }
  }

  /// Whether `problem(with:)` is sure to find nothing, judged from the first byte after leading
  /// underscores: an ASCII lower-case letter other than `k` starts a name that is neither upper-
  /// case, nor all capitals, nor `k`-prefixed. Most constants are; they need no `String`.
  static func isPlainLowerCamelCase(_ name: TokenText) -> Bool {
    for byte in name where byte != UInt8(ascii: "_") {
      return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") && byte != UInt8(ascii: "k")
    }
    return false
  }

  /// What is wrong with a constant's name, or `nil` when it is lowerCamelCase.
  static func problem(with name: String) -> String? {
    if name.hasPrefix("`") { return nil }
    let core = name.drop { $0 == "_" }
    guard let first = core.first else { return nil }
    let letters = core.filter(\.isLetter)
    if letters.count > 1, letters.allSatisfy(\.isUppercase) {
      return core.contains("_") ? "is in SCREAMING_CASE" : "is all upper-case"
    }
    if core.count >= 3, first == "k", core.dropFirst().first?.isUppercase == true,
      core.dropFirst(2).first?.isLowercase == true
    {
      return "has a 'k' prefix"
    }
    if first.isUppercase { return "starts with an upper-case letter" }
    return nil
  }

  /// The lowerCamelCase spelling of a constant's name, with acronyms cased alike as Swift's
  /// API guidelines ask: `kMaxCount`, `MAX_COUNT` and `MaxCount` give `maxCount`, `URLString`
  /// gives `urlString`, `BASE_URL` gives `baseURL`. `nil` when the spelling is a guess: a
  /// SCREAMING_CASE word longer than a common word and not one the rule knows may join two
  /// words (`WHATSNEW`), whose capitals are lost.
  static func lowerCamelCase(_ name: String) -> String? {
    let leading = String(name.prefix { $0 == "_" })
    var core = String(name.dropFirst(leading.count))
    if core.count >= 3, core.first == "k", core.dropFirst().first?.isUppercase == true {
      core = String(core.dropFirst())
    }
    let letters = core.filter(\.isLetter)
    if core.contains("_") || (letters.count > 1 && letters.allSatisfy(\.isUppercase)) {
      var result = leading
      for (position, part) in core.split(separator: "_").enumerated() {
        let word = String(part)
        let isCapitals = word.filter(\.isLetter).allSatisfy(\.isUppercase)
        if isCapitals, !isSureWord(word) { return nil }
        if position == 0 {
          result += isCapitals ? word.lowercased() : lowerLeadingCapitals(word)
        } else if isCapitals {
          result += acronyms.contains(word) ? word : word.prefix(1) + word.dropFirst().lowercased()
        } else {
          // A camel-case part keeps its own word breaks (`ACC_allSpacingsHeight`).
          result += word.prefix(1).uppercased() + word.dropFirst()
        }
      }
      return result
    }
    return leading + lowerLeadingCapitals(core)
  }

  /// Lower-cases the leading capitals, keeping the last one of an acronym followed by a word
  /// (`URLString` → `urlString`).
  private static func lowerLeadingCapitals(_ word: String) -> String {
    let characters = Array(word)
    var end = 0
    while end < characters.count, characters[end].isUppercase { end += 1 }
    if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
    return String(characters[..<end]).lowercased() + String(characters[end...])
  }

  /// Initialisms written all upper-case in American English, which Swift keeps upper-case
  /// after the first word (`baseURL`, `userID`).
  static let acronyms: Set<String> = [
    "API", "ASCII", "CPU", "CSS", "CSV", "DNS", "FAQ", "FPS", "GIF", "GPS", "GPU", "HTML",
    "HTTP", "HTTPS", "ID", "IDS", "IP", "JPEG", "JPG", "JSON", "JWT", "MIME", "NFC", "OS", "PDF",
    "PNG", "QR", "RGB", "RGBA", "SDK", "SMS", "SQL", "SSL", "SVG", "TCP", "TLS", "TV", "UDP",
    "UI", "URI", "URL", "URLS", "USB", "UTF", "UUID", "UX", "XML",
  ]

  /// Whether a SCREAMING_CASE word is surely one word: an acronym, a word short enough not to
  /// join two (`KEY`, `COUNT`, `VERSION`), an English verb the rule knows (`DOWNLOAD`), or a
  /// word made with a suffix that ends one noun or adjective (`ANIMATION`, `AVAILABLE`).
  private static func isSureWord(_ word: String) -> Bool {
    word.count <= 7 || acronyms.contains(word) || VIPERVerbs.isVerb(word.lowercased())
      || wordEndings.contains { word.hasSuffix($0) }
  }

  static let wordEndings = ["ATION", "ITION", "MENT", "NESS", "ABLE", "IBLE"]
}
