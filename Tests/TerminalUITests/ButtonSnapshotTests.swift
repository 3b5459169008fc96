import Testing

@testable import TerminalUI

@Suite("Button snapshots")
struct ButtonSnapshotTests {
  @Test func widthIncludesTheBrackets() {
    #expect(Button.width(of: "Reset") == 9)
    #expect(Button.width(of: "초기화") == 10)
  }

  @Test func buttonIsCentredInItsArea() {
    let buffer = rendered(Button("Reset"), width: 15, height: 3)
    #expect(
      buffer.text == """

           [ Reset ]

        """)
  }

  @Test(arguments: [
    (Button.Look.normal, "...............", Style.plain),
    (.focused, "...AAAAAAAAA...", Style.focused),
    (.pressed, "...RRRRRRRRR...", Style(bold: true, reverse: true)),
    (.disabled, "...ddddddddd...", Style.dim),
  ])
  func eachLookHasItsStyle(look: Button.Look, map: String, style: Style) {
    let button = Button("Reset", look: look)
    #expect(button.style == style)
    let buffer = rendered(button, width: 15, height: 1)
    #expect(buffer.text == "   [ Reset ]")
    #expect(buffer.styleMap == map)
  }

  @Test func looksAreAllDistinct() {
    let styles = Set(Button.Look.allCases.map { Button("x", look: $0).style })
    #expect(styles.count == Button.Look.allCases.count)
  }

  @Test func exactlyFittingButton() {
    let buffer = rendered(Button("Calculate sum", look: .focused), width: 17, height: 1)
    #expect(buffer.text == "[ Calculate sum ]")
    #expect(buffer.styleMap == String(repeating: "A", count: 17))
  }

  @Test func narrowButtonTruncatesItsTitleInsideTheBrackets() {
    let buffer = rendered(Button("Calculate sum"), width: 10, height: 1)
    #expect(buffer.text == "[ Calcu… ]")
    let smallest = rendered(Button("Calculate sum"), width: 5, height: 1)
    #expect(smallest.text == "[ … ]")
  }

  @Test func tooNarrowForBracketsShowsTheBareTitle() {
    #expect(rendered(Button("OK"), width: 4, height: 1).text == " OK")
    #expect(rendered(Button("OK"), width: 2, height: 1).text == "OK")
    #expect(rendered(Button("Reset"), width: 4, height: 1).text == "Res…")
    #expect(rendered(Button("Reset"), width: 1, height: 1).text == "…")
  }

  @Test func hangulTitle() {
    let buffer = rendered(Button("초기화", look: .focused), width: 12, height: 1)
    #expect(buffer.text == " [ 초기화 ]")
    #expect(buffer.styleMap == ".AAAAAAAAAA.")
    // Odd room: the title drops a whole syllable rather than half of one.
    let narrow = rendered(Button("초기화"), width: 8, height: 1)
    #expect(narrow.lines == ["[ 초… ] "])
  }

  @Test func buttonNeverDrawsOutsideItsArea() {
    var buffer = filledBuffer(width: 11, height: 3)
    Button("Calculate sum", look: .pressed).render(in: Rect(x: 2, y: 1, width: 7, height: 1), into: &buffer)
    #expect(
      buffer.text == """
        ...........
        ..[ Ca… ]..
        ...........
        """)
    #expect(
      buffer.styleMap == """
        ...........
        ..RRRRRRR..
        ...........
        """)
  }
}
