// The parse-only baseline for `Scripts/benchmark.sh`: reads and parses every Swift file canon
// lint would see, one after another on one core, and does nothing else.
import CanonLint
import Foundation
import SwiftParser
import SwiftSyntax

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first else {
  FileHandle.standardError.write(Data("usage: canon-benchmark <folder>\n".utf8))
  exit(2)
}
let root = PathUtilities.absolute(folder)
let files = try FileDiscovery(rootDirectory: root, filter: .everything)
  .files(in: [root]).filter { $0.hasSuffix(".swift") }

let clock = ContinuousClock()
var lines = 0
var nodes = 0
let elapsed = clock.measure {
  for file in files {
    guard let data = FileManager.default.contents(atPath: file),
      let source = String(validating: [UInt8](data), as: UTF8.self)
    else { continue }
    let tree = Parser.parse(source: source)
    // Touch the tree so the parse cannot be optimised away.
    nodes += tree.statements.count
    lines += source.utf8.count { $0 == UInt8(ascii: "\n") }
  }
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("files \(files.count) lines \(lines) parse-seconds \(String(format: "%.2f", seconds))")
