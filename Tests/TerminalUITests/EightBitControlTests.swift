import Testing
import ToolkitTestSupport

@testable import TerminalUI

/// 8-bit controls raw and in their UTF-8 form (`C2` before the byte), in a UTF-8 locale and in any
/// other: key strings, a paste's end and a control string's `ST` alike — and the key typed 0.2 s
/// after each is that key, never swallowed.
@Suite("Input parser: 8-bit controls in both forms, in every locale")
struct EightBitControlTests {
  /// `bytes`, then `7` typed 0.2 s later, then every delay passed.
  private static func parse(_ bytes: [UInt8], utf8: Bool) -> [InputEvent] {
    var parser = InputParser(utf8: utf8)
    let events = parser.feed(bytes, at: .zero) + parser.feed(Array("7".utf8), at: .milliseconds(200))
    return events + parser.flushingEverything()
  }

  private static let seven = InputEvent.key(.character("7"))

  @Test("CSI and SS3 keys, raw and as C2 9B, C2 8F", arguments: [true, false], [[0x9B], [0xC2, 0x9B]])
  func keys(utf8: Bool, csi: [UInt8]) {
    #expect(Self.parse(csi + Array("3~".utf8), utf8: utf8) == [.key(.delete), Self.seven])
    #expect(Self.parse(csi + Array("11~".utf8), utf8: utf8) == [.key(.function(1)), Self.seven])
    let ss3: [UInt8] = csi.count == 2 ? [0xC2, 0x8F] : [0x8F]
    #expect(Self.parse(ss3 + Array("P".utf8), utf8: utf8) == [.key(.function(1)), Self.seven])
  }

  @Test(
    "a DCS, OSC or APC ended by 8-bit ST, raw or C2 9C, ends there: the key after it is typed",
    arguments: [true, false], [[0x9C], [0xC2, 0x9C]])
  func stringTerminators(utf8: Bool, terminator: [UInt8]) {
    let dcs: [UInt8] = terminator.count == 2 ? [0xC2, 0x90] : [0x90]
    #expect(Self.parse(dcs + Array("1$r0m".utf8) + terminator, utf8: utf8) == [Self.seven], "a DECRQSS reply")
    #expect(Self.parse(Array("\u{1B}]11;rgb:0000/0000/0000".utf8) + terminator, utf8: utf8) == [Self.seven])
    #expect(Self.parse(Array("\u{1B}_Gi=1;OK".utf8) + terminator, utf8: utf8) == [Self.seven], "a kitty graphics reply")
  }

  @Test("in UTF-8, a 9C inside a character of a string is the character's: Ĝ (C4 9C) in a title ends nothing")
  func terminatorInsideACharacter() {
    let title = Array("\u{1B}]2;Ĝ1".utf8)  // 1 typed later would be part of the title, were it still open
    #expect(Self.parse(title + [0x07], utf8: true) == [Self.seven])
    var parser = InputParser()
    #expect(parser.feed(title, at: .zero) == [])
    #expect(parser.feed([0x07], at: .milliseconds(100)) == [], "the title was still open: BEL ends it")
  }

  @Test(
    "a paste ends at either form of 8-bit CSI 201~, in every locale", arguments: [true, false], [[0x9B], [0xC2, 0x9B]])
  func pasteEnds(utf8: Bool, csi: [UInt8]) {
    let bytes = csi + Array("200~12".utf8) + csi + Array("201~".utf8)
    #expect(Self.parse(bytes, utf8: utf8) == [.paste("12"), Self.seven])
  }
}
