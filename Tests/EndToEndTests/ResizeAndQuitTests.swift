import Foundation
import Testing

extension EndToEnd {
  @Suite("Resize and quit")
  struct ResizeAndQuitTests {
    @Test("Too small a terminal shows the error with the size; large enough again brings the numbers back")
    func tooSmallThenBack() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")

      try session.resize(width: 20, height: 8)
      let small = try await session.waitFor("the too-small error naming 20×8") {
        $0.contains("20×8") && !$0.contains(Calc.key(1))
      }
      #expect(try session.format("#{window_width}x#{window_height}") == "20x8")
      // Too small for the whole explanation: the two sizes, whole, nothing cut.
      #expect(small.contains("30×8") && !small.contains("…"), "\(small)")

      // Smaller still, the size now is what shows, whole.
      for (width, height) in [(16, 5), (5, 3)] {
        try session.resize(width: width, height: height)
        try await session.waitFor(text: "\(width)×\(height)")
      }

      try session.resize(width: 80, height: 24)
      let back = try await session.waitForCalculator(result: "1 + 2")
      #expect(!back.contains("20×8"), "\(back)")

      // 40×16 is large enough for the whole calculator.
      try session.resize(width: 40, height: 16)
      try await session.waitFor("the whole calculator at 40×16") { screen in
        screen.resultLine() == "1 + 2" && screen.lines.count <= 16 && screen.lines.allSatisfy { $0.cellWidth <= 40 }
          && (0...9).allSatisfy { screen.contains(Calc.key($0)) } && screen.contains(Calc.calculateSum)
          && screen.contains(Calc.reset)
      }

      try session.press("Enter")
      try await session.waitForResult(Calc.sum(3))
    }

    @Test("COLUMNS and LINES in the environment lose to the terminal's own size, at start and after a resize")
    func terminalSizeWinsOverTheEnvironment() async throws {
      let session = try TmuxSession(
        Calculator.arguments(), width: 80, height: 24, extraEnvironment: ["COLUMNS": "120", "LINES": "40"])
      defer { session.close() }
      // Laid out for 80×24: the key hint is on the last row, the caption centred in 80 columns.
      let start = try await session.waitFor("the calculator with its key hint", timeout: 15) {
        $0.resultLine() == Calc.enterNumbers && $0.lines.count == 24 && $0.lines[23].contains("q quit")
      }
      let caption = try #require(start.find(Calc.caption))
      #expect(caption.column == (80 - Calc.caption.cellWidth) / 2, "\(start)")

      try session.resize(width: 60, height: 20)
      let resized = try await session.waitFor("the calculator laid out for 60×20") {
        $0.find(Calc.caption)?.column == (60 - Calc.caption.cellWidth) / 2 && $0.lines.count == 20
          && $0.lines[19].contains("q quit")
      }
      #expect(!resized.contains("too small"), "\(resized)")
    }

    @Test("q exits 0 and leaves the normal screen, the cursor visible and the tty modes as they were")
    func quitWithQ() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("1")
      try await session.waitForResult("1")
      try session.type("q")
      let (status, screen) = try await session.waitForExit()
      #expect(status == 0)
      #expect(screen.nonEmptyLines == ["EXIT=0 TTY=same"], "no calculator text is left:\(screen)")
      try expectTerminalRestored(session)
    }

    @Test("Ctrl-C quits and restores the terminal")
    func quitWithControlC() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.press("C-c")
      let (status, screen) = try await session.waitForExit()
      #expect(status == 0 || status == 130, "exit status \(status)")
      #expect(screen.nonEmptyLines == ["EXIT=\(status) TTY=same"], "no calculator text is left:\(screen)")
      try expectTerminalRestored(session)
    }
  }
}

/// Normal screen, cursor visible, mouse reporting off, keypad and cursor keys in normal mode.
func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let modes = try session.format(
    "alt=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag} keypad=#{keypad_flag}#{keypad_cursor_flag}"
  )
  #expect(modes == "alt=0 cursor=1 mouse=0000 keypad=00", sourceLocation: sourceLocation)
}
