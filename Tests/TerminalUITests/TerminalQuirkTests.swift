import Testing

@testable import TerminalUI

/// What particular terminals send, read as the key people mean: GNU screen's held Esc glued to a
/// whole key or click, a key string two capabilities share (st's End), a key that begins a longer
/// one arriving alone (hp2392's Page Up), and UTF-8 whose second byte is a C1 code where the
/// locale is not UTF-8.
@Suite("Input parser: terminals' quirks, read as the key people mean")
struct TerminalQuirkTests {
  private static func typed(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

  private static func table(_ name: String) -> KeyTable {
    guard let entry = TerminfoEntry(name) else { return KeyTable() }
    return KeyTable(capabilities: entry.keys, utf8: true)
  }

  /// `bytes` in one read, then every delay passed.
  private static func parse(_ bytes: [UInt8], _ parser: InputParser) -> [InputEvent] {
    var parser = parser
    let events = parser.feed(bytes, at: .zero)
    return events + parser.flushingEverything()
  }

  private static let press = MouseEvent(button: .left, action: .press, position: Point(x: 2, y: 0))

  @Test("GNU screen glues a held Esc to what follows: ESC ESC O A is Esc then Up, ESC ESC [<…M Esc then a click")
  func screenHoldsEscape() {
    let screen = InputParser(keys: Self.table("screen"), holdsEscape: true)
    #expect(Self.parse(Array("\u{1B}\u{1B}OA".utf8), screen) == [.key(.escape), .key(.up)])
    #expect(Self.parse(Array("\u{1B}\u{1B}OB".utf8), screen) == [.key(.escape), .key(.down)])
    #expect(Self.parse(Array("\u{1B}\u{1B}[<0;3;1M".utf8), screen) == [.key(.escape), .mouse(Self.press)])
    #expect(Self.parse(Array("\u{1B}\u{1B}[M #!".utf8), screen) == [.key(.escape), .mouse(Self.press)], "X10")
    #expect(Self.parse(Array("\u{1B}5".utf8), screen) == [.key(.escape)] + Self.typed("5"))
    #expect(Self.parse([0x1B, 0x1B], screen) == [.key(.escape), .key(.escape)])
    // Elsewhere rxvt-unicode's Alt+Up is still Alt+Up.
    let urxvt = InputParser(keys: Self.table("rxvt-unicode"))
    #expect(Self.parse(Array("\u{1B}\u{1B}[A".utf8), urxvt) == [.key(.modified(.up, .alt))])
  }

  @Test(
    "st gives End and the keypad's lower left one string: it is End; Home over the upper left, pages over the right")
  func sharedKeyStrings() throws {
    let st = InputParser(keys: Self.table("st-256color"))
    #expect(Self.parse(Array("\u{1B}[4~".utf8), st) == [.key(.end)])
    #expect(Self.parse(Array("\u{1B}[1~".utf8), st) == [.key(.home)])
    #expect(Self.parse(Array("\u{1B}[5~\u{1B}[6~".utf8), st) == [.key(.pageUp), .key(.pageDown)])
    // Split, and the table's own test of it.
    var parser = st
    #expect(parser.feed(Array("\u{1B}[4".utf8), at: .zero) == [])
    #expect(parser.feed(Array("~".utf8), at: .milliseconds(100)) == [.key(.end)])
    let table = KeyTable(
      capabilities: [("kc1", Array("\u{1B}[4~".utf8)), ("kend", Array("\u{1B}[4~".utf8))], utf8: true)
    #expect(table.longestKey(in: Array("\u{1B}[4~".utf8))?.0 == .end, "whichever comes first")
  }

  @Test("hp2392's Page Up, ESC v, begins its F7, ESC v CR: alone it is Page Up; with CR, F7; with a key after, both")
  func prefixKeyAlone() {
    let hp = InputParser(keys: Self.table("hp2392"))
    #expect(Self.parse(Array("\u{1B}v".utf8), hp) == [.key(.pageUp)])
    #expect(Self.parse(Array("\u{1B}v\r".utf8), hp) == [.key(.function(7))])
    #expect(Self.parse(Array("\u{1B}v5".utf8), hp) == [.key(.pageUp)] + Self.typed("5"))
    var parser = hp
    #expect(parser.feed(Array("\u{1B}v".utf8), at: .zero) == [])
    #expect(parser.feed(Array("\r".utf8), at: .milliseconds(100)) == [.key(.function(7))], "its CR in the next read")
  }

  @Test("LANG=C over ssh: П (D0 9F) and А (D0 90) are characters, no APC or DCS; the keys after them are typed")
  func utf8WithC1SecondByte() {
    let latin = InputParser(utf8: false)
    #expect(Self.parse([0xD0, 0x9F] + Array("456q".utf8), latin) == Self.typed("П456q"))
    #expect(Self.parse([0xD0, 0x90] + Array("456q".utf8), latin) == Self.typed("А456q"))
    // A raw 8-bit CSI where no character is under way is still CSI.
    #expect(Self.parse([0x9B, UInt8(ascii: "A")] + Array("7".utf8), latin) == [.key(.up)] + Self.typed("7"))
    // In a paste too, and in a control string.
    #expect(Self.parse(Array("\u{1B}[200~".utf8) + [0xD0, 0x9F] + Array("\u{1B}[201~".utf8), latin) == [.paste("П")])
    #expect(Self.parse(Array("\u{1B}]0;".utf8) + [0xD0, 0x9C] + [0x07] + Array("5".utf8), latin) == Self.typed("5"))
  }
}
