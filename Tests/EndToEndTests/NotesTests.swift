import Foundation
import Testing

extension EndToEnd {
  /// Notes, the toolkit's second example, the real binary: text in any script typed and kept, the
  /// terminal resized under the editor, and every cluster's every code point on the wire, at its cell.
  @Suite("Example app (Notes)")
  struct NotesAppTests {
    @Test(
      "notes in tmux: Russian, Korean, a skin tone and a flag typed, resized to 40×12 and 20×6 and back; the file and the screen hold them whole"
    )
    func scriptsAndResizes() async throws {
      let directory = try TemporaryDirectory(prefix: "notes-e2e")
      defer { directory.remove() }
      let file = directory.url.appendingPathComponent("notes.json")
      let session = try TmuxSession([file.path], program: try SumCalcBinary.notes(), width: 60, height: 16)
      defer { session.close() }
      _ = try await session.waitFor(text: "No notes yet")
      try session.type("n")
      _ = try await session.waitFor(text: "┌ Title")
      try session.type("Привет, мир")
      try session.press("Tab")
      try session.type("안녕하세요 👍🏽 🇺🇦 q")
      // tmux 3.3 draws a skin tone as a wide character of its own, after the hand (the bytes test
      // below finds both code points written, at the hand's cell): here the flag's cell, written after
      // it, takes the tone's place; the rest of the row stays where the layout put it.
      var screen = try await session.waitFor(text: "🇺🇦 q")
      #expect(screen.contains("│안녕하세요 👍 🇺🇦 q") && screen.contains("│Привет, мир"), "\(screen)")
      try session.resize(width: 40, height: 12)
      screen = try await session.waitFor(text: "└──────────────────────────────────────┘")
      #expect(screen.lines[4].hasPrefix("│안녕하세요 👍 🇺🇦 q") && screen.lines[4].hasSuffix("│"), "\(screen)")
      try session.resize(width: 20, height: 6)
      screen = try await session.waitFor(text: "20×6")
      try session.resize(width: 60, height: 16)
      screen = try await session.waitFor(text: "🇺🇦 q")
      #expect(screen.contains("│안녕하세요 👍 🇺🇦 q") && screen.contains("│Привет, мир"), "\(screen)")
      try session.press("Escape")
      _ = try await session.waitFor(text: "Enter open")
      try session.type("q")
      let exit = try await session.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("TTY=same"), "the terminal's modes as they were:\n\(exit.screen)")
      let saved = try String(contentsOf: file, encoding: .utf8)
      let notes = try JSONDecoder().decode([[String: String]].self, from: Data(saved.utf8))
      #expect(notes == [["title": "Привет, мир", "body": "안녕하세요 👍🏽 🇺🇦 q"]])
    }

    @Test(
      "on a bare pseudo-terminal, the bytes for 👍🏽, 🇺🇦, 👩‍💻, 1️⃣, e with U+0301 typed alone and 한 typed jamo by jamo hold every code point, each cluster at its cell"
    )
    func everyClusterWhole() async throws {
      let directory = try TemporaryDirectory(prefix: "notes-e2e")
      defer { directory.remove() }
      let file = directory.url.appendingPathComponent("notes.json")
      let session = try PseudoTerminalSession([file.path], width: 40, height: 12, program: try SumCalcBinary.notes())
      try await session.waitForOutput("No notes yet")
      try session.send("n")
      try await session.waitForOutput("Title")
      try session.send("\t")
      // One read a key, as a person types; the mark and the jamo each in a read of their own.
      for key in ["👍🏽", "🇺🇦", "👩‍💻", "1️⃣", "e", "\u{301}", "\u{1112}", "\u{1161}", "\u{11AB}", "|"] {
        let before = session.outputBytes.count
        try session.send(key)
        try await session.waitForReads(beyond: 0)
        try await until(timeout: 10) { session.outputBytes.count > before }
      }
      let expected = ["👍🏽", "", "🇺🇦", "", "👩‍💻", "", "1️⃣", "", "e\u{301}", "\u{1112}\u{1161}\u{11AB}", "", "|"]
      var model = TerminalModel(width: 40, height: 12)
      try await until(timeout: 10) {
        model = TerminalModel(width: 40, height: 12)
        model.feed(session.outputBytes)
        return Array(model.cells[4][1..<13]) == expected
      }
      #expect(Array(model.cells[4][1..<13]) == expected, "the body's first row: \(model.line(4).debugDescription)")
      let written = String(decoding: session.outputBytes, as: UTF8.self).unicodeScalars
      for scalar in expected.joined().unicodeScalars {
        #expect(written.contains(scalar), "U+\(String(scalar.value, radix: 16, uppercase: true)) never written")
      }
      // One cell of more code points than ncurses holds (written over its blank), then Backspace:
      // the cell shows nothing again, though ncurses believed it blank all along.
      let stacked = "x\u{301}\u{302}\u{303}\u{304}\u{305}"
      try session.send(stacked)
      try await until(timeout: 10) {
        model = TerminalModel(width: 40, height: 12)
        model.feed(session.outputBytes)
        return model.cells[4][13] == stacked
      }
      try session.send(bytes: [0x7F])
      try await until(timeout: 10) {
        model = TerminalModel(width: 40, height: 12)
        model.feed(session.outputBytes)
        return model.cells[4][13] == " "
      }
      let beforeEsc = session.outputBytes.count
      try session.send("\u{1B}")
      try await session.waitForOutput("delete", after: beforeEsc)
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      let notes = try JSONDecoder().decode([[String: String]].self, from: Data(contentsOf: file))
      #expect(notes.first?["body"] == "👍🏽🇺🇦👩‍💻1️⃣e\u{301}\u{1112}\u{1161}\u{11AB}|")  // the stacked x deleted
    }

    @Test("Alpha and Beta, n, then an Up arrow whose ESC came 0.2 s before its [A, then Ctrl-C: both notes kept")
    func escapeTakenBackKeepsNotes() async throws {
      let directory = try TemporaryDirectory(prefix: "notes-e2e")
      defer { directory.remove() }
      let file = directory.url.appendingPathComponent("notes.json")
      try Data(#"[{"title":"Alpha","body":""},{"title":"Beta","body":""}]"#.utf8).write(to: file)
      let session = try PseudoTerminalSession([file.path], width: 40, height: 12, program: try SumCalcBinary.notes())
      try await session.waitForOutput("Beta")
      try session.send("n")
      try await session.waitForOutput("Title")
      var before = session.outputBytes.count
      try session.send("\u{1B}")
      try await session.waitForOutput("Alpha", after: before)  // Esc: the editor closed, the list shows
      before = session.outputBytes.count
      try await Task.sleep(for: .milliseconds(200))
      try session.send("[A")
      try await session.waitForOutput("Title", after: before)  // taken back: the editor again
      try session.send(bytes: [0x03])
      _ = try await session.waitForExit()
      let notes = try JSONDecoder().decode([[String: String]].self, from: Data(contentsOf: file))
      #expect(notes == [["title": "Alpha", "body": ""], ["title": "Beta", "body": ""]])
    }
  }
}

/// Polls `condition` every 20 ms until it holds; throws after `timeout` seconds.
private func until(timeout: TimeInterval, _ condition: () throws -> Bool) async throws {
  let deadline = Date().addingTimeInterval(timeout)
  while try !condition() {
    guard Date() < deadline else { throw HarnessError("still not so after \(timeout) s") }
    try await Task.sleep(for: .milliseconds(20))
  }
}
