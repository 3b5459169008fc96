import Testing

@testable import TerminalUI

@Suite("UTF-8 assembler: bytes to scalars, invalid bytes dropped alone")
struct UTF8AssemblerTests {
  private func assemble(_ bytes: [UInt8]) -> String {
    var assembler = UTF8Assembler()
    var text = ""
    for byte in bytes {
      if let scalar = assembler.feed(byte) { text.unicodeScalars.append(scalar) }
    }
    return text
  }

  @Test("ASCII, Cyrillic, Hangul and emoji come through whole")
  func valid() {
    for text in ["123", "Сумма", "숫자", "🙂", "a한b"] {
      #expect(assemble(Array(text.utf8)) == text)
    }
  }

  @Test("a byte that is never UTF-8 costs only itself", arguments: [0xFF, 0xFE, 0xC0, 0xC1, 0xF5, 0x80] as [UInt8])
  func invalidByteAlone(_ byte: UInt8) {
    #expect(assemble([0x31, byte, 0x32, 0x33]) == "123")
  }

  @Test("a sequence cut short gives way to the byte that interrupts it")
  func truncatedSequence() {
    #expect(assemble([0xE2, 0x82, 0x32]) == "2")  // € missing its last byte, then 2
    #expect(assemble([0xD0, 0xD0, 0xA1]) == "С")  // a lead byte restarts the sequence
  }

  @Test("overlong forms and surrogates are rejected")
  func overlongAndSurrogates() {
    #expect(assemble([0xE0, 0x80, 0xAF, 0x31]) == "1")  // overlong "/"
    #expect(assemble([0xED, 0xA0, 0x80, 0x31]) == "1")  // U+D800
    #expect(assemble([0xF4, 0x90, 0x80, 0x80, 0x31]) == "1")  // beyond U+10FFFF
  }
}
