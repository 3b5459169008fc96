import Foundation
import Testing

extension EndToEnd {
  /// `make docs` builds the toolkit's DocC site (its four products, merged) before the tests; a
  /// real browser (headless Chromium) opens pages of each from a local server and each shows its
  /// symbol's title and the first words of its comment — the site renders, not only exists.
  @Suite("The toolkit's reference in a browser")
  struct DocumentationTests {
    /// The symbols opened, of each of the four products, and the first words of each one's comment.
    static let pages: [(module: String, symbol: String, comment: String)] = [
      ("TerminalUI", "ListWindow", "Which item of a list is selected and which row shows first"),
      ("TerminalUI", "RoutedApp", "The root every app runs, so that none writes its own"),
      ("TerminalUI", "EditableText", "A text being edited, as a value the view model keeps"),
      ("NcursesBackend", "NcursesTerminal", "The full-screen terminal, driven through ncurses"),
      ("TerminalUITesting", "TestTerminal", "A terminal in memory"),
      ("AppFiles", "AtomicFile", "Replaces a file atomically with POSIX calls"),
    ]

    @Test("pages of the four products in .build/docs, opened in headless Chromium, show their symbol and its comment")
    func pagesRender() throws {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      let site = root.appendingPathComponent(".build/docs")
      guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path) else {
        Issue.record("no .build/docs/index.html: make docs builds it (make test does, before the tests)")
        return
      }
      let chromium = try Self.executable("chromium")
      let server = try LocalServer(serving: site)
      defer { server.stop() }
      let profile = try TemporaryDirectory(prefix: "sumcalc-chromium")
      defer { profile.remove() }
      for page in Self.pages {
        let url =
          "http://127.0.0.1:\(server.port)/documentation/\(page.module.lowercased())/\(page.symbol.lowercased())/"
        let result = try ProcessRunner.run(
          chromium,
          [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.url.path)",
            "--virtual-time-budget=15000", "--dump-dom", url,
          ], timeout: 90)
        let dom = result.stdout
        #expect(Self.title(in: dom) == page.symbol, "\(url): the page's title\n\(result.stderr.suffix(2000))")
        #expect(dom.contains(page.comment), "\(url): the comment's first words, rendered")
      }
    }

    /// The text of the rendered `<h1 class="title">`, tags (word-break hints) left out.
    static func title(in dom: String) -> String? {
      guard let start = dom.range(of: #"<h1[^>]*class="title"[^>]*>"#, options: .regularExpression),
        let end = dom.range(of: "</h1>", range: start.upperBound..<dom.endIndex)
      else { return nil }
      return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(
        of: "<[^>]*>", with: "", options: .regularExpression)
    }

    static func executable(_ name: String) throws -> String {
      let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
      guard let found = paths.map({ "\($0)/\(name)" }).first(where: FileManager.default.isExecutableFile) else {
        throw HarnessError("no \(name) on PATH: make test-deps installs it (apt-get install -y \(name))")
      }
      return found
    }
  }
}

/// `python3 -m http.server` on a port the system picks, serving `directory` until `stop()`.
final class LocalServer: Sendable {
  let port: Int
  private let process: Process

  init(serving directory: URL) throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("sumcalc-http-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try EndToEnd.DocumentationTests.executable("python3"))
    process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path]
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    var port: Int?
    while port == nil, Date() < deadline, process.isRunning {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      port = text.firstMatch(of: /port (\d+)/).flatMap { Int($0.1) }
      if port == nil { Thread.sleep(forTimeInterval: 0.05) }
    }
    guard let port else {
      process.terminate()
      throw HarnessError("python3 -m http.server did not say its port")
    }
    (self.port, self.process) = (port, process)
  }

  /// SIGKILL: the test process may block SIGTERM, and a child inherits the blocked set.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
