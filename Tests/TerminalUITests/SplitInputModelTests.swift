import Testing

@testable import TerminalUI

/// The one model of split input (the toolkit guide, TerminalUI.docc/Guide.md, "Split input"): a
/// terminal's bytes arrive in order, so a sequence's rest is only ever the next read, and only
/// where it completes a sequence the terminal sends; anything else is what a person typed.
/// Each case is one the issue saw go wrong, with its timings.
@Suite("Input parser: the split-input model")
struct SplitInputModelTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
  private static func typed(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

  /// `reads` at the times given (milliseconds), then every delay passed.
  private static func parse(_ reads: [(Int, String)], keys: KeyTable = KeyTable()) -> [InputEvent] {
    var parser = InputParser(keys: keys)
    var events: [InputEvent] = []
    for (milliseconds, text) in reads { events += parser.feed(bytes(text), at: .milliseconds(milliseconds)) }
    while let deadline = parser.deadline { events += parser.flush(at: deadline) }
    return events
  }

  @Test("keys typed after an abandoned sequence are keys: 7 8 =, 100 ms apart, and a q after them quits")
  func keysAfterAnAbandonedSequence() {
    #expect(Self.parse([(0, "\u{1B}[1;5"), (600, "7"), (700, "8"), (800, "=")]) == Self.typed("78="))
    #expect(Self.parse([(0, "\u{1B}[1;5"), (600, "7"), (700, "8"), (800, "q")]) == Self.typed("78q"))
    // `ESC [ 1 ; 5 q` is no key a terminal sends: the q right after is typed too.
    #expect(Self.parse([(0, "\u{1B}[1;5"), (600, "q")]) == Self.typed("q"))
    #expect(Self.parse([(0, "\u{1B}[1;5"), (600, "7"), (6_200, "q")]) == Self.typed("7q"), "after the window")
  }

  @Test("a person's [ O ] P X after Esc open nothing: what they type next is typed, a key every 0.3 s")
  func personsIntroducersAfterEscape() {
    for introducer in ["[", "O", "]", "P", "X", "^", "_"] {
      let reads = [(0, "\u{1B}"), (200, introducer)] + "56789q".enumerated().map { (500 + 300 * $0, String($1)) }
      #expect(Self.parse(reads) == [.key(.escape)] + Self.typed(introducer + "56789q"), "\(introducer)")
    }
    #expect(Self.parse([(0, "\u{1B}"), (150, "O"), (300, "q")]) == [.key(.escape)] + Self.typed("Oq"))
  }

  @Test("an Esc is taken back only once a whole sequence followed it; a piece that breaks off leaves it standing")
  func retractionWaitsForTheWholeSequence() {
    #expect(
      Self.parse([(0, "\u{1B}"), (100, "[1;5"), (300, "A")]) == [
        .key(.escape), .escapeRetracted, .key(.modified(.up, .control)),
      ])
    // The piece broke off (no more came in time): a person typed it, after their Esc.
    #expect(Self.parse([(0, "\u{1B}"), (100, "[1;5"), (3_000, "7")]) == [.key(.escape)] + Self.typed("[1;57"))
    #expect(Self.parse([(0, "\u{1B}"), (100, "[1;5"), (700, "A")]) == [.key(.escape)] + Self.typed("[1;5A"))
  }

  @Test("a read taken as keys ends the wait for a rest: what comes after it is typed too")
  func keysEndTheWait() {
    // The terminal's bytes come in order: its rest would have come before the person's 5.
    #expect(Self.parse([(0, "\u{1B}[<0;3"), (700, "5"), (900, "0;10M")]) == Self.typed("50;10M"))
    #expect(Self.parse([(0, "\u{1B}[12;3"), (700, "5"), (900, "0R")]) == Self.typed("50R"))
    // A cursor-position reply's rest `0R`, the next read: no 0, and no Caps Lock R (reset).
    #expect(Self.parse([(0, "\u{1B}[12;3"), (700, "0R")]) == [])
    #expect(Self.parse([(0, "\u{1B}[12;3"), (700, "0R5")]) == Self.typed("5"), "what follows the rest is typed")
  }

  @Test("Esc pressed after a report broken off: the Esc acts, and what comes after it is typed")
  func escapeAfterABrokenReport() {
    #expect(Self.parse([(0, "\u{1B}[<0;4"), (700, "\u{1B}"), (1400, "5")]) == [.key(.escape)] + Self.typed("5"))
  }

  @Test("a whole key after an abandoned X10 report's start is that key, not the report's rest")
  func keyAfterAnAbandonedX10Report() {
    #expect(Self.parse([(0, "\u{1B}[M "), (700, "\u{1B}[1;5A")]) == [.key(.modified(.up, .control))])
    #expect(Self.parse([(0, "\u{1B}[M "), (700, "\u{1B}[15~")]) == [.key(.function(5))])
  }

  @Test("one key a read is one character, in any script: й and к after an abandoned OSC are keys")
  func oneKeyInUTF8() {
    #expect(Self.parse([(0, "\u{1B}]11;rgb:00"), (700, "й"), (1700, "к")]) == Self.typed("йк"))
  }

  @Test("a late Alt rest that is no character leaves nothing behind: a click 8 s later is a click")
  func lateAltRestEnds() {
    var parser = InputParser()
    _ = parser.feed([0x1B], at: .zero)
    _ = parser.flush(at: .milliseconds(25))
    _ = parser.feed([0x1B, 0xE0, 0x80], at: .seconds(1))  // ESC and an overlong start: no character
    _ = parser.flush(at: .seconds(2))
    let click = parser.feed(Array("\u{1B}[<0;3;1M".utf8), at: .seconds(9))
    #expect(click == [.mouse(MouseEvent(button: .left, action: .press, position: Point(x: 2, y: 0)))])
  }

  @Test("the last round's late rests still hold: F5, a click, Esc then [15~ 0.7 s later")
  func lastRoundsCases() {
    #expect(Self.parse([(0, "\u{1B}[1"), (700, "5~")]) == [])
    #expect(Self.parse([(0, "\u{1B}[<0;3"), (700, "2;10M")]) == [])
    #expect(Self.parse([(0, "1"), (200, "\u{1B}"), (900, "[15~")]) == Self.typed("1") + [.key(.escape)])
  }

  @Test("a sequence split right after its ESC, 50 to 300 ms: the Esc is retracted, the sequence is one key")
  func splitAfterEscape() {
    for gap in [50, 100, 300, 490] {
      #expect(Self.parse([(0, "\u{1B}"), (gap, "[A")]) == [.key(.escape), .escapeRetracted, .key(.up)])
      #expect(Self.parse([(0, "\u{1B}"), (gap, "[I")]) == [.key(.escape), .escapeRetracted], "a focus report")
      #expect(Self.parse([(0, "\u{1B}"), (gap, "OM")]) == [.key(.escape), .escapeRetracted, .key(.enter)])
      #expect(
        Self.parse([(0, "\u{1B}"), (gap, "[200~12\u{1B}[201~")]) == [.key(.escape), .escapeRetracted, .paste("12")])
    }
  }

  @Test("Alt plus a key or a report is never Esc: rxvt-unicode's ESC ESC [ A and its kin")
  func altPrefix() {
    #expect(Self.parse([(0, "\u{1B}\u{1B}[A")]) == [.key(.modified(.up, .alt))])
    #expect(Self.parse([(0, "\u{1B}\u{1B}[5~")]) == [.key(.modified(.pageUp, .alt))])
    #expect(Self.parse([(0, "\u{1B}\u{1B}[15~")]) == [.key(.modified(.function(5), .alt))])
    #expect(Self.parse([(0, "\u{1B}\u{1B}OA")]) == [.key(.modified(.up, .alt))])
    #expect(Self.parse([(0, "\u{1B}\u{1B}[1;5A")]) == [.key(.modified(.up, [.control, .alt]))])
    let press = MouseEvent(button: .left, action: .press, position: Point(x: 2, y: 0))
    #expect(Self.parse([(0, "\u{1B}\u{1B}[<0;3;1M")]) == [.mouse(press)], "a click, no Esc")
    #expect(Self.parse([(0, "\u{1B}\u{1B}")]) == [.key(.escape), .key(.escape)], "Esc twice, nothing after")
  }

  @Test("the keypad's centre without Num Lock is no digit; the DEC keypad is read by its code")
  func keypad() {
    for centre in ["\u{1B}[E", "\u{1B}[G", "\u{1B}OE"] {
      #expect(!Self.parse([(0, centre)]).contains { $0 == .key(.character("5")) }, "\(centre.debugDescription)")
    }
    // vt100's terminfo calls keypad 1 `ka1`, keypad 0 `kc1`: the keys type 1 and 0 still.
    let vt100 = KeyTable(
      capabilities: [
        ("ka1", Self.bytes("\u{1B}Oq")), ("kb2", Self.bytes("\u{1B}Or")), ("kc1", Self.bytes("\u{1B}Op")),
      ], utf8: true)
    #expect(Self.parse([(0, "\u{1B}Oq\u{1B}Or\u{1B}Op\u{1B}On")], keys: vt100) == Self.typed("120."))
  }

  @Test("a paste whose end comes 1.2 s after its start is one paste: its tail presses nothing")
  func slowPaste() {
    #expect(Self.parse([(0, "\u{1B}[200~1 2"), (1200, "r\r3\u{1B}[201~")]) == [.paste("1 2r\r3")])
  }

  @Test("8-bit CSI and SS3: raw where the locale is not UTF-8, C2 9B where it is")
  func eightBitControls() {
    var latin = InputParser(utf8: false)
    #expect(
      latin.feed([0x9B, UInt8(ascii: "A"), 0x8F, UInt8(ascii: "P")], at: .zero) == [.key(.up), .key(.function(1))])
    var utf8 = InputParser()
    #expect(
      utf8.feed([0xC2, 0x9B, UInt8(ascii: "1"), UInt8(ascii: "1"), UInt8(ascii: "~")], at: .zero) == [
        .key(.function(1))
      ])
    #expect(
      utf8.feed([0x9B, UInt8(ascii: "3"), UInt8(ascii: "~")], at: .seconds(1)) == [.key(.delete)],
      "a raw 9B where no character is under way: a terminal in 8-bit mode (xterm-8bit) in a UTF-8 locale")
    #expect(utf8.feed([0xC4, 0x9B], at: .seconds(2)) == [.key(.character("ě"))], "9B inside a character is its own")
    // An 8-bit paste's end ends the paste: what follows is typed, not pasted.
    var paste = InputParser(utf8: false)
    let bytes = [0x9B] + Array("200~567".utf8) + [0x9B] + Array("201~8".utf8)
    #expect(paste.feed(bytes, at: .zero) == [.paste("567"), .key(.character("8"))])
  }

  @Test(
    "in UTF-8 a paste ends by either form of 8-bit CSI, C2 9B or a raw 9B; a pasted character holding 9B (ě) stays whole",
    arguments: [[0xC2, 0x9B], [0x9B]])
  func utf8PasteEnds(csi: [UInt8]) {
    var parser = InputParser()
    let bytes = Array("\u{1B}[200~ě5".utf8) + csi + Array("201~8".utf8)
    #expect(parser.feed(bytes, at: .zero) == [.paste("ě5"), .key(.character("8"))])
  }

  @Test("a key is a grapheme cluster: accents, decomposed Hangul, skin tones and flags are one key each")
  func graphemeClusters() {
    #expect(Self.parse([(0, "cafe\u{301}")]) == Self.typed("caf") + [.key(.character("e\u{301}"))])
    #expect(Self.parse([(0, "\u{1112}\u{1161}\u{11AB}")]) == [.key(.character("한"))])
    #expect(Self.parse([(0, "👍🏽🇷🇺👨‍👩‍👧")]) == Self.typed("👍🏽🇷🇺👨‍👩‍👧"))
    #expect(Self.parse([(0, "и\u{306}")]) == [.key(.character("й"))], "a decomposed й is the й key (q)")
    #expect(
      Self.parse([(0, "\u{301}1")]) == [.key(.character("\u{301}")), .key(.character("1"))],
      "a mark with nothing before it in its read is a key of its own, for a text field to join")
  }

  @Test(
    "a combining mark, a conjoining jamo, a ZWJ or a variation selector in a read of its own is delivered, never dropped",
    arguments: [
      ["e", "\u{301}", "x"], ["\u{1112}", "\u{1161}", "\u{11AB}"], ["👩", "\u{200D}", "💻"],
      ["1", "\u{FE0F}", "\u{20E3}"],
      ["👍", "\u{1F3FD}"],
    ])
  func zeroWidthKeysAlone(reads: [String]) {
    let timed = reads.enumerated().map { (index, text) in (index * 300, text) }
    #expect(Self.parse(timed) == reads.map { .key(.character(Character($0))) })
    // Joined, as a text field joins them, they are the one cluster the same keys in one read give.
    #expect(Self.parse([(0, reads.joined())]) == Self.typed(reads.joined()))
  }
}
