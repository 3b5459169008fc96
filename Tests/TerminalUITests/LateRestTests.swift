import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// A sequence given up at its gap whose rest arrives later still (a slow link holding a segment
/// back): the next read is its rest, dropped, where with it it makes a whole sequence the terminal
/// sends; anything else is typed.
@Suite("Input parser: the late rest of a sequence given up")
struct LateRestTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// `parts` as reads `gap` apart, then every delay passed.
  private static func parse(_ parts: [String], gap: Duration = .milliseconds(700)) -> [InputEvent] {
    var parser = InputParser()
    var events: [InputEvent] = []
    var now = Duration.zero
    for part in parts {
      events += parser.feed(bytes(part), at: now)
      now += gap
    }
    return events + parser.flushingEverything()
  }

  private static func typed(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  @Test(
    "what the issue saw typed, 0.7 s and 1 s apart, is dropped",
    arguments: [
      ["\u{1B}[1", "5~"],  // F5
      ["\u{1B}[", "24~"],  // F12
      ["\u{1B}[<0;3", "2;10M"],  // a click's press
      ["\u{1B}[<64;", "40;10M"],  // a wheel report
    ], [700, 1000])
  func issueCases(parts: [String], milliseconds: Int) {
    #expect(Self.parse(parts, gap: .milliseconds(milliseconds)) == [])
  }

  @Test("a click whose press's rest is late: the press is dropped, the release after it is no click")
  func lateClick() {
    let release = MouseEvent(button: .left, action: .release, position: Point(x: 39, y: 7))
    #expect(Self.parse(["\u{1B}[", "<0;40;8M\u{1B}[<0;40;8m"]) == [.mouse(release)])
  }

  @Test("a lone Esc stays the Esc key; its sequence's rest 0.7 s later types nothing")
  func loneEscapeThenRest() {
    #expect(Self.parse(["\u{1B}", "[15~"]) == [.key(.escape)])
    #expect(Self.parse(["\u{1B}", "]11;rgb:0000/0000/0000\u{07}"]) == [.key(.escape)], "an OSC reply's rest")
  }

  @Test("keys typed after the Esc key are keys, however soon, read one at a time")
  func keysAfterEscape() {
    #expect(Self.parse(["\u{1B}", "1", "5"]) == [.key(.escape)] + Self.typed("15"))
    #expect(Self.parse(["\u{1B}", "["]) == [.key(.escape), .key(.character("["))])
    #expect(Self.parse(["\u{1B}", "q"]) == [.key(.escape), .key(.character("q"))])
  }

  @Test("only the next read may be the rest: a rest late in two pieces is typed, as the terminal's bytes came in order")
  func restSplitAgain() {
    var parser = InputParser()
    #expect(parser.feed(Self.bytes("\u{1B}[<0;3"), at: .zero) == [])
    #expect(parser.feed(Self.bytes("2;1"), at: .milliseconds(800)) == Self.typed("2;1"))
    #expect(parser.feed(Self.bytes("0M7"), at: .milliseconds(1100)) == Self.typed("0M7"))
  }

  @Test("a late read that does not end the sequence is typed, whatever its length")
  func unfinishedIsTyped() {
    var parser = InputParser()
    #expect(parser.feed(Self.bytes("\u{1B}[<0;"), at: .zero) == [])
    #expect(parser.feed(Self.bytes("5"), at: .seconds(1)) == Self.typed("5"))
    #expect(parser.feed(Self.bytes("40;"), at: .seconds(3)) == Self.typed("40;"), "three keys in one read (ssh)")
    #expect(parser.feed(Self.bytes("7M"), at: .seconds(4)) == Self.typed("7M"), "after keys, no read is a rest")
    #expect(Self.parse(["\u{1B}[", "12\r"]) == Self.typed("12") + [.key(.enter)])
    #expect(Self.parse(["\u{1B}[", "2;1"]) == Self.typed("2;1"))
  }

  @Test(
    "a late rest of one byte that makes a key or a reply never acts, whatever key it would be alone: R, q, r, s, Q, H, u, ~",
    arguments: [
      ("\u{1B}[12;40", "R"), ("\u{1B}O", "q"), ("\u{1B}O", "r"), ("\u{1B}O", "s"), ("\u{1B}O", "Q"),
      ("\u{1B}[1;5", "H"), ("\u{1B}[?1", "u"), ("\u{1B}[15", "~"),
    ] as [(String, String)], [550, 700, 3_000, 5_000] as [Int])
  func oneByteRests(pieces: (String, String), milliseconds: Int) {
    #expect(Self.parse([pieces.0, pieces.1], gap: .milliseconds(milliseconds)) == [])
  }

  @Test("the issue's lost keys: two digits in one read after a broken sequence are typed, 0.7, 3 and 5 s later")
  func twoDigitsAfterABrokenSequence() {
    for milliseconds in [700, 3_000, 5_000] {
      #expect(Self.parse(["\u{1B}[1;5", "78"], gap: .milliseconds(milliseconds)) == Self.typed("78"))
      #expect(Self.parse(["\u{1B}O", "12"], gap: .milliseconds(milliseconds)) == Self.typed("12"))
    }
  }

  @Test("a digit typed, then SumCalc's own query answered in two pieces: the digit stays, the u is no undo")
  func queryAnsweredInPieces() {
    #expect(Self.parse(["4", "\u{1B}[?1", "u"]) == Self.typed("4"))
  }

  @Test("after the window, what comes is typed")
  func afterTheWindow() {
    let late = InputParser.lateRestWindow + .milliseconds(600)
    #expect(Self.parse(["\u{1B}[1", "5~"], gap: late) == Self.typed("5~"))
    #expect(Self.parse(["\u{1B}", "[15~"], gap: late) == [.key(.escape)] + Self.typed("[15~"))
  }

  @Test("a paste's start that comes late still starts the paste: its text is never typed as keys")
  func latePasteStart() {
    #expect(Self.parse(["\u{1B}[20", "0~12q\u{1B}[201~"]) == [.paste("12q")])
  }

  /// The rows of the corpus that are one sequence (a reply may end in `ESC \`) a terminal sends
  /// unasked or to a query: all but three, which no terminal sends unless a program asks for them.
  private static let singleSequences = sequences.filter { InputParser().isSentByTerminal($0.bytes) }
  private static let sequences = TerminalInputCorpus.rows.filter { row in
    let escapes = row.bytes.indices.filter { row.bytes[$0] == 0x1B }
    let terminators = escapes.filter { $0 + 1 < row.bytes.count && row.bytes[$0 + 1] == UInt8(ascii: "\\") }
    let controls = row.bytes.indices.filter { row.bytes[$0] < 0x20 && row.bytes[$0] != 0x1B }
    return row.bytes.count >= 3 && escapes == [0] + terminators
      && InputParser.introducers.contains(row.bytes[1])
      && controls.allSatisfy { $0 == row.bytes.count - 1 && row.bytes[$0] == 0x07 }
  }

  @Test(
    "every sequence kind, split anywhere with its rest 0.7 s late: nothing typed, a rest of one byte too",
    arguments: singleSequences)
  func everySplit(_ row: CorpusRow) {
    for cut in 1..<row.bytes.count {
      var parser = InputParser()
      var events = parser.feed(Array(row.bytes[..<cut]), at: .zero)
      events += parser.feed(Array(row.bytes[cut...]), at: .milliseconds(700))
      events += parser.flushingEverything()
      #expect(events == (cut == 1 ? [.key(.escape)] : []), "split after byte \(cut)")
      #expect(parser.feed(Self.bytes("7"), at: .seconds(9)) == Self.typed("7"), "typing goes on")
    }
  }

  @Test("the corpus gives that test every kind of sequence")
  func everyKind() {
    let introducers = Set(Self.singleSequences.map { $0.bytes[1] })
    #expect(introducers == InputParser.introducers)
    #expect(Self.singleSequences.count > 40)
    let unsent = Self.sequences.filter { !InputParser().isSentByTerminal($0.bytes) }.map(\.what)
    #expect(unsent == ["win32-input-mode key", "an unknown SS3", "an over-long sequence"])
  }

  @Test("a sequence no terminal sends unasked: its late rest is typed, a person's keys")
  func unsentSequences() {
    #expect(Self.parse(["\u{1B}O", "z"]) == Self.typed("z"))
    #expect(Self.parse(["\u{1B}[65;30;97;1;0;1", "_"]) == Self.typed("_"))
  }
}
