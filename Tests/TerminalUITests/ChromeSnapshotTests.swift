import Testing

@testable import TerminalUI

/// The widgets every app used to hand-write — a scrolling list, a scroll bar, a border, a filled or
/// dimmed area — as text, in both sets of glyphs.
@Suite("Lists, borders, fills")
struct ChromeSnapshotTests {
  @Test("a list shows its window's rows, the selected one in reverse, a bar when there is more")
  func scrollingList() {
    var screen = RenderedScreen<Int>(buffer: Buffer(size: Size(width: 12, height: 4)))
    let items = (1...10).map { "item \($0)" }
    ScrollingList(items: items, window: ListWindow(selected: 5, first: 4))
      .render(in: screen.buffer.bounds, into: &screen) { $0 }
    #expect(
      screen.buffer.text == """
         item 5    ╎
         item 6    ▐
         item 7    ▐
         item 8    ╎
        """)
    #expect(screen.buffer.styleMap.split(separator: "\n")[1] == "AAAAAAAAAAA.")
    #expect(screen.listRows == 4)
    #expect(screen.controls.ids == [4, 5, 6, 7], "each row shown is clicked by its index")
    var withList = RenderedScreen<Int>(buffer: Buffer(size: Size(width: 12, height: 4)))
    ScrollingList(items: items, window: ListWindow(selected: 5, first: 4))
      .render(in: withList.buffer.bounds, into: &withList, list: -1) { $0 }
    #expect(
      withList.controls.rect(of: -1) == Rect(x: 0, y: 1, width: 11, height: 1),
      "the list's own control: its selected row")
    #expect(withList.controls.control(at: Point(x: 11, y: 3)) == nil, "the scroll bar presses nothing")
    #expect(screen.controls.next(after: nil) == nil, "rows are not in the Tab order: the list moves itself")
    #expect(screen.buffer.cursor == Point(x: 1, y: 1))
  }

  @Test("a list that fits shows no bar; its last rows are blank; an unfocused selection is plain reverse")
  func shortList() {
    var screen = RenderedScreen<Int>(buffer: Buffer(size: Size(width: 10, height: 3), glyphs: .ascii))
    ScrollingList(items: ["one", "a very long item"], window: ListWindow(selected: 1), focused: false)
      .render(in: screen.buffer.bounds, into: &screen) { $0 }
    #expect(screen.buffer.text == " one\n a ver...\n")
    #expect(screen.buffer.styleMap.split(separator: "\n")[1] == "RRRRRRRRRR")
    #expect(screen.buffer.cursor == nil)
  }

  @Test("text that scrolls: the lines from its first that fit, never past its end; a bar, its column left free")
  func scrollingText() {
    var widths: [Int] = []
    let words = { (width: Int) -> [String] in
      widths.append(width)
      return (1...6).map { "line \($0)" }
    }
    var screen = RenderedScreen<Int>(buffer: Buffer(size: Size(width: 8, height: 3), glyphs: .ascii))
    ScrollingText(first: 99, lines: words).render(in: screen.buffer.bounds, into: &screen)
    #expect(screen.buffer.text == "line 4 |\nline 5 #\nline 6 #", "the last rows filled, not past them")
    #expect(widths == [8, 7], "asked again a column narrower, for the bar")
    #expect((screen.listRows, screen.listCount) == (3, 6))
    #expect(ScrollingText.first(-3, lines: 6, rows: 3) == 0)
    #expect(ScrollingText.first(2, lines: 6, rows: 3) == 2)
    #expect(ScrollingText.first(5, lines: 2, rows: 3) == 0, "a text that fits starts at its top")
  }

  @Test("a hint of key: action pairs keeps the last pair (how to quit) longest, then the first ones")
  func hintPairs() {
    let hint = KeyHint(["+ -": "count", "s": "save", "l": "list", "q": "quit"])
    #expect(hint.visibleItems(width: 40).map(\.key) == ["+ -", "s", "l", "q"])
    #expect(hint.visibleItems(width: 25).map(\.key) == ["+ -", "s", "q"])
    #expect(hint.visibleItems(width: 22).map(\.key) == ["+ -", "q"])
    #expect(hint.visibleItems(width: 6).map(\.key) == ["q"])
    #expect(
      KeyHint(["a": "add", "x": "beenden"]).visibleItems(width: 9).map(\.key) == ["x"], "by place, in any language")
  }

  @Test("a border with its title, in Unicode and in ASCII; the area inside it")
  func border() {
    for (glyphs, expected) in [
      (Glyphs.unicode, "┌ Delete? ─┐\n│          │\n└──────────┘"),
      (.ascii, "+ Delete? -+\n|          |\n+----------+"),
    ] {
      var buffer = Buffer(size: Size(width: 12, height: 3), glyphs: glyphs)
      Border(title: "Delete?").render(in: buffer.bounds, into: &buffer)
      #expect(buffer.text == expected)
    }
    #expect(Border.inner(of: Rect(x: 2, y: 1, width: 12, height: 3)) == Rect(x: 3, y: 2, width: 10, height: 1))
  }

  @Test("fill blanks an area in a style; restyle changes the look and keeps the text")
  func fillAndRestyle() {
    var buffer = Buffer(size: Size(width: 6, height: 2))
    buffer.write("abcdef", at: .zero)
    buffer.write("ghijkl", at: Point(x: 0, y: 1))
    buffer.fill(Rect(x: 1, y: 0, width: 2, height: 2), style: .focused)
    buffer.restyle(Rect(x: 4, y: 0, width: 9, height: 9)) { $0.role = .dim }
    #expect(buffer.text == "a  def\ng  jkl")
    #expect(buffer.styleMap == ".AA.dd\n.AA.dd")
  }

  @Test("the scroll bar's thumb is as long as the part shown, where it is; at the end, at the bottom")
  func scrollBar() {
    func bar(_ shown: Range<Int>, of total: Int) -> String {
      var buffer = Buffer(size: Size(width: 1, height: 5), glyphs: .ascii)
      ScrollBar(total: total, shown: shown).render(in: buffer.bounds, into: &buffer)
      return buffer.lines.joined()
    }
    #expect(bar(0..<5, of: 10) == "###||")
    #expect(bar(5..<10, of: 10) == "||###")
    #expect(bar(3..<4, of: 100) == "#||||")
    #expect(bar(99..<100, of: 100) == "||||#")
  }
}
