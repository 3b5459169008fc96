import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Keys as the terminal defines them, on a bare pseudo-terminal with the timings slow links
  /// produce: each case one the issue saw change the numbers, lose a key or freeze SumCalc.
  @Suite("Keys as the terminal defines them, on a pseudo-terminal")
  @MainActor
  struct TerminalKeysTests {
    /// SumCalc under `term`, the calculator showing `1 + 2`.
    private func start(term: String = "xterm-256color", typed: String = "12") async throws -> PseudoTerminalSession {
      let session = try PseudoTerminalSession(
        ["--startup-delay", "0", "--calc-delay", "0"], environment: ["TERM": term])
      try await session.waitForOutput("Calculate sum")
      if !typed.isEmpty {
        try session.send(typed)
        try await session.waitForOutput(typed.map(String.init).joined(separator: " + "))
      }
      return session
    }

    /// Sends each part as one write, `gap` after SumCalc read the one before.
    private func send(_ parts: [[UInt8]], gap: Duration, to session: PseudoTerminalSession) async throws {
      for part in parts {
        let before = try session.bytesRead()
        try session.send(bytes: part)
        try await session.waitForReads(beyond: before)
        try await Task.sleep(for: gap)
      }
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("the keypad types its own digits under putty, vt100, teraterm and nsterm; its centre is no digit")
    func keypadByItsCode() async throws {
      for term in ["putty", "vt100", "teraterm", "nsterm"] {
        let session = try await start(term: term, typed: "")
        // Keypad 0 1 2 3, the decimal key, 4 to 8, then the centre without Num Lock.
        try session.send(
          "\u{1B}Op\u{1B}Oq\u{1B}Or\u{1B}Os\u{1B}On\u{1B}Ot\u{1B}Ou\u{1B}Ov\u{1B}Ow\u{1B}Ox\u{1B}[G\u{1B}OE")
        try await session.waitForOutput("0 + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8")
        try session.send("q")
        #expect(try await session.waitForExit() == 0, "\(term)")
        #expect(session.savedNumbers() == Array(0...8), "\(term)")
      }
    }

    @Test("Alt plus an arrow, as rxvt-unicode sends it (ESC ESC [ A), and Alt plus a click reset nothing")
    func altPrefixedKeys() async throws {
      let session = try await start(term: "rxvt-unicode")
      try session.send("\u{1B}\u{1B}[A\u{1B}\u{1B}[5~\u{1B}\u{1B}OA\u{1B}\u{1B}[15~")
      try session.send("3q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3])
    }

    @Test("ESC, then [A 50 to 300 ms later: the Esc is taken back, 1 + 2 + 3 stays", arguments: [50, 150, 300])
    func escapeThenRest(milliseconds: Int) async throws {
      let session = try await start()
      try session.send("3")
      try await session.waitForOutput("1 + 2 + 3")
      try await send([[0x1B], bytes("[A")], gap: .milliseconds(milliseconds), to: session)
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3], "after \(milliseconds) ms")
    }

    @Test("keys typed 100 ms apart after an abandoned sequence are keys: 7 8 = sums; 4 then q types 4 and quits")
    func keysAfterAnAbandonedSequence() async throws {
      let session = try await start()
      try await send([bytes("\u{1B}[1;5")], gap: .milliseconds(700), to: session)
      try await send([bytes("7"), bytes("8"), bytes("=")], gap: .milliseconds(100), to: session)
      try await session.waitForOutput("Sum of numbers: 18")
      // The case: ESC [ 1 ; 5, then 4 a second on, then q half a second after it.
      try await send([bytes("\u{1B}[1;5"), bytes("4"), bytes("q")], gap: .milliseconds(700), to: session)
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [4])
    }

    @Test("after a broken sequence, r5 resets and adds 5; 789 in one read adds 789; Esc Esc 21= resets and sums")
    func readsAfterABrokenSequence() async throws {
      let session = try await start()
      try await send([bytes("\u{1B}[1;5"), bytes("r5")], gap: .milliseconds(1000), to: session)
      try await send([bytes("\u{1B}[1;5"), bytes("789")], gap: .milliseconds(1000), to: session)
      try await session.waitForOutput("5 + 7 + 8 + 9")
      try await send([bytes("\u{1B}[1;5"), bytes("\u{1B}\u{1B}21=")], gap: .milliseconds(1000), to: session)
      try await session.waitForOutput("Sum of numbers: 3")
      try await send([bytes("\u{1B}[<"), bytes("q")], gap: .milliseconds(700), to: session)
      #expect(try await session.waitForExit() == 0, "q after ESC [ < quits")
      #expect(session.savedTapeSums().first == 3, "2 + 1, summed")
    }

    @Test("a terminal's late rest, the next read, adds nothing: a click's 0;10M, a reply's 0R; a person's 5 then is typed")
    func lateRestAroundAKey() async throws {
      let session = try await start()
      try await send(
        [bytes("\u{1B}[<0;3"), bytes("0;10M"), bytes("\u{1B}[12;4"), bytes("0R"), bytes("5")],
        gap: .milliseconds(700), to: session)
      try await session.waitForOutput("1 + 2 + 5")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 5])
    }

    @Test("a paste whose end comes 1.2 s after its start presses nothing: its r and Enter are text")
    func slowPaste() async throws {
      let session = try await start()
      try await send([bytes("\u{1B}[200~3 r"), bytes("\r4\u{1B}[201~")], gap: .milliseconds(1200), to: session)
      try await session.waitForOutput("1 + 2 + 3 + 4")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3, 4])
    }

    @Test("Ctrl-S stops nothing: flow control is off, the digit after it is saved, q quits")
    func controlS() async throws {
      let session = try await start()
      var modes = termios()
      #expect(tcgetattr(session.controllerDescriptor, &modes) == 0)
      #expect(modes.c_iflag & tcflag_t(IXON | IXOFF) == 0, "IXON and IXOFF off while SumCalc runs")
      try session.send("\u{13}")
      try session.send("3")
      try await session.waitForOutput("1 + 2 + 3")
      try session.send("\u{11}q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3])
    }

    @Test("function keys that end in a carriage return (Wyse 50), whole, press nothing")
    func functionKeysWithCarriageReturns() async throws {
      let session = try await start(term: "wy50")
      try session.send("\u{1}A\r\u{1}B\r\u{1}I\r")  // F2, F3, F10
      try session.send("3q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3], "no Calculate: the list is still there")
    }

    @Test("xterm-8bit's F1 (CSI 11 ~ in 8 bits, C2 9B in UTF-8) opens Help, typing nothing")
    func eightBitFunctionKey() async throws {
      let session = try await start(term: "xterm-8bit")
      try session.send(bytes: [0xC2, 0x9B] + bytes("11~"))
      try await session.waitForOutput("Help")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2])
    }

    @Test("a DCS reply in its UTF-8 C1 form (C2 90 … C2 9C) ends there: the 3 typed 0.2 s after it is added")
    func eightBitStringTerminator() async throws {
      let session = try await start(term: "xterm-8bit")
      let before = try session.bytesRead()
      try session.send(bytes: [0xC2, 0x90] + bytes("1$r0m") + [0xC2, 0x9C])
      try await session.waitForReads(beyond: before)
      try await Task.sleep(for: .milliseconds(200))
      try session.send("3")
      try await session.waitForOutput("1 + 2 + 3")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3])
    }
  }
}

extension EndToEnd.TerminalKeysTests {
  @Test("a terminal that stops reading keeps SumCalc from nothing: keys are read and saved, SIGTERM quits")
  func terminalThatStopsReading() async throws {
    let session = try PseudoTerminalSession(["--startup-delay", "0", "--calc-delay", "0"], width: 200, height: 60)
    try await session.waitForOutput("Calculate sum")
    session.stopReading()
    // Full repaints, a read each, until the pseudo-terminal's buffer is full and a write blocks.
    for _ in 0..<60 {
      let before = try session.bytesRead()
      try session.send("\u{0C}")
      try await session.waitForReads(beyond: before)
    }
    try session.send("7")
    try await Task.sleep(for: .milliseconds(100))
    try session.send("8")
    // The 7 and 8 are saved although no frame could be written.
    let deadline = Date().addingTimeInterval(10)
    while session.savedNumbers() != [7, 8], Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(session.savedNumbers() == [7, 8])
    #expect(kill(session.pid, SIGTERM) == 0)
    #expect(try await session.waitForExit() == 143)
    #expect(session.savedNumbers() == [7, 8])
  }
  @Test(
    "a terminal that stopped reading, then q, SIGTERM, SIGHUP or Ctrl-C: once it thaws it reads the resets last, after no more than the kernel kept",
    arguments: ["q", "SIGTERM", "SIGHUP", "Ctrl-C"])
  func stoppedTerminalGetsTheResets(way: String) async throws {
    let session = try PseudoTerminalSession(["--startup-delay", "0", "--calc-delay", "0"], width: 200, height: 60)
    try await session.waitForOutput("Calculate sum")
    try session.send("5")
    try await session.waitForOutput("5")
    session.stopReading()
    let stoppedAt = session.outputBytes.count
    for _ in 0..<60 {  // full repaints until a write blocks
      let before = try session.bytesRead()
      try session.send("\u{0C}")
      try await session.waitForReads(beyond: before)
    }
    switch way {
    case "q": try session.send("q")
    case "Ctrl-C": try session.send(bytes: [0x03])
    default: #expect(kill(session.pid, way == "SIGTERM" ? SIGTERM : SIGHUP) == 0)
    }
    let started = Date()
    _ = try await session.waitForExit()
    #expect(Date().timeIntervalSince(started) < 4)
    try await session.resumeReadingToTheEnd()
    let thawed = String(decoding: session.outputBytes.dropFirst(stoppedAt), as: UTF8.self)
    // Frames the terminal had taken in before SumCalc gave up on it (4 KiB at most when it did,
    // drawn on the alternate screen the resets leave), then the resets, and no frame after them.
    let lastFrame = thawed.range(of: "Calculate", options: .backwards)?.upperBound ?? thawed.startIndex
    let resets = thawed[lastFrame...]
    // (The cursor needs no reset: it is visible all along, on the focused control.)
    for reset in ["\u{1B}[?1049l", "\u{1B}[?2004l", "\u{1B}[?1000l"] {
      #expect(resets.contains(reset), "\(reset.debugDescription) in \(resets.suffix(300).debugDescription)")
    }
    #expect(session.savedNumbers() == [5])
  }
}
