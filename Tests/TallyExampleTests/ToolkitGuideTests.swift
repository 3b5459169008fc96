import Foundation
import Testing

/// docs/TOOLKIT.md quotes the example and the tests: each snippet marked `<!-- checked: path -->`
/// must still be in that file, line for line, so that every one of them compiles and is current.
@Suite("The toolkit guide")
struct ToolkitGuideTests {
  /// The package's root, from this file's place in it (Tests/TallyExampleTests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  struct Snippet: CustomTestStringConvertible, Sendable {
    var path: String
    var lines: [String]
    var testDescription: String { "\(path): \(lines.first ?? "")" }
  }

  /// The marked snippets of the guide, in order.
  static func snippets() throws -> [Snippet] {
    let guide = try String(contentsOf: root.appendingPathComponent("docs/TOOLKIT.md"), encoding: .utf8)
    var snippets: [Snippet] = []
    var lines = guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      guard line.hasPrefix("<!-- checked: "), line.hasSuffix(" -->") else { continue }
      let path = String(line.dropFirst("<!-- checked: ".count).dropLast(" -->".count))
      guard lines.popFirst() == "```swift" else { throw GuideError("no ```swift after \(line)") }
      let body = Array(lines.prefix { $0 != "```" })
      lines = lines.dropFirst(body.count + 1)
      snippets.append(Snippet(path: path, lines: body))
    }
    return snippets
  }

  @Test("the guide has its snippets")
  func guideHasSnippets() throws {
    #expect(try Self.snippets().count >= 10)
  }

  @Test("each snippet is in its file as it is in the guide", arguments: try snippets())
  func snippetIsInItsFile(_ snippet: Snippet) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(snippet.path), encoding: .utf8)
    let file = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let found = file.indices.contains { start in
      file[start...].starts(with: snippet.lines)
    }
    #expect(
      found,
      "docs/TOOLKIT.md quotes lines that \(snippet.path) no longer has:\n\(snippet.lines.joined(separator: "\n"))")
  }
}

struct GuideError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
