/// Text made safe for the markup languages Canon writes: XML (checkstyle, junit), HTML (the html
/// report and graph) and Mermaid labels (the graph and the markdown report).
///
/// One loop for all three: they differ only in which characters become which entities and in
/// which control characters the format can carry; every other control character is written as
/// text (`\u{1B}`), since none of these formats can hold it and a terminal must not receive it.
enum MarkupEscaping {
  /// An XML 1.0 attribute value or text node. A line feed is a reference (`&#10;`) so attribute
  /// values keep it; tab and carriage return are kept; other C0 controls cannot be written in
  /// XML 1.0 even as references.
  static func xml(_ text: String) -> String {
    escape(text, entities: xmlEntities, keptControls: [0x09, 0x0D])
  }

  /// HTML content or a quoted attribute value. Tab and line feed are kept (a `<pre>` shows them).
  static func html(_ text: String) -> String {
    escape(text, entities: htmlEntities, keptControls: [0x09, 0x0A])
  }

  /// A quoted Mermaid label: Mermaid reads `#name;` entities there, so `"` and `#` are written as
  /// entities, `<` and `>` too (labels may be HTML), and a line break as a space.
  static func mermaidLabel(_ text: String) -> String {
    escape(text, entities: mermaidEntities, keptControls: [])
  }

  private static let xmlEntities: [Character: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;",
  ]
  private static let htmlEntities: [Character: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ]
  private static let mermaidEntities: [Character: String] = [
    "\"": "#quot;", "#": "#35;", "<": "#lt;", ">": "#gt;", "\n": " ", "\r": " ", "\r\n": " ",
  ]

  private static func escape(_ text: String, entities: [Character: String], keptControls: Set<UInt8>) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if let entity = entities[character] {
        result += entity
      } else if character.utf8.count == 1, let byte = character.utf8.first, ControlCharacters.isControl(byte),
        !keptControls.contains(byte)
      {
        var bytes: [UInt8] = []
        ControlCharacters.appendEscaped(String(character), to: &bytes)
        result += String(decoding: bytes, as: UTF8.self)
      } else {
        result.append(character)
      }
    }
    return result
  }
}
