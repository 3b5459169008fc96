import Foundation
import Testing

extension EndToEnd {
  /// Terminals whose key strings or character set once lost a key, the real binaries on a bare
  /// pseudo-terminal: st's End (a string terminfo also gives the keypad's corner), hp2392's Page Up
  /// (which begins its F7), and UTF-8 typed where ssh brought no locale.
  @Suite("Terminals' quirks")
  struct TerminalQuirkTests {
    @Test("TERM=st-256color, Notes: abc, Home, X, End, Y saves XabcY — End is End, not the keypad's corner")
    func endUnderSt() async throws {
      let directory = try TemporaryDirectory(prefix: "notes-st")
      defer { directory.remove() }
      let file = directory.url.appendingPathComponent("notes.json")
      let session = try PseudoTerminalSession(
        [file.path], width: 40, height: 12, environment: ["TERM": "st-256color"], program: try SumCalcBinary.notes())
      try await session.waitForOutput("No notes yet")
      try session.send("n")
      try await session.waitForOutput("Title")
      for part in ["abc", "\u{1B}[1~", "X", "\u{1B}[4~", "Y"] {
        let before = try session.bytesRead()
        try session.send(part)
        try await session.waitForReads(beyond: before)
      }
      try session.send(bytes: [0x03])  // every key read first: the note is saved as it stands
      _ = try await session.waitForExit()
      let notes = try JSONDecoder().decode([[String: String]].self, from: Data(contentsOf: file))
      #expect(notes == [["title": "XabcY", "body": ""]])
    }

    @Test("TERM=hp2392: its Page Up (ESC v) alone empties nothing; 3 after it is added")
    func prefixKeyUnderHp() async throws {
      let session = try PseudoTerminalSession(
        ["--startup-delay", "0", "--calc-delay", "0"], environment: ["TERM": "hp2392"])
      try await session.waitForOutput("Calculate sum")
      try session.send("12")
      try await session.waitForOutput("1 + 2")
      let before = try session.bytesRead()
      try session.send("\u{1B}v")
      try await session.waitForReads(beyond: before)
      try await Task.sleep(for: .milliseconds(700))
      try session.send("3")
      try await session.waitForOutput("1 + 2 + 3")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3])
    }

    @Test("LANG=C: П (D0 9F) and А (D0 90) open no string that swallows keys: 4 5 6 are added and q quits")
    func utf8WithoutALocale() async throws {
      let session = try PseudoTerminalSession(
        ["--startup-delay", "0", "--calc-delay", "0"], environment: ["LANG": "C", "LC_ALL": "C"])
      try await session.waitForOutput("Calculate sum")
      try session.send(bytes: [0xD0, 0x9F] + Array("45".utf8))
      try session.send(bytes: [0xD0, 0x90] + Array("6".utf8))
      try await session.waitForOutput("4 + 5 + 6")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [4, 5, 6])
    }
  }
}
