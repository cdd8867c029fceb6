@testable import CanonLint
import Foundation
import Testing

@Suite struct OpenStepPropertyListTests {
  /// What Foundation's reader makes of `text`, as plain Swift values, to compare with.
  static func foundation(_ text: String) throws -> NSDictionary? {
    try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
      as? NSDictionary
  }

  static let project = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objects = {
    /* Begin PBXBuildFile section */
    		0A1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0A2 /* App.swift */; };
    /* End PBXBuildFile section */
    		0A2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "My App/App.swift"; sourceTree = "<group>"; };
    		0A3 = {isa = PBXGroup; children = (0A2, ); name = "Quote \" and \\ back\nslash \U00e9t\U00e9"; sourceTree = "<group>"; };
    		0A4 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = ("-D", DEBUG, "$(inherited)", ); SWIFT_VERSION = 5.0; "LD_RUNPATH_SEARCH_PATHS[sdk=*]" = "@executable_path/Frameworks"; }; name = Debug; };
    		0A5 = {isa = PBXFileReference; path = Data.bin; sourceTree = SOURCE_ROOT; };
    	};
    	rootObject = 0A3 /* Project object */;
    }
    """#

  @Test func readsAProjectAsFoundationDoes() throws {
    let ours = try #require(OpenStepPropertyList.parse(Self.project) as? [String: Any])
    let objects = try #require(ours["objects"] as? [String: Any])
    let group = try #require(objects["0A3"] as? [String: Any])
    #expect(group["name"] as? String == "Quote \" and \\ back\nslash \u{e9}t\u{e9}")
    #expect(group["children"] as? [String] == ["0A2"])
    let settings = try #require((objects["0A4"] as? [String: Any])?["buildSettings"] as? [String: Any])
    #expect(settings["OTHER_SWIFT_FLAGS"] as? [String] == ["-D", "DEBUG", "$(inherited)"])
    #expect(settings["LD_RUNPATH_SEARCH_PATHS[sdk=*]"] as? String == "@executable_path/Frameworks")
    // Foundation's reader, which this one replaces, sees the same strings, lists and keys.
    let theirs = try #require(try Self.foundation(Self.project))
    #expect(Self.flattened(ours) == Self.flattened(theirs as? [String: Any] ?? [:]))
  }

  @Test func whatIsNoPropertyListIsNothing() {
    #expect(OpenStepPropertyList.parse("{ a = b; ") == nil)
    #expect(OpenStepPropertyList.parse("{ a = b } ") == nil)
    #expect(OpenStepPropertyList.parse("{ a = \"open; }") == nil)
    #expect(OpenStepPropertyList.parse("{ a = (b c); }") == nil)
    #expect(OpenStepPropertyList.parse("{ a = b; } trailing") == nil)
    #expect(OpenStepPropertyList.parse("") == nil)
    // Data, which no project names a file with, is kept as its text.
    #expect(OpenStepPropertyList.parse("{ a = <0fbd 7a2c>; }").flatMap { ($0 as? [String: Any])?["a"] as? String } == "<0fbd 7a2c>")
    // Nesting deeper than any project is refused rather than recursed into.
    #expect(OpenStepPropertyList.parse(String(repeating: "(", count: 100_000)) == nil)
    #expect(OpenStepPropertyList.parse(String(repeating: "(", count: 10) + String(repeating: ")", count: 10)) != nil)
  }

  /// Every leaf as `path=value`, sorted: equal for two readings that agree on keys, lists and
  /// strings.
  static func flattened(_ value: Any, path: String = "") -> [String] {
    if let dictionary = value as? [String: Any] {
      return dictionary.flatMap { flattened($0.value, path: path + "/" + $0.key) }.sorted()
    }
    if let array = value as? [Any] {
      return array.enumerated().flatMap { flattened($0.element, path: path + "[\($0.offset)]") }
    }
    return ["\(path)=\(value)"]
  }
}
