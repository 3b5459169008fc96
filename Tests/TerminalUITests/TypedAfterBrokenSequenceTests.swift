import Testing

@testable import TerminalUI

/// What people typed after a sequence broke off, in a text screen and in the calculator: typed,
/// whatever its length and however late, unless with the piece it makes a whole sequence this
/// terminal sends (its terminfo entry's keys, a mouse report, a kitty key, an answer to a query).
/// Each case is one an adversarial pass saw lost, with its timings.
@Suite("Input parser: a person's keys after a broken sequence are typed")
struct TypedAfterBrokenSequenceTests {
  private static func typed(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

  /// `reads`, each after the pause given (seconds) since the one before, then every delay passed.
  private static func parse(_ reads: [(Double, String)], keys: KeyTable = KeyTable()) -> [InputEvent] {
    var parser = InputParser(keys: keys)
    var (events, now): ([InputEvent], Duration) = ([], .zero)
    for (pause, text) in reads {
      now += .milliseconds(Int(pause * 1000))
      events += parser.feed(Array(text.utf8), at: now)
    }
    while let deadline = parser.deadline { events += parser.flush(at: deadline) }
    return events
  }

  /// xterm's own table, as SumCalc and Notes read it there.
  private static let xterm: KeyTable = {
    guard let entry = TerminfoEntry("xterm-256color") else { return KeyTable() }
    return KeyTable(capabilities: entry.keys, utf8: true)
  }()

  @Test("Notes' editor: a letter after ESC[1;5, a word a key every 0.2 s, W 4 s on, two keys in one read")
  func textAfterABrokenKey() {
    let broken = (0.0, "\u{1B}[1;5")
    #expect(Self.parse([broken, (0.7, "a"), (0.3, "b"), (0.3, "c")], keys: Self.xterm) == Self.typed("abc"))
    let word = "hello".map { (0.2, String($0)) }
    #expect(Self.parse([broken, (2.0, "h")] + word.dropFirst(), keys: Self.xterm) == Self.typed("hello"))
    #expect(Self.parse([broken, (4.0, "W")], keys: Self.xterm) == Self.typed("W"))
    #expect(Self.parse([broken, (0.7, "ok")], keys: Self.xterm) == Self.typed("ok"))
  }

  @Test(
    "ESC O, then x 0.7 s later: under tmux, which names no ESC O x, the x is typed; xterm's keypad 8 and F1's P are not"
  )
  func keypadLetter() {
    let tmux: KeyTable =
      TerminfoEntry("tmux-256color").map { KeyTable(capabilities: $0.keys, utf8: true) } ?? KeyTable()
    #expect(Self.parse([(0, "\u{1B}O"), (0.7, "x")], keys: tmux) == Self.typed("x"))
    #expect(Self.parse([(0, "\u{1B}O"), (0.7, "x")], keys: Self.xterm) == [], "xterm's ka2, the keypad's 8")
    #expect(Self.parse([(0, "\u{1B}O"), (0.7, "P")], keys: tmux) == [])
  }

  @Test("a title cut short, then hello world in one read (ssh, an unbracketed paste), then Esc: all typed")
  func textAfterABrokenTitle() {
    let events = Self.parse([(0, "\u{1B}]0;t"), (0.7, "hello world"), (0.3, "\u{1B}")], keys: Self.xterm)
    #expect(events == Self.typed("hello world") + [.key(.escape)])
  }

  @Test("SumCalc: 4 then q after ESC[1;5 type 4 and quit; r5 resets and adds 5; 789 in one read adds 789")
  func calculatorKeys() {
    let broken = (0.0, "\u{1B}[1;5")
    #expect(Self.parse([broken, (1.0, "4"), (0.5, "q")], keys: Self.xterm) == Self.typed("4q"))
    #expect(Self.parse([broken, (1.0, "r5")], keys: Self.xterm) == Self.typed("r5"))
    #expect(Self.parse([broken, (1.0, "789")], keys: Self.xterm) == Self.typed("789"))
    #expect(Self.parse([(0, "\u{1B}[<"), (0.7, "q")], keys: Self.xterm) == Self.typed("q"))
  }

  @Test("a broken sequence, then Esc, Esc and 21= in one read: Esc twice, then 2 1 =")
  func escapesAndDigitsInOneRead() {
    let events = Self.parse([(0, "\u{1B}[1;5"), (0.7, "\u{1B}\u{1B}21=")], keys: Self.xterm)
    #expect(events == [.key(.escape), .key(.escape)] + Self.typed("21="))
  }

  @Test("the terminal's own rest, the next read, is still dropped: Ctrl+Up, a click, a cursor report, a colour")
  func terminalsRestDropped() {
    #expect(Self.parse([(0, "\u{1B}[1;5"), (0.7, "A")], keys: Self.xterm) == [])
    #expect(Self.parse([(0, "\u{1B}[<0;40"), (0.7, ";8M7")], keys: Self.xterm) == Self.typed("7"))
    #expect(Self.parse([(0, "\u{1B}[12;4"), (0.7, "0R")], keys: Self.xterm) == [])
    #expect(Self.parse([(0, "\u{1B}]11;rgb:00"), (0.7, "00/0000/0000\u{7}")], keys: Self.xterm) == [])
  }

  @Test(
    "an Esc taken back only for a whole sequence after it: its pieces in time make one key; a person's [ then A do not")
  func escapeTakenBack() {
    let up = [InputEvent.key(.escape), .escapeRetracted, .key(.up)]
    #expect(Self.parse([(0, "\u{1B}"), (0.1, "OA")], keys: Self.xterm) == up)
    #expect(Self.parse([(0, "\u{1B}"), (0.1, "[A")], keys: Self.xterm) == up, "in the other cursor-key mode too")
    let click = MouseEvent(button: .left, action: .press, position: Point(x: 39, y: 7))
    #expect(
      Self.parse([(0, "\u{1B}"), (0.1, "[<0;4"), (0.1, "0;8M")], keys: Self.xterm) == [
        .key(.escape), .escapeRetracted, .mouse(click),
      ], "a click in three pieces")
    #expect(
      Self.parse([(0, "\u{1B}"), (0.1, "["), (0.1, "A")], keys: Self.xterm) == [.key(.escape)] + Self.typed("[A"))
  }

  @Test("a sequence cut short by another, which then breaks off: the next read is weighed against the second alone")
  func sequenceCutShortByAnother() {
    #expect(Self.parse([(0, "\u{1B}[1;5\u{1B}[<0;4"), (0.7, "0;8M")], keys: Self.xterm) == [])
    #expect(Self.parse([(0, "\u{1B}]0;t\u{1B}[<0;4"), (0.7, "0;8M")], keys: Self.xterm) == [], "after a string's ESC")
    #expect(Self.parse([(0, "\u{1B}[1;5\u{1B}[<0;4"), (0.7, "7")], keys: Self.xterm) == Self.typed("7"))
  }

  @Test("interix's F1 (ESC F 1) whose ESC came alone: taken back within 500 ms; later its rest is dropped whole")
  func tableKeyAfterALoneEscape() {
    let interix: KeyTable = TerminfoEntry("interix").map { KeyTable(capabilities: $0.keys, utf8: true) } ?? KeyTable()
    #expect(
      Self.parse([(0, "\u{1B}"), (0.1, "F1")], keys: interix) == [.key(.escape), .escapeRetracted, .key(.function(1))])
    #expect(Self.parse([(0, "\u{1B}"), (0.7, "F1")], keys: interix) == [.key(.escape)])
  }
}
