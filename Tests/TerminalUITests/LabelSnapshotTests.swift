import Testing

@testable import TerminalUI

@Suite("Label and Paragraph snapshots")
struct LabelSnapshotTests {
  @Test func labelIsCentredBothWays() {
    let buffer = rendered(Label("Enter numbers"), width: 20, height: 3)
    #expect(
      buffer.text == """

           Enter numbers

        """)
  }

  @Test func labelAlignments() {
    var buffer = Buffer(size: Size(width: 12, height: 3))
    Label("start", alignment: .start).render(in: buffer.bounds.row(0), into: &buffer)
    Label("center", alignment: .center).render(in: buffer.bounds.row(1), into: &buffer)
    Label("end", alignment: .end).render(in: buffer.bounds.row(2), into: &buffer)
    #expect(
      buffer.text == """
        start
           center
                 end
        """)
  }

  @Test func labelTruncatesWithEllipsisAndStaysInItsArea() {
    var buffer = filledBuffer(width: 12, height: 3)
    Label("Enter numbers").render(in: Rect(x: 2, y: 1, width: 8, height: 1), into: &buffer)
    #expect(
      buffer.text == """
        ............
        ..Enter n…..
        ............
        """)
  }

  @Test func labelTruncatesHangulWithoutSplittingIt() {
    let buffer = rendered(Label("숫자입력", alignment: .start), width: 5, height: 1)
    #expect(buffer.text == "숫자…")
    #expect(buffer.lines == ["숫자…"])
    let odd = rendered(Label("숫자입력", alignment: .start), width: 4, height: 1)
    #expect(odd.lines == ["숫… "])
  }

  @Test func labelStyleCoversOnlyItsText() {
    let buffer = rendered(Label("Sum", style: .accent), width: 7, height: 1)
    #expect(buffer.text == "  Sum")
    #expect(buffer.styleMap == "..aaa..")
  }

  @Test func labelInAnEmptyAreaDrawsNothing() {
    var buffer = filledBuffer(width: 4, height: 2)
    Label("abc").render(in: Rect(x: 1, y: 0, width: 0, height: 2), into: &buffer)
    Label("abc").render(in: Rect(x: 1, y: 1, width: 3, height: 0), into: &buffer)
    #expect(buffer.text == "....\n....")
  }

  @Test func paragraphWrapsAndCentresTheBlock() {
    let paragraph = Paragraph("The calculator adds up numbers")
    #expect(paragraph.height(forWidth: 14) == 3)
    #expect(paragraph.height(forWidth: 30) == 1)
    let buffer = rendered(paragraph, width: 14, height: 5)
    #expect(
      buffer.text == """

        The calculator
           adds up
           numbers

        """)
  }

  @Test func paragraphAlignedToStart() {
    let buffer = rendered(Paragraph("The calculator adds up numbers", alignment: .start), width: 16, height: 2)
    #expect(
      buffer.text == """
        The calculator
        adds up numbers
        """)
  }

  @Test func paragraphOverflowEndsWithEllipsis() {
    let buffer = rendered(Paragraph("The calculator adds up numbers"), width: 14, height: 2)
    #expect(
      buffer.text == """
        The calculator
          adds up …
        """)
  }

  @Test func paragraphOverflowCutsTheLastLineWhenTheEllipsisDoesNotFit() {
    let buffer = rendered(Paragraph("The calculator adds up numbers"), width: 7, height: 2)
    #expect(
      buffer.text == """
          The
        calcul…
        """)
  }

  @Test func paragraphWithHangulStaysInside() {
    var buffer = filledBuffer(width: 9, height: 4)
    Paragraph("숫자를 입력하세요 지금", alignment: .start).render(
      in: Rect(x: 1, y: 1, width: 7, height: 2), into: &buffer)
    #expect(
      buffer.text == """
        .........
        .숫자를..
        .입력하….
        .........
        """)
    #expect(isConsistent(buffer))
  }
}
