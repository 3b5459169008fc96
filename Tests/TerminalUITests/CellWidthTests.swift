import Testing

@testable import TerminalUI

@Suite("Cell width")
struct CellWidthTests {
  @Test func asciiIsOneCellPerCharacter() {
    #expect("Enter numbers".cellWidth == 13)
    #expect("1 + 2 + 3".cellWidth == 9)
    #expect("".cellWidth == 0)
    #expect(CellWidth.of(Character(" ")) == 1)
    #expect(CellWidth.of(Character("~")) == 1)
  }

  @Test func controlCharactersTakeNoCells() {
    #expect(CellWidth.of(Character("\t")) == 0)
    #expect(CellWidth.of(Unicode.Scalar(0x1B)!) == 0)  // Esc
    #expect(CellWidth.of(Unicode.Scalar(0x7F)!) == 0)  // Delete
    #expect("a\u{7}b".cellWidth == 2)
  }

  /// ASCII text is measured byte by byte, without grapheme breaking: the same as cluster by
  /// cluster for every pair of ASCII bytes (controls, DEL, CR LF among them), and a non-ASCII
  /// scalar after or before any byte falls back to clusters — for `String`, `Substring` and any
  /// other `StringProtocol`.
  @Test func asciiByBytesIsAsciiByClusters() {
    func byClusters(_ text: String) -> Int { text.reduce(0) { $0 + CellWidth.of($1) } }
    let bytes = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
    for first in bytes {
      for second in bytes + ["\u{301}", "숫"] {
        let text = first + second
        #expect(text.cellWidth == byClusters(text), "\(Array(text.utf8))")
        #expect(("\u{301}" + text).cellWidth == byClusters("\u{301}" + text), "\(Array(text.utf8))")
      }
    }
    #expect("a\r\nb".cellWidth == 2)
    #expect("ab\u{301}".cellWidth == 2)
    // A generic caller reaches the `StringProtocol` overload, a slice the `Substring` one.
    func generic(_ text: some StringProtocol) -> Int { CellWidth.of(text) }
    #expect(generic("xab숫") == 5)
    #expect(generic("xab숫".dropFirst()) == 4)
    #expect("xab숫".dropFirst().cellWidth == 4)
    #expect("xab숫".dropFirst(3).cellWidth == 2)
  }

  @Test func cyrillicIsNarrow() {
    #expect("Введите числа".cellWidth == 13)
    #expect("Сумма чисел: 6".cellWidth == 14)
    #expect(CellWidth.of(Character("Ж")) == 1)
  }

  @Test func hangulIsTwoCellsPerSyllable() {
    #expect("숫자".cellWidth == 4)
    #expect("숫자 입력".cellWidth == 9)
    #expect(CellWidth.of(Character("한")) == 2)
  }

  @Test func decomposedHangulIsStillTwoCells() {
    // Leading consonant (wide) + vowel + final consonant (both zero width): one syllable.
    let syllable = "\u{1112}\u{1161}\u{11AB}"
    #expect(syllable.count == 1)
    #expect(syllable.cellWidth == 2)
  }

  @Test func cjkKanaAndFullwidthAreWide() {
    #expect("中文".cellWidth == 4)
    #expect("かな".cellWidth == 4)
    #expect("Ａ１".cellWidth == 4)  // fullwidth forms
  }

  @Test func combiningMarksTakeNoCells() {
    let composed = "e\u{301}"
    #expect(composed.count == 1)
    #expect(composed.cellWidth == 1)
    #expect(CellWidth.of(Unicode.Scalar(0x301)!) == 0)
    #expect("cafe\u{301}".cellWidth == 4)
    // Several marks on one base still take the base's single cell.
    #expect("a\u{300}\u{316}".cellWidth == 1)
  }

  @Test func zeroWidthFormatCharacters() {
    #expect(CellWidth.of(Unicode.Scalar(0x200B)!) == 0)  // zero width space
    #expect(CellWidth.of(Unicode.Scalar(0x200D)!) == 0)  // zero width joiner
    #expect("a\u{200B}b".cellWidth == 2)
  }

  @Test func emojiAreTwoCells() {
    #expect("😀".cellWidth == 2)
    #expect("🚀".cellWidth == 2)  // outside the table, by emoji presentation
    #expect("👍🏽".cellWidth == 2)  // with a skin tone modifier
    #expect("👨‍👩‍👧".cellWidth == 2)  // a ZWJ family is one cluster
    #expect("🇰🇷".cellWidth == 2)  // a flag
    #expect("❤️".cellWidth == 2)  // text symbol with emoji variation selector
    #expect("a😀b".cellWidth == 4)
  }

  @Test func textPresentationSymbolsAreNarrow() {
    #expect("❤".cellWidth == 1)  // U+2764 without U+FE0F
    #expect("…".cellWidth == 1)
    #expect("→".cellWidth == 1)
  }

  @Test func substringsAreMeasuredToo() {
    let text = "숫자 입력"
    #expect(text.prefix(2).cellWidth == 4)
    #expect(text.dropFirst(3).cellWidth == 4)
  }
}
