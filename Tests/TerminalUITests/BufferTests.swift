import Testing

@testable import TerminalUI

@Suite("Buffer")
struct BufferTests {
  @Test func startsBlank() {
    let buffer = Buffer(size: Size(width: 4, height: 2))
    #expect(buffer.lines == ["    ", "    "])
    #expect(buffer.text == "\n")
    #expect(buffer.styleMap == "....\n....")
    #expect(buffer.cursor == nil)
    #expect(buffer.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
  }

  @Test func negativeSizeMakesAnEmptyBuffer() {
    let buffer = Buffer(size: Size(width: -3, height: 2))
    #expect(buffer.size == Size(width: 0, height: 2))
    #expect(buffer.cells.isEmpty)
  }

  @Test func writeReturnsCellsAdvanced() {
    var buffer = Buffer(size: Size(width: 10, height: 1))
    #expect(buffer.write("ab숫", at: Point(x: 1, y: 0)) == 4)
    #expect(buffer.write("e\u{301}", at: Point(x: 6, y: 0)) == 1)
    #expect(buffer.text == " ab숫 e\u{301}")
  }

  @Test func clippedWriteStillReturnsTheFullWidth() {
    var buffer = Buffer(size: Size(width: 5, height: 1))
    // The pen moves the text's whole width, drawn or not, so pieces written one after another
    // keep their places.
    #expect(buffer.write("abcdefg", at: Point(x: 2, y: 0)) == 7)
    #expect(buffer.write("숫자", at: Point(x: -1, y: 0)) == 4)
    #expect(buffer.write("abc", at: Point(x: 0, y: 3)) == 3)
    #expect(buffer.text == " 자bc")
  }

  @Test func writeIsClippedToTheBuffer() {
    var buffer = Buffer(size: Size(width: 5, height: 2))
    buffer.write("abcdefg", at: Point(x: 2, y: 0))
    buffer.write("uvwxyz", at: Point(x: -3, y: 1))
    buffer.write("never", at: Point(x: 0, y: 2))
    buffer.write("never", at: Point(x: 0, y: -1))
    buffer.write("never", at: Point(x: 5, y: 0))
    #expect(
      buffer.text == """
          abc
        xyz
        """)
    #expect(buffer.cells.count == 10)
  }

  @Test func writeIsClippedToTheClipRect() {
    var buffer = filledBuffer(width: 8, height: 3)
    let clip = Rect(x: 2, y: 1, width: 4, height: 1)
    buffer.write("HELLO WORLD", at: Point(x: 1, y: 1), clip: clip)
    buffer.write("ABOVE", at: Point(x: 2, y: 0), clip: clip)
    buffer.write("BELOW", at: Point(x: 2, y: 2), clip: clip)
    #expect(
      buffer.text == """
        ........
        ..ELLO..
        ........
        """)
  }

  @Test func clipRectReachingPastTheBufferIsCutToIt() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    buffer.write("abcdef", at: Point(x: -1, y: 0), clip: Rect(x: -5, y: -5, width: 50, height: 50))
    #expect(buffer.text == "bcde")
  }

  @Test func emptyClipRectDrawsNothing() {
    var buffer = filledBuffer(width: 4, height: 1)
    buffer.write("ab", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 0, height: 1))
    buffer.write("ab", at: Point(x: 0, y: 0), clip: Rect(x: 9, y: 9, width: 2, height: 2))
    #expect(buffer.text == "....")
  }

  @Test func wideCharacterAtTheRightEdgeIsNotDrawnHalf() {
    var buffer = filledBuffer(width: 5, height: 1)
    buffer.write("ab숫자", at: Point(x: 0, y: 0))
    #expect(buffer.text == "ab숫.")
    #expect(!buffer[4, 0].isContinuation)
    #expect(isConsistent(buffer))
  }

  @Test func wideCharacterAtTheClipEdgesIsNotDrawnHalf() {
    var buffer = filledBuffer(width: 8, height: 1)
    buffer.write("숫자입력", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 5, height: 1))
    // 숫 straddles the left edge (cells 1–2), 력 the right edge (cells 7–8): neither is drawn.
    #expect(buffer.text == "...자입.")
    #expect(isConsistent(buffer))
  }

  @Test func wideCharacterAtTheLeftEdgeOfTheBufferIsNotDrawnHalf() {
    var buffer = filledBuffer(width: 4, height: 1)
    buffer.write("숫ab", at: Point(x: -1, y: 0))
    #expect(buffer.text == ".ab.")
  }

  @Test func overwritingTheRightHalfOfAWideCharacterBlanksItsLeftHalf() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    buffer.write("숫자", at: .zero)
    buffer.write("x", at: Point(x: 1, y: 0))
    #expect(buffer.lines == [" x자"])
    #expect(isConsistent(buffer))
  }

  @Test func overwritingTheLeftHalfOfAWideCharacterBlanksItsRightHalf() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    buffer.write("숫자", at: .zero)
    buffer.write("y", at: Point(x: 2, y: 0))
    #expect(buffer.lines == ["숫y "])
    #expect(!buffer[3, 0].isContinuation)
    #expect(isConsistent(buffer))
  }

  @Test func wideCharacterOverlappingTwoWideCharactersBlanksBothOuterHalves() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    buffer.write("숫자", at: .zero)
    buffer.write("한", at: Point(x: 1, y: 0))
    #expect(buffer.lines == [" 한 "])
    #expect(isConsistent(buffer))
  }

  @Test func overwritingAWideCharacterExactlyReplacesIt() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    buffer.write("숫자", at: .zero)
    buffer.write("한", at: Point(x: 2, y: 0))
    #expect(buffer.lines == ["숫한"])
    buffer.write("ab", at: .zero)
    #expect(buffer.lines == ["ab한"])
    #expect(isConsistent(buffer))
  }

  @Test func manyOverlappingWritesKeepTheBufferConsistent() {
    let texts = ["숫자입력", "a숫b", "Введите", "😀x😀", "e\u{301}한", "…"]
    var buffer = Buffer(size: Size(width: 9, height: 1))
    for round in 0..<60 {
      let text = texts[round % texts.count]
      buffer.write(text, at: Point(x: (round * 7) % 11 - 1, y: 0))
      #expect(isConsistent(buffer), "after writing \(text) in round \(round): \(buffer.lines)")
    }
  }

  @Test func zeroWidthClustersAreSkipped() {
    var buffer = Buffer(size: Size(width: 4, height: 1))
    #expect(buffer.write("\u{301}a\u{200B}b", at: .zero) == 2)
    #expect(buffer.text == "ab")
  }

  @Test func textTrimsTrailingSpacesOnlyAndLinesKeepEveryCell() {
    var buffer = Buffer(size: Size(width: 6, height: 2))
    buffer.write(" a b", at: Point(x: 0, y: 1))
    #expect(buffer.text == "\n a b")
    #expect(buffer.lines == ["      ", " a b  "])
  }

  @Test func styleMapShowsEachRoleAndReverse() {
    var buffer = Buffer(size: Size(width: 9, height: 2))
    buffer.write("ab", at: Point(x: 0, y: 0), style: .accent)
    buffer.write("cd", at: Point(x: 2, y: 0), style: .dim)
    buffer.write("e", at: Point(x: 4, y: 0), style: .error)
    buffer.write("F", at: Point(x: 5, y: 0), style: .focused)
    buffer.write("G", at: Point(x: 6, y: 0), style: Style(reverse: true))
    buffer.write("h", at: Point(x: 7, y: 0), style: Style(bold: true))
    buffer.write("숫", at: Point(x: 1, y: 1), style: .accent)
    #expect(
      buffer.styleMap == """
        aaddeAR..
        .aa......
        """)
  }

}
