import Testing

@testable import TerminalUI

@Suite("Text fitting")
struct TextFittingTests {
  // MARK: truncatingTail

  @Test func tailKeepsTextThatFits() {
    #expect(TextFitting.truncatingTail("Enter numbers", toWidth: 13) == "Enter numbers")
    #expect(TextFitting.truncatingTail("Enter numbers", toWidth: 40) == "Enter numbers")
    #expect(TextFitting.truncatingTail("", toWidth: 3) == "")
  }

  @Test func tailCutsAndEndsWithEllipsis() {
    let cut = TextFitting.truncatingTail("Enter numbers", toWidth: 8)
    #expect(cut == "Enter n…")
    #expect(cut.cellWidth == 8)
    #expect(TextFitting.truncatingTail("Enter numbers", toWidth: 12) == "Enter numbe…")
  }

  @Test func tailWithNoRoom() {
    #expect(TextFitting.truncatingTail("abc", toWidth: 1) == "…")
    #expect(TextFitting.truncatingTail("abc", toWidth: 0) == "")
    #expect(TextFitting.truncatingTail("abc", toWidth: -4) == "")
  }

  @Test func tailNeverCutsHangulInHalf() {
    let text = "숫자입력"  // 8 cells
    #expect(TextFitting.truncatingTail(text, toWidth: 8) == text)
    #expect(TextFitting.truncatingTail(text, toWidth: 7) == "숫자입…")
    // Odd widths: the wide character that would straddle the edge is dropped whole.
    #expect(TextFitting.truncatingTail(text, toWidth: 6) == "숫자…")
    #expect(TextFitting.truncatingTail(text, toWidth: 5) == "숫자…")
    #expect(TextFitting.truncatingTail(text, toWidth: 4) == "숫…")
    #expect(TextFitting.truncatingTail(text, toWidth: 2) == "…")
    for width in 1...9 {
      #expect(TextFitting.truncatingTail(text, toWidth: width).cellWidth <= width)
    }
  }

  @Test func tailWithMixedScripts() {
    #expect(TextFitting.truncatingTail("ab숫자", toWidth: 4) == "ab…")
    #expect(TextFitting.truncatingTail("Введите числа", toWidth: 8) == "Введите…")
  }

  @Test func tailKeepsCombiningMarksWithTheirBase() {
    #expect(TextFitting.truncatingTail("cafe\u{301}s", toWidth: 5) == "cafe\u{301}s")
    #expect(TextFitting.truncatingTail("cafe\u{301}s!", toWidth: 5) == "cafe\u{301}…")
  }

  // MARK: truncatingHead

  @Test func headKeepsTextThatFits() {
    #expect(TextFitting.truncatingHead("1 + 2", toWidth: 5) == "1 + 2")
    #expect(TextFitting.truncatingHead("1 + 2", toWidth: 9) == "1 + 2")
  }

  @Test func headKeepsTheNewestPart() {
    let cut = TextFitting.truncatingHead("1 + 2 + 3 + 4", toWidth: 8)
    #expect(cut == "…+ 3 + 4")
    #expect(cut.cellWidth == 8)
    #expect(TextFitting.truncatingHead("abc", toWidth: 1) == "…")
    #expect(TextFitting.truncatingHead("abc", toWidth: 0) == "")
  }

  @Test func headNeverCutsHangulInHalf() {
    let text = "숫자입력"
    #expect(TextFitting.truncatingHead(text, toWidth: 7) == "…자입력")
    #expect(TextFitting.truncatingHead(text, toWidth: 6) == "…입력")
    #expect(TextFitting.truncatingHead(text, toWidth: 4) == "…력")
    #expect(TextFitting.truncatingHead(text, toWidth: 2) == "…")
    for width in 1...9 {
      #expect(TextFitting.truncatingHead(text, toWidth: width).cellWidth <= width)
    }
  }

  // MARK: prefix and suffix

  @Test func prefixAndSuffixByWidth() {
    #expect(TextFitting.prefix("abcdef", width: 3) == "abc")
    #expect(TextFitting.prefix("abcdef", width: 0) == "")
    #expect(TextFitting.prefix("abc", width: 10) == "abc")
    #expect(TextFitting.suffix("abcdef", width: 2) == "ef")
    #expect(TextFitting.suffix("abcdef", width: 0) == "")
    #expect(TextFitting.suffix("abc", width: 10) == "abc")
  }

  @Test func prefixAndSuffixStopBeforeAWideCharacterThatDoesNotFit() {
    #expect(TextFitting.prefix("숫자입력", width: 3) == "숫")
    #expect(TextFitting.prefix("a숫자", width: 2) == "a")
    #expect(TextFitting.suffix("a숫자", width: 3) == "자")
    #expect(TextFitting.suffix("숫자a", width: 2) == "a")
    #expect(TextFitting.prefix("e\u{301}x", width: 1) == "e\u{301}")
  }

  // MARK: wrap

  @Test func wrapBreaksAtSpaces() {
    #expect(
      TextFitting.wrap("The calculator adds up numbers", toWidth: 14) == [
        "The calculator", "adds up", "numbers",
      ])
    #expect(TextFitting.wrap("The calculator adds up numbers", toWidth: 30) == ["The calculator adds up numbers"])
  }

  @Test func wrapCutsWordsWiderThanALine() {
    #expect(TextFitting.wrap("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect(TextFitting.wrap("ab abcdefgh", toWidth: 4) == ["ab", "abcd", "efgh"])
  }

  @Test func wrapMeasuresHangulInCells() {
    let lines = TextFitting.wrap("숫자입력 합계", toWidth: 5)
    #expect(lines == ["숫자", "입력", "합계"])
    #expect(TextFitting.wrap("숫자 입력", toWidth: 9) == ["숫자 입력"])
    #expect(TextFitting.wrap("숫자 입력", toWidth: 8) == ["숫자", "입력"])
  }

  @Test func wrapKeepsLineBreaksAndCollapsesSpaces() {
    #expect(TextFitting.wrap("a\nb c", toWidth: 10) == ["a", "b c"])
    #expect(TextFitting.wrap("a\n\nb", toWidth: 10) == ["a", "", "b"])
    #expect(TextFitting.wrap("a   b", toWidth: 10) == ["a b"])
  }

  @Test func wrapWithNoWidth() {
    #expect(TextFitting.wrap("abc", toWidth: 0).isEmpty)
  }

  @Test func wrapStopsAtACharacterWiderThanTheLine() {
    // A Hangul syllable cannot be shown in one cell; what came before it is kept.
    let lines = TextFitting.wrap("ab 숫자", toWidth: 1)
    #expect(lines == ["a", "b"])
  }

  @Test func everyWrappedLineFits() {
    let text = "Пожалуйста, подождите, калькулятор включается... 숫자를 입력하세요"
    for width in 2...30 {
      for line in TextFitting.wrap(text, toWidth: width) {
        #expect(line.cellWidth <= width, "\(line) at \(width)")
      }
    }
  }
}
