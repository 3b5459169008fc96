import Foundation
import Testing

extension EndToEnd {
  /// What terminals send beyond typed characters, through tmux (`TERM=tmux-256color` inside, as
  /// users of tmux have it): keypad keys, pastes, sequences no terminfo entry names, Ctrl-L.
  @Suite("Terminal input in tmux")
  struct TerminalInputTests {
    private func start() async throws -> TmuxSession {
      let session = try TmuxSession(Calculator.arguments(), term: "tmux-256color")
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      return session
    }

    @Test("keypad Enter (tmux sends ESC O M) calculates")
    func keypadEnter() async throws {
      let session = try await start()
      defer { session.close() }
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")
      try session.press("KPEnter")
      try await session.waitForResult(Calc.sum(3))
    }

    @Test("a pasted list adds every number in it and presses nothing")
    func bracketedPaste() async throws {
      let session = try await start()
      defer { session.close() }
      try session.type("9")
      try await session.waitForResult("9")
      for text in ["1 2 3", "4\n5\n"] {
        try session.tmux(["set-buffer", "--", text])
        try session.tmux(["paste-buffer", "-p", "-t", "0"])
      }
      try await session.waitForResult("9 + 1 + 2 + 3 + 4 + 5")
      try session.press("Enter")
      try await session.waitForResult(Calc.sum(24))
    }

    @Test("replies, reports, unknown keys and Alt+digit after 1 2 leave 1 + 2")
    func sequencesChangeNothing() async throws {
      let session = try await start()
      defer { session.close() }
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")
      for sequence in [
        "\u{1B}[I\u{1B}[O", "\u{1B}[?64;1;2;6;9;15;18;21;22;28c", "\u{1B}[12;40R", "\u{1B}[25~",
        // Alt+5 as a CSI-u keyboard sends it, and Alt+Up as rxvt-unicode does (`ESC 5` in one read is
        // Esc, then 5: GNU screen's way of sending them, tested under screen).
        "\u{1B}[27;5;49~", "\u{1B}[49;5u", "\u{1B}[53;3u", "\u{1B}\u{1B}[A", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
        "\u{1B}Ok",
      ] {
        try session.type(sequence)
      }
      try session.type("3")
      let screen = try await session.waitFor("the 3 after the sequences") { $0.resultLine() != "1 + 2" }
      #expect(screen.resultLine() == "1 + 2 + 3", "\(screen)")
    }

    @Test("Ctrl-L repaints a screen that another program wrote over")
    func controlLRepaints() async throws {
      let session = try await start()
      defer { session.close() }
      try session.type("7")
      let before = try await session.waitForResult("7")
      let tty = try session.format("#{pane_tty}")
      let junk = String(repeating: "JUNK ", count: 200)
      try junk.write(to: URL(fileURLWithPath: tty), atomically: false, encoding: .utf8)
      try await session.waitFor(text: "JUNK")
      try session.press("C-l")
      // Repainted whole: the very screen of before (a cleared or half-drawn one has no junk either).
      try await session.waitFor("the same screen as before the junk") { $0.lines == before.lines }
    }
  }
}

extension EndToEnd {
  /// GNU screen holds a lone Esc until the next key and sends both in one read (`ESC 5`), with mouse
  /// reporting on as SumCalc sets it: SumCalc reads the Esc the person pressed, then the key.
  @Suite("Under GNU screen")
  struct GNUScreenTests {
    @Test("12, then Esc and 5 typed quickly inside screen (one read): Esc resets the list, 5 is typed, and saved")
    func escapeUnderScreen() async throws {
      let screen = try DocumentationTests.executable("screen")
      let session = try TmuxSession(["-q", try SumCalcBinary.path(), "--startup-delay", "0"], program: screen)
      defer { session.close() }
      _ = try await session.waitFor(text: "Calculate sum")
      try session.type("12")
      try await session.waitForResult("1 + 2")
      try session.press("Escape")
      try session.type("5")
      try await session.waitForResult("5")
      try session.type("q")
      try await session.waitForSavedNumbers([5])
    }

    /// SumCalc inside GNU screen, inside tmux.
    private func screenSession() async throws -> TmuxSession {
      let screen = try DocumentationTests.executable("screen")
      let session = try TmuxSession(["-q", try SumCalcBinary.path(), "--startup-delay", "0"], program: screen)
      _ = try await session.waitFor(text: "Calculate sum")
      return session
    }

    @Test("Esc, then Up a second later (screen sends ESC ESC O A in one read): the list is reset, then 5 is typed")
    func escapeThenArrowUnderScreen() async throws {
      let session = try await screenSession()
      defer { session.close() }
      try session.type("12")
      try await session.waitForResult("1 + 2")
      try session.press("Escape")
      try await Task.sleep(for: .seconds(1))
      try session.press("Up")
      try session.type("5")
      try await session.waitForResult("5")
      try session.type("q")
      try await session.waitForSavedNumbers([5])
    }

    @Test("Help, then Esc and Down a second later: Help closes, Down moves on the calculator")
    func helpClosesUnderScreen() async throws {
      let session = try await screenSession()
      defer { session.close() }
      try session.type("?")
      _ = try await session.waitFor(text: "Help")
      try session.press("Escape")
      try await Task.sleep(for: .seconds(1))
      try session.press("Down")
      _ = try await session.waitFor(text: "Calculate sum")
      try session.type("7q")
      try await session.waitForSavedNumbers([7])
    }
  }
}

extension EndToEnd {
  /// Notes inside GNU screen on a bare pseudo-terminal, mouse reporting on: screen forwards an SGR
  /// click glued to the Esc it held.
  @Suite("Notes under GNU screen")
  struct NotesUnderScreenTests {
    @Test("a note typed, Esc, then a click a second later (ESC ESC [<0;…M in one read): the note is saved and listed")
    func escapeThenClickSaves() async throws {
      let directory = try TemporaryDirectory(prefix: "notes-screen")
      defer { directory.remove() }
      let file = directory.url.appendingPathComponent("notes.json")
      let screen = try DocumentationTests.executable("screen")
      let session = try PseudoTerminalSession(
        ["-q", try SumCalcBinary.notes(), file.path], width: 40, height: 12, program: screen)
      try await session.waitForOutput("No notes yet")
      try session.send("n")
      try await session.waitForOutput("Title")
      try session.send("hello")
      try await session.waitForOutput("hello")
      let before = session.outputBytes.count
      try session.send("\u{1B}")
      try await Task.sleep(for: .seconds(1))
      try session.send("\u{1B}[<0;5;10M\u{1B}[<0;5;10m")
      try await session.waitForOutput("Notes", after: before)  // the list's title: the editor closed
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      let notes = try JSONDecoder().decode([[String: String]].self, from: Data(contentsOf: file))
      #expect(notes == [["title": "hello", "body": ""]])
    }
  }
}
