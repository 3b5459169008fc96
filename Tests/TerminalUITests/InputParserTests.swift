import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// Feeds `chunks` one after another, as separate reads `gap` apart, then lets every delay pass.
private func parse(_ chunks: [[UInt8]], gap: Duration = .zero, keys: KeyTable = KeyTable()) -> [InputEvent] {
  var parser = InputParser(keys: keys)
  var events: [InputEvent] = []
  var now = Duration.zero
  for chunk in chunks {
    events += parser.feed(chunk, at: now)
    now += gap
  }
  events += parser.flushingEverything()
  #expect(parser.deadline == nil, "nothing left unfinished after the delay")
  return events
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("Input parser: what real terminals send, table by table")
struct InputParserCorpusTests {
  @Test("in one read", arguments: TerminalInputCorpus.rows)
  func whole(_ row: CorpusRow) {
    #expect(parse([row.bytes]) == row.events)
  }

  @Test("split at every byte boundary", arguments: TerminalInputCorpus.rows)
  func splitEverywhere(_ row: CorpusRow) {
    for cut in 1..<max(1, row.bytes.count) {
      let events = parse([Array(row.bytes[..<cut]), Array(row.bytes[cut...])])
      #expect(events == row.events, "split after byte \(cut)")
    }
    #expect(parse(row.bytes.map { [$0] }) == row.events, "one byte per read")
  }

  @Test("concatenated with its neighbours in one read", arguments: TerminalInputCorpus.rows.indices)
  func withNeighbours(_ index: Int) {
    let rows = TerminalInputCorpus.rows
    let row = rows[index]
    // The row before ends cleanly, or its lone Esc would join this row's bytes.
    let before = rows[..<index].last { !$0.needsPause }
    let after = rows[(index + 1)...].first { _ in true }
    guard !row.needsPause else {
      if let before { #expect(parse([before.bytes + row.bytes]) == before.events + row.events) }
      return
    }
    var bytes = row.bytes
    var events = row.events
    if let before {
      bytes = before.bytes + bytes
      events = before.events + events
    }
    if let after {
      bytes += after.bytes
      events += after.events
    }
    #expect(parse([bytes]) == events)
  }

  @Test("the corpus covers every terminal the issue names")
  func coverage() {
    let named = Set(TerminalInputCorpus.rows.flatMap { $0.terminal.split(separator: ", ").map(String.init) })
    for terminal in [
      "xterm", "tmux", "screen", "linux", "rxvt-unicode", "kitty", "foot", "Alacritty", "iTerm2", "Windows Terminal",
    ] {
      #expect(named.contains(terminal), "\(terminal) has rows")
    }
  }
}

@Suite("Input parser: behaviour")
struct InputParserTests {
  @Test("a lone Esc waits for the delay; a key right after it is Esc then the key, or Alt plus it where asked")
  func escapeDelay() {
    var parser = InputParser()
    #expect(parser.feed([0x1B], at: .zero) == [])
    #expect(parser.deadline == InputParser.escapeDelay)
    #expect(parser.flush(at: .milliseconds(24)) == [], "not before its time")
    #expect(parser.flush(at: InputParser.escapeDelay) == [.key(.escape)])
    #expect(parser.deadline == nil)
    #expect(parser.feed(bytes("1"), at: .milliseconds(200)) == [.key(.character("1"))], "a digit is a digit")
    #expect(parser.feed(bytes("\u{1B}5"), at: .milliseconds(300)) == [.key(.escape), .key(.character("5"))])
    var alt = InputParser(altKeys: true)
    #expect(
      alt.feed(bytes("\u{1B}5\u{1B}й\u{1B}\r"), at: .zero) == [
        .key(.modified(.character("5"), .alt)), .key(.modified(.character("й"), .alt)), .key(.modified(.enter, .alt)),
      ])
    #expect(alt.feed(bytes("\u{1B}\u{1B}[A"), at: .seconds(1)) == [.key(.modified(.up, .alt))])
  }

  @Test("bytes that come after a deadline first end what was due")
  func lateBytes() {
    var parser = InputParser()
    #expect(parser.feed([0x1B], at: .zero) == [])
    #expect(parser.feed(bytes("1"), at: .milliseconds(40)) == [.key(.escape), .key(.character("1"))])
  }

  static let click = bytes("\u{1B}[<0;40;8M\u{1B}[<0;40;8m")
  static let clickEvents: [InputEvent] = [
    .mouse(MouseEvent(button: .left, action: .press, position: Point(x: 39, y: 7))),
    .mouse(MouseEvent(button: .left, action: .release, position: Point(x: 39, y: 7))),
  ]

  @Test(
    "a sequence split at any byte after its introducer, with gaps of up to 400 ms, is one event",
    arguments: [30, 100, 400])
  func splitWithGaps(milliseconds: Int) {
    let click = Self.click
    let gap = Duration.milliseconds(milliseconds)
    // Every cut but the one right after an `ESC`, which alone is the Esc key once its delay passes.
    for cut in 1..<click.count where click[cut - 1] != 0x1B {
      let events = parse([Array(click[..<cut]), Array(click[cut...])], gap: gap)
      #expect(events == Self.clickEvents, "split after byte \(cut), \(milliseconds) ms")
    }
    var reads: [[UInt8]] = []
    for byte in click {
      if reads.last == [0x1B] { reads[reads.count - 1].append(byte) } else { reads.append([byte]) }
    }
    #expect(parse(reads, gap: gap) == Self.clickEvents, "one byte per read")
  }

  @Test("the rest of a sequence whose Esc came alone makes it that sequence: the Esc is retracted")
  func splitAfterTheEscape() {
    // The Esc delay has passed: the Esc was taken for the Esc key, and is taken back.
    let events = parse([[0x1B], Array(Self.click.dropFirst())], gap: .milliseconds(100))
    #expect(events == [.key(.escape), .escapeRetracted] + Self.clickEvents)
    #expect(
      parse([[0x1B], bytes("[")], gap: .seconds(1)) == [.key(.escape), .key(.character("["))],
      "long after the Esc, [ is typed")
  }

  @Test("a sequence abandoned half-way is dropped whole, and typing goes on")
  func abandoned() {
    var parser = InputParser()
    #expect(parser.feed(bytes("\u{1B}[<0;40;"), at: .zero) == [])
    #expect(parser.deadline == InputParser.sequenceGap)
    #expect(parser.flush(at: .milliseconds(499)) == [])
    #expect(parser.flush(at: InputParser.sequenceGap) == [], "no digits, no Esc")
    // A read of one key is a person's key (LateRestTests has the rest that comes late).
    #expect(parser.feed(bytes("5"), at: .seconds(1)) == [.key(.character("5"))])
    #expect(parser.feed(bytes("6"), at: .seconds(2)) == [.key(.character("6"))])
  }

  @Test("an OSC reply cut off gives nothing; what follows is typed")
  func oscCutOff() {
    var parser = InputParser()
    #expect(parser.feed(bytes("\u{1B}]11;rgb:00"), at: .zero) == [])
    #expect(parser.flushingEverything() == [])
    #expect(parser.feed(bytes("7"), at: .seconds(1)) + parser.flushingEverything() == [.key(.character("7"))])
  }

  @Test("a paste is a paste while its parts keep coming up to 2 s apart; with no end it ends 2 s after the last")
  func pasteGap() {
    var parser = InputParser()
    #expect(parser.feed(bytes("\u{1B}[200~12"), at: .zero) == [])
    #expect(parser.deadline == InputParser.pasteGap)
    #expect(parser.feed(bytes("3r\r"), at: .milliseconds(1900)) == [], "1.9 s later: still the paste")
    #expect(parser.deadline == .milliseconds(1900) + InputParser.pasteGap, "measured from the last part")
    #expect(parser.feed(bytes("4\u{1B}[201~"), at: .milliseconds(3700)) == [.paste("123r\r4")])
    #expect(parser.deadline == nil)
    // No end: nothing for 2 s ends it, and what comes after is typed.
    #expect(parser.feed(bytes("\u{1B}[200~5"), at: .seconds(10)) == [])
    #expect(parser.feed(bytes("6"), at: .seconds(12)) == [.paste("5"), .key(.character("6"))])
  }

  @Test("a sequence inside a paste is dropped, not pasted as its digits")
  func sequenceInsidePaste() {
    let text = "\u{1B}[200~1\u{1B}[<0;40;8M\u{1B}[<0;40;8m2\u{1B}[1;5A3\u{1B}]11;rgb:0/0/0\u{07}4\u{1B}[201~"
    #expect(parse([bytes(text)]) == [.paste("1234")])
    // A lone `ESC [ 200 ~` and a click after it: the click is no paste text.
    var parser = InputParser()
    #expect(parser.feed(bytes("\u{1B}[200~"), at: .zero) == [])
    #expect(parser.feed(Self.click, at: .milliseconds(300)) == [])
    #expect(parser.flush(at: .milliseconds(2299)) == [], "2 s after the last part")
    #expect(parser.flush(at: .milliseconds(2300)) == [.paste("")])
  }

  @Test("a nested paste start is ignored; a stray end does nothing")
  func nestedPaste() {
    let text = "\u{1B}[200~1\u{1B}[200~2\u{1B}[201~3\u{1B}[201~"
    #expect(parse([bytes(text)]) == [.paste("12"), .key(.character("3"))])
    #expect(parse([bytes("\u{1B}[201~5")]) == [.key(.character("5"))])
  }

  // Not a timing test: linear parsing takes a fraction of a second here, the quadratic copying
  // this guards against (a copy of the paste per byte) took 30 s for 400,000 digits and would take
  // hours for these 2,000,000; the limit only stops such a run. `make bench` measures the speed.
  @Test("a paste takes time linear in its length: 2,000,000 digits in reads of 4 KiB", .timeLimit(.minutes(1)))
  func pasteIsLinear() {
    let digits = String(repeating: "1234567890", count: 200_000)
    let all = bytes("\u{1B}[200~\(digits)\u{1B}[201~")
    var parser = InputParser()
    var events: [InputEvent] = []
    for start in stride(from: 0, to: all.count, by: 4096) {
      events += parser.feed(all[start..<min(start + 4096, all.count)], at: .zero)
    }
    #expect(events == [.paste(digits)])
  }

  @Test("terminfo's own sequences take precedence over the defaults, but not over the DEC keypad's standard")
  func terminfoFirst() {
    let sequence = bytes("\u{1B}[1~")
    #expect(parse([sequence]) == [.key(.home)])
    let table = KeyTable(capabilities: [("kf20", sequence), ("kcuu1", bytes("\u{1B}Ox"))], utf8: true)
    #expect(parse([sequence], keys: table) == [.key(.function(20))])
    #expect(parse([bytes("\u{1B}Ox")], keys: table) == [.key(.character("8"))], "keypad 8, whatever its name")
  }

  @Test("X10 releases name the button that was pressed last")
  func x10Release() {
    let middlePress: [UInt8] = [27, 91, 77, 33, 40, 40]
    let release: [UInt8] = [27, 91, 77, 35, 40, 40]
    let at = Point(x: 7, y: 7)
    #expect(
      parse([middlePress + release]) == [
        .mouse(MouseEvent(button: .middle, action: .press, position: at)),
        .mouse(MouseEvent(button: .middle, action: .release, position: at)),
      ])
  }

  @Test("a long paste arrives whole, however it is split")
  func longPaste() {
    let digits = String((0..<10_000).map { Character(String($0 % 10)) })
    let all = bytes("\u{1B}[200~\(digits)\u{1B}[201~")
    let chunks = stride(from: 0, to: all.count, by: 997).map { Array(all[$0..<min($0 + 997, all.count)]) }
    #expect(parse(chunks) == [.paste(digits)])
  }
}
