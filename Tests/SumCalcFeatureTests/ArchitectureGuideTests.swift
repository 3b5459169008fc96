import Foundation
import Testing

/// `docs/ARCHITECTURE.md` held to the code: a page a newcomer trusts must not drift from what it
/// describes. Its quoted code, its folder trees, the files and functions it names, and the README
/// beside it linking nothing outside the repository.
@Suite("The architecture guide")
struct ArchitectureGuideTests {
  /// The package's root, from this file's place in it (Tests/SumCalcFeatureTests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func lines(_ path: String) throws -> [String] {
    try read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The fenced block after each line starting with `marker`: what the marker names, and the block.
  static func blocks(after marker: String) throws -> [(String, [String])] {
    var lines = try Self.lines("docs/ARCHITECTURE.md")[...]
    var blocks: [(String, [String])] = []
    while let line = lines.popFirst() {
      guard line.hasPrefix(marker), line.hasSuffix(" -->") else { continue }
      let name = String(line.dropFirst(marker.count).dropLast(" -->".count))
      _ = lines.popFirst()  // the opening fence
      let body = Array(lines.prefix { !$0.hasPrefix("```") })
      lines = lines.dropFirst(body.count + 1)
      blocks.append((name, body))
    }
    return blocks
  }

  /// Every Swift file under `directory`, by path from the root.
  static func swiftFiles(under directory: String) -> [String] {
    let base = root.appendingPathComponent(directory)
    let all = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    return (all ?? []).filter { $0.pathExtension == "swift" }.map {
      directory + "/" + $0.path.dropFirst(base.path.count + 1)
    }
  }

  /// The code spans of the guide from its layers on (before them, the SwiftUI sample's names):
  /// the words between backticks, but for the Statistics screen the recipe has a newcomer write.
  static func spans() throws -> [String] {
    let guide = try read("docs/ARCHITECTURE.md")
    let fromLayers = guide[try #require(guide.range(of: "## Layers")).lowerBound...]
    return fromLayers.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }.filter { !$0.contains("Statistics") }
  }

  @Test("each quoted block is in the file it names, line for line")
  func quotedCode() throws {
    let quoted = try Self.blocks(after: "<!-- checked: ")
    #expect(!quoted.isEmpty)
    for (path, body) in quoted {
      let file = try Self.lines(path)
      let found = file.indices.contains { start in
        start + body.count <= file.count && Array(file[start..<start + body.count]) == body
      }
      #expect(found, "\(path) no longer holds: \(body.first ?? "")")
    }
  }

  @Test("each folder tree lists exactly the folders there and the Swift files in each")
  func folderTrees() throws {
    let trees = try Self.blocks(after: "<!-- tree: ")
    #expect(trees.map(\.0) == ["Sources/TerminalUI", "Sources/SumCalcFeature"])
    for (directory, rows) in trees {
      var listed: [String: Set<String>] = [:]
      for row in rows {
        let entry = row.components(separatedBy: " — ")[0]
        guard let slash = entry.firstIndex(of: "/") else { continue }
        let folder = String(entry[..<slash])
        let names = entry[entry.index(after: slash)...].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        listed[folder] = Set(names)
      }
      var actual: [String: Set<String>] = [:]
      for path in Self.swiftFiles(under: directory) {
        let parts = path.dropFirst(directory.count + 1).split(separator: "/")
        guard parts.count == 2 else {
          Issue.record("\(path): a file outside the tree's folders")
          continue
        }
        actual[String(parts[0]), default: []].insert(String(parts[1].dropLast(".swift".count)))
      }
      #expect(listed == actual, "\(directory)")
    }
  }

  @Test("each file it names exists")
  func namedFiles() throws {
    let sources = Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
    let named = try Self.spans().filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") || $0.hasPrefix("man/") }
    #expect(named.count > 20)
    for path in named {
      let exists =
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path)
        || sources.contains { $0.hasSuffix("/" + path) }
      #expect(exists, "\(path)")
    }
  }

  @Test("each function it names by its selector exists")
  func namedFunctions() throws {
    let selector = /^(?:[A-Z]\w*\.)?([a-z]\w*)\((?:\w+:)*\)$/
    let code = try Self.swiftFiles(under: "Sources").map { try Self.read($0) }.joined()
    let named = try Self.spans().compactMap { try selector.wholeMatch(in: $0).map { String($0.1) } }
    #expect(named.count > 30)
    for name in Set(named) {
      #expect(code.contains("func \(name)(") || code.contains("func \(name)<"), "func \(name)")
    }
  }

  @Test("the guide and the README link nothing outside the repository")
  func nothingOutside() throws {
    for path in ["docs/ARCHITECTURE.md", "README.md"] {
      let text = try Self.read(path)
      #expect(!text.contains("../shared") && !text.contains("](../"), "\(path)")
    }
  }
}
