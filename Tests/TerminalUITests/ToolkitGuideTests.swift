import Foundation
import Testing

/// The toolkit's DocC articles (the guide, getting started) quote Tally, its tests and the toolkit:
/// each snippet marked `<!-- checked: path -->` must still be in that file, line for line, so that
/// every one of them compiles and is current.
@Suite("The toolkit guide")
struct ToolkitGuideTests {
  /// The package's root, from this file's place in it (Tests/TerminalUITests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The articles, in the DocC catalog.
  static let articles = ["Guide.md", "GettingStarted.md", "TakingText.md"].map {
    "Sources/TerminalUI/TerminalUI.docc/" + $0
  }

  struct Snippet: CustomTestStringConvertible, Sendable {
    var article: String
    var path: String
    var lines: [String]
    var testDescription: String { "\(path): \(lines.first ?? "")" }
  }

  /// The marked snippets of the articles, in order.
  static func snippets() throws -> [Snippet] {
    try articles.flatMap { try snippets(of: $0) }
  }

  static func snippets(of article: String) throws -> [Snippet] {
    let guide = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    var snippets: [Snippet] = []
    var lines = guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      guard line.hasPrefix("<!-- checked: "), line.hasSuffix(" -->") else { continue }
      let path = String(line.dropFirst("<!-- checked: ".count).dropLast(" -->".count))
      guard lines.popFirst() == "```swift" else { throw GuideError("no ```swift after \(line)") }
      let body = Array(lines.prefix { $0 != "```" })
      lines = lines.dropFirst(body.count + 1)
      snippets.append(Snippet(article: article, path: path, lines: body))
    }
    return snippets
  }

  @Test("each article has its snippets")
  func articlesHaveSnippets() throws {
    #expect(try Self.snippets(of: Self.articles[0]).count >= 10)
    #expect(try Self.snippets(of: Self.articles[1]).count >= 8)
    #expect(try Self.snippets(of: Self.articles[2]).count >= 5)
  }

  /// The example is the pattern on one page: what the toolkit carries, no app writes again.
  @Test("Tally's sources are at most 250 lines in all")
  func tallyIsOnePage() throws {
    let sources = Self.root.appendingPathComponent("Examples/Tally/Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    let lines = try files.map {
      try String(contentsOf: $0, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
    #expect(files.count >= 5)
    #expect(lines.reduce(0, +) <= 250, "\(lines.reduce(0, +)) lines in \(files.map(\.lastPathComponent))")
  }

  /// The second example takes text and shows a dialog with what the toolkit gives: no editing,
  /// wrapping, drawing over a screen or test harness of its own.
  @Test("Notes' sources are at most 300 lines in all, with no text editing, wrapping or overlay code of their own")
  func notesIsTheToolkitAtWork() throws {
    let sources = Self.root.appendingPathComponent("Examples/Notes/Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
    let lines = texts.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    #expect(files.count >= 6)
    #expect(lines.reduce(0, +) <= 300, "\(lines.reduce(0, +)) lines in \(files.map(\.lastPathComponent))")
    // What an app would write to edit, wrap or overlay by hand: string surgery, cell widths, restyling.
    for word in ["removeSubrange", "index(before", "cellWidth", "CellWidth", "restyle", "Buffer(", "AppLoop("] {
      #expect(!texts.contains { $0.contains(word) }, "Notes' own code uses \(word)")
    }
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
      "\(snippet.article) quotes lines that \(snippet.path) no longer has:\n\(snippet.lines.joined(separator: "\n"))")
  }
}

struct GuideError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
