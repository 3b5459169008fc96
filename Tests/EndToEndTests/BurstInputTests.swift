import Foundation
import SumCalcFeature
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// The real input path (the terminal's bytes, read and parsed by SumCalc) on a bare
  /// pseudo-terminal, where each burst is exactly one `write`: as xdotool, touchpad taps and ssh
  /// deliver clicks, with no terminal emulator to space them out.
  @Suite("Bursts on a pseudo-terminal")
  @MainActor
  struct BurstInputTests {
    private func click(_ cell: (column: Int, row: Int)) -> String {
      "\u{1B}[<0;\(cell.column);\(cell.row)M\u{1B}[<0;\(cell.column);\(cell.row)m"
    }

    private func start(ignoreHangUp: Bool = false) async throws -> PseudoTerminalSession {
      let session = try PseudoTerminalSession(
        ["--startup-delay", "0", "--calc-delay", "0"], ignoreHangUp: ignoreHangUp)
      try await session.waitForOutput("Calculate sum")
      return session
    }

    @Test("press and release in one write is a click; two clicks in one write are two")
    func clicksInOneWrite() async throws {
      let session = try await start()
      let one = try await ControlPositions.reportCell(of: .digit(1))
      let two = try await ControlPositions.reportCell(of: .digit(2))
      let three = try await ControlPositions.reportCell(of: .digit(3))
      try session.send(click(one))
      try session.send(click(two) + click(two))
      // A release and the next press in one read: the press is not lost.
      try session.send("\u{1B}[<0;\(three.column);\(three.row)M")
      try session.send("\u{1B}[<0;\(three.column);\(three.row)m" + click(one))
      // Press, drag off, release, all in one write: nothing.
      try session.send("\u{1B}[<0;\(three.column);\(three.row)M\u{1B}[<0;\(one.column);\(one.row)m")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 2, 3, 1])
    }

    @Test(
      "with the tty's interrupt moved (stty intr ^X) or none (undef), Ctrl-C still quits as SIGINT, the numbers saved",
      arguments: ["^X", "undef"])
    func controlCWithTheInterruptMoved(interrupt: String) async throws {
      let session = try PseudoTerminalSession(
        ["-c", "stty intr \(interrupt) && exec \"$0\" \"$@\"", try SumCalcBinary.path(), "--startup-delay", "0"],
        program: "/bin/sh")
      try await session.waitForOutput("Calculate sum")
      try session.send("5")
      try await session.waitForOutput("5")
      try session.send(bytes: [0x03])  // Ctrl-C, now a key the tty passes on
      #expect(try await session.waitForExit() == 128 + SIGINT)
      #expect(session.savedNumbers() == [5])
    }

    @Test("a double click on Calculate sum, 40 ms apart: the sum stays showing")
    func doubleClickOnCalculate() async throws {
      let session = try await start()
      try session.send("34")
      try await session.waitForOutput("3 + 4")
      let calculate = try await ControlPositions.reportCell(of: .calculate)
      let before = session.outputBytes.count
      try session.send(click(calculate))
      try await Task.sleep(for: .milliseconds(40))
      try session.send(click(calculate))
      try await session.waitForOutput("Sum of numbers: 7", after: before)
      try await Task.sleep(for: .milliseconds(300))  // where the second click would have shown its words
      #expect(!String(decoding: session.outputBytes.dropFirst(before), as: UTF8.self).contains("No numbers"))
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedTapeSums().first == 7)
    }

    @Test("the terminal closing ends SumCalc with the session saved, even with SIGHUP ignored")
    func hangUpWithSIGHUPIgnored() async throws {
      let session = try await start(ignoreHangUp: true)
      try session.send("45")
      try await session.waitForOutput("4 + 5")
      session.hangUp()
      #expect(try await session.waitForExit() == 128 + SIGHUP)
      #expect(session.savedNumbers() == [4, 5])
    }

    @Test("a paste, keypad Enter and a calculation, all in one write")
    func pasteThenKeypadEnter() async throws {
      let session = try await start()
      try session.send("\u{1B}[200~1 2\r3\u{1B}[201~\u{1B}OM")
      try await session.waitForOutput("Sum of numbers: 6")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedTapeSums() == [6])
    }

    @Test("2=3= in one write with no calculation delay: two sums, the 3 not lost")
    func typeAheadAfterEquals() async throws {
      let session = try await start()
      try session.send("2=3=4")
      try session.send("q")  // taken after "2=3=4": input is read in order
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedTapeSums() == [3, 2])
      #expect(session.savedNumbers() == [4])
    }

    @Test("a click whose report comes in two parts, 40 ms and more apart, is one click", arguments: [40, 150])
    func reportInParts(milliseconds: Int) async throws {
      let session = try await start()
      let five = try await ControlPositions.reportCell(of: .digit(5))
      let clock = ContinuousClock()
      let sent = clock.now
      try session.send("\u{1B}[")
      try await Task.sleep(for: .milliseconds(milliseconds))
      // The rest and a 7 in one write: drawn in one frame, "5 + 7" is in the output whole (a 5
      // drawn first would leave only "+ 7" to write).
      try session.send("<0;\(five.column);\(five.row)M\u{1B}[<0;\(five.column);\(five.row)m7")
      // A machine so busy that the sleep overran the sequence's 500 ms makes the rest late: then
      // the click is dropped, but its digits are still never typed.
      let inTime = clock.now - sent < .milliseconds(400)
      if inTime { try await session.waitForOutput("5 + 7") }
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [5, 7] || (!inTime && session.savedNumbers() == [7]), "no digits typed")
    }

    /// The kernel keeps no arrival times: bytes that waited while SumCalc could not run (a loaded
    /// machine; here a stop) are read past the sequence's deadline, and still finish it.
    @Test("a click whose report's rest came while SumCalc could not run (stopped 700 ms) is one click")
    func reportRestWhileStopped() async throws {
      let session = try await start()
      let five = try await ControlPositions.reportCell(of: .digit(5))
      let readBefore = try session.bytesRead()
      let clock = ContinuousClock()
      try session.send("\u{1B}[")
      try await session.waitForReads(beyond: readBefore)  // the sequence has begun
      let read = clock.now
      #expect(kill(session.pid, SIGSTOP) == 0)
      // Stopped within the sequence's 500 ms, or the test's premise failed (a very busy machine):
      // then the sequence was given up first, and its rest is late — dropped, never typed.
      let stoppedInTime = clock.now - read < .milliseconds(400)
      try session.send("<0;\(five.column);\(five.row)M\u{1B}[<0;\(five.column);\(five.row)m7")
      try await Task.sleep(for: .milliseconds(700))
      #expect(kill(session.pid, SIGCONT) == 0)
      if stoppedInTime { try await session.waitForOutput("5 + 7") }
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(
        session.savedNumbers() == [5, 7] || (!stoppedInTime && session.savedNumbers() == [7]), "no digits typed")
    }

    @Test("a double click on the tape opens History; its second click, 80 ms later, recalls nothing")
    func doubleClickOnTheTape() async throws {
      let session = try await start()
      // Enough sums that History has a row under the tape's line.
      try session.send(String(repeating: "1=", count: 19) + "12=")
      try await session.waitForOutput("Sum of numbers: 3")
      try session.send("45")
      try await session.waitForOutput("4 + 5")
      let line = try await ControlPositions.reportCell(ofTapeLineSumming: [1, 2])
      let clock = ContinuousClock()
      let first = clock.now
      try session.send(click(line))
      try await Task.sleep(for: .milliseconds(80))
      try session.send(click(line))
      // Only a second click within the double-click time (500 ms) is one the rule holds back.
      let double = clock.now - first < .milliseconds(400)
      try await session.waitForOutput("History")
      try await Task.sleep(for: .milliseconds(300))
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      if double { #expect(session.savedNumbers() == [4, 5], "the list in progress is kept") }
    }

    @Test("a lone paste start ends 2 s after its last part: q then quits, and a click after it is no paste")
    func strayPasteStart() async throws {
      let session = try await start()
      let five = try await ControlPositions.reportCell(of: .digit(5))
      let readBefore = try session.bytesRead()
      try session.send("\u{1B}[200~")
      try session.send(click(five))  // inside the paste: no digits of its report pasted
      // Parts up to 2 s apart belong to the paste: a `q` 1.5 s after it is pasted text; one 2.5 s
      // after that comes once the paste has ended.
      try await session.waitForReads(beyond: readBefore)
      try await Task.sleep(for: .milliseconds(1500))
      try session.send("q")
      try await Task.sleep(for: .milliseconds(2500))
      try session.send("q")
      #expect(try await session.waitForExit() == 0, "quit once the paste had ended")
      #expect(session.savedNumbers() ?? [] == [])
    }

    @Test("a paste of 400,000 digits is taken whole and saved (its speed is make bench's)")
    func longPaste() async throws {
      let session = try await start()
      try session.send("\u{1B}[200~" + String(repeating: "1234567890", count: 40_000) + "\u{1B}[201~")
      try session.send("q")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.savedNumbers()?.count == 400_000)
    }
  }
}
