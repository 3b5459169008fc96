import Testing

@testable import TerminalUI

/// The key table's own rules, on small made-up tables (`TerminalKeyTableTests` runs real entries
/// through the parser): the longest whole string wins, bytes that stop inside a string are
/// unfinished, the first capability that gives a string names its key, what a person types or the
/// DEC standard names stays out, and 8-bit controls are matched as the terminal sends them.
@Suite("Key table")
struct KeyTableTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func theLongestWholeStringWinsAndAStringCutShortIsUnfinished() {
    let table = KeyTable(
      capabilities: [
        ("kf1", Self.bytes("\u{1B}[1")), ("kf2", Self.bytes("\u{1B}[12")), ("kf3", Self.bytes("\u{1B}[2~")),
      ],
      utf8: true)
    #expect(table.match(Self.bytes("\u{1B}[12x"), from: 0) == .key(.function(2), length: 4))
    #expect(table.match(Self.bytes("\u{1B}[1x"), from: 0) == .key(.function(1), length: 3))
    #expect(table.match(Self.bytes("7\u{1B}[2~"), from: 1) == .key(.function(3), length: 4))
    #expect(table.match(Self.bytes("\u{1B}[1"), from: 0) == .unfinished, "`ESC [ 1 2` may still come")
    #expect(table.match(Self.bytes("\u{1B}["), from: 0) == .unfinished)
    #expect(table.match(Self.bytes("\u{1B}[9"), from: 0) == .none)
    #expect(table.match(Self.bytes("x"), from: 0) == .none)
    #expect(table.begins(with: 0x1B) && !table.begins(with: UInt8(ascii: "[")))
    #expect(!table.isEmpty && KeyTable().isEmpty)
  }

  @Test func theFirstCapabilityGivingAStringNamesItsKey() {
    let table = KeyTable(
      capabilities: [("kf5", Self.bytes("\u{1B}[15~")), ("kf6", Self.bytes("\u{1B}[15~"))], utf8: true)
    #expect(table.match(Self.bytes("\u{1B}[15~"), from: 0) == .key(.function(5), length: 5))
  }

  @Test func stringsAPersonTypesOrTheStandardNamesAreLeftToTheParser() {
    let table = KeyTable(
      capabilities: [
        ("kf1", Self.bytes("ab")), ("kf2", Self.bytes("\u{1B}")), ("kcuu1", Self.bytes("\u{1B}OA")),
        ("ka1", Self.bytes("\u{1B}Oq")), ("kmous", Self.bytes("\u{1B}[M")),
      ],
      utf8: true)
    #expect(table.isEmpty)
  }

  @Test func eightBitControlsAreMatchedInTheFormTheTerminalSends() {
    let csi11 = [UInt8(0x9B)] + Self.bytes("11~")
    let inUTF8 = KeyTable(capabilities: [("kf1", csi11)], utf8: true)
    #expect(inUTF8.match([0xC2] + csi11, from: 0) == .key(.function(1), length: 5))
    #expect(inUTF8.match(csi11, from: 0) == .none, "a raw 0x9B is no control in UTF-8")
    let raw = KeyTable(capabilities: [("kf1", csi11)], utf8: false)
    #expect(raw.match(csi11, from: 0) == .key(.function(1), length: 4))
    // A sequence the parser follows itself is looked up in its 7-bit form, `ESC [`.
    #expect(inUTF8.follow(Self.bytes("\u{1B}[11~")) == .key(.function(1), length: 5))
    #expect(inUTF8.follow(Self.bytes("\u{1B}[1")) == .unfinished)
  }
}
