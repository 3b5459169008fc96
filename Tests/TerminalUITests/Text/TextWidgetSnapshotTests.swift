import Testing

@testable import TerminalUI

/// The text widgets as text: where rows break, what a field shows of a long line, where the
/// terminal cursor rests, the scroll bar, the placeholder.
@MainActor
@Suite("Text field and text area: snapshots")
struct TextWidgetSnapshotTests {
  static func area(_ text: EditableText, size: Size, focused: Bool = true, placeholder: String = "") -> RenderedScreen<
    Int
  > {
    var screen = RenderedScreen<Int>(buffer: Buffer(size: size))
    TextArea(text: text, focused: focused, placeholder: placeholder).render(
      in: screen.buffer.bounds, into: &screen, control: 1)
    return screen
  }

  static func field(_ text: EditableText, width: Int) -> RenderedScreen<Int> {
    var screen = RenderedScreen<Int>(buffer: Buffer(size: Size(width: width, height: 1)))
    TextField(text: text, focused: true, placeholder: "Title").render(
      in: screen.buffer.bounds, into: &screen, control: 1)
    return screen
  }

  @Test("an area wraps at spaces, a word longer than a row at its cell, a wide character never across the edge")
  func wrapping() {
    let screen = Self.area(
      EditableText("the quick brown fox jumps\n가나다라마바사 overthelazydog"), size: Size(width: 11, height: 7))
    #expect(
      screen.buffer.text == """
        the quick
        brown fox
        jumps
        가나다라마
        바사
        overthelaz
        ydog
        """)
    #expect(screen.buffer.cursor == Point(x: 4, y: 6), "after the last cluster")
    #expect(screen.controls.rect(of: 1) == screen.buffer.bounds)
  }

  @Test("a cluster of many scalars is one cell or two, a combining mark none: the cursor counts cells")
  func clusters() {
    var text = EditableText("e\u{301}👍🏽🇺🇦한x")
    text.apply(.left, in: Size(width: 12, height: 1))
    let screen = Self.area(text, size: Size(width: 12, height: 1))
    #expect(screen.buffer.text == "é👍🏽🇺🇦한x")
    #expect(screen.buffer.cursor == Point(x: 7, y: 0), "before x: é 1, 👍🏽 2, 🇺🇦 2, 한 2")
  }

  @Test("more rows than fit: the cursor's rows show, with a bar in the last column; the top row follows the cursor up")
  func scrolling() {
    var text = EditableText((1...9).map { "line \($0)" }.joined(separator: "\n"))
    let size = Size(width: 10, height: 3)
    #expect(
      Self.area(text, size: size).buffer.text == """
        line 7   ╎
        line 8   ╎
        line 9   ▐
        """)
    for _ in 0..<4 { text.apply(.up, in: size) }
    #expect(
      Self.area(text, size: size).buffer.text == """
        line 5   ╎
        line 6   ▐
        line 7   ╎
        """)
    #expect(Self.area(text, size: size).buffer.cursor == Point(x: 6, y: 0))
    text.apply(.pageDown, in: size)
    #expect(Self.area(text, size: size).buffer.text.hasPrefix("line 7"))
  }

  @Test("the wheel moves the rows and leaves the cursor, which shows again where it is at the next key")
  func wheel() {
    var text = EditableText((1...9).map { "line \($0)" }.joined(separator: "\n"))
    let size = Size(width: 10, height: 3)
    text.apply(.scroll(by: -3), in: size)
    let scrolled = Self.area(text, size: size)
    #expect(scrolled.buffer.text.hasPrefix("line 4"))
    #expect(scrolled.buffer.cursor == nil, "the cursor's row is not shown")
    text.apply(.insert("!"), in: size)
    #expect(Self.area(text, size: size).buffer.text.hasSuffix("line 9!  ▐"))
  }

  @Test("a click after the wheel lands on the row clicked, as the frame showed it")
  func clickAfterWheel() {
    var text = EditableText((1...9).map { "line \($0)" }.joined(separator: "\n"))
    let size = Size(width: 10, height: 3)
    text.apply(.scroll(by: -3), in: size)
    #expect(Self.area(text, size: size).buffer.text.hasPrefix("line 4"))
    text.apply(.place(at: Point(x: 2, y: 0)), in: size)
    #expect(text.cursor == TextPosition(line: 3, column: 2))
    #expect(Self.area(text, size: size).buffer.text.hasPrefix("line 4"), "the rows stay where they were")
  }

  @Test("moving within what a field shows moves the cursor, not the text")
  func fieldKeepsItsColumn() {
    var text = EditableText("hello wide 세계", singleLine: true)
    let size = Size(width: 8, height: 1)
    for _ in 0..<3 { text.apply(.left, in: size) }
    #expect(Self.field(text, width: 8).buffer.text == "de 세계")
    #expect(Self.field(text, width: 8).buffer.cursor == Point(x: 2, y: 0))
  }

  @Test("a bar for one long wrapped paragraph still moves with the rows shown")
  func barInAParagraph() {
    var text = EditableText(String(repeating: "word ", count: 40))
    let size = Size(width: 11, height: 3)
    text.apply(.textStart, in: size)
    let top = Self.area(text, size: size).buffer.lines.map { String($0.last!) }
    text.apply(.textEnd, in: size)
    let bottom = Self.area(text, size: size).buffer.lines.map { String($0.last!) }
    #expect(top == ["▐", "╎", "╎"])
    #expect(bottom == ["╎", "╎", "▐"])
  }

  @Test("a click puts the cursor left of the cluster it hits, at a row's end past it, at the text's end below it")
  func clicks() {
    var text = EditableText("ab 가나\ncd")
    let size = Size(width: 10, height: 4)
    text.apply(.place(at: Point(x: 4, y: 0)), in: size)
    #expect(text.cursor == TextPosition(line: 0, column: 3), "on the right half of 가: before it")
    text.apply(.place(at: Point(x: 8, y: 1)), in: size)
    #expect(text.cursor == TextPosition(line: 1, column: 2))
    text.apply(.place(at: Point(x: 0, y: 3)), in: size)
    #expect(text.cursor == TextPosition(line: 1, column: 2))
  }

  @Test("a field scrolls sideways to keep the cursor in view, with a cell for it at the end")
  func field() {
    var text = EditableText("hello wide 세계", singleLine: true)
    #expect(Self.field(text, width: 8).buffer.text == "de 세계", "7 cells, and the cursor's")
    #expect(Self.field(text, width: 8).buffer.cursor == Point(x: 7, y: 0))
    text.apply(.lineStart, in: Size(width: 8, height: 1))
    #expect(Self.field(text, width: 8).buffer.text == "hello wi")
    #expect(Self.field(EditableText(singleLine: true), width: 8).buffer.text == "Title")
  }

  @Test("a paste's CRs and CRLFs are line feeds in an area and spaces in a field; tabs four spaces; controls nothing")
  func pastes() {
    var area = EditableText()
    area.apply(.insert("one\r\ntwo\rthree\n\tfour\u{7}"), in: Size(width: 20, height: 4))
    #expect(area.lines == ["one", "two", "three", "    four"])
    var field = EditableText(singleLine: true)
    field.apply(.insert("one\r\ntwo\rthree"), in: Size(width: 20, height: 1))
    #expect(field.lines == ["one two three"])
  }

  @Test("a paste of invalid UTF-8 arrives with U+FFFD in its place and goes in as it is, never a crash")
  func invalidUTF8() {
    var parser = InputParser()
    let bytes = Array("\u{1B}[200~ab".utf8) + [0xFF, 0xC3] + Array("c\r\nd\u{1B}[201~".utf8)
    let events = parser.feed(bytes, at: .zero)
    #expect(events == [.paste("ab\u{FFFD}\u{FFFD}c\r\nd")])
    guard case .paste(let pasted) = events.first else { return }
    var text = EditableText()
    text.apply(.insert(pasted), in: Size(width: 10, height: 2))
    #expect(text.lines == ["ab\u{FFFD}\u{FFFD}c", "d"])
    #expect(Self.area(text, size: Size(width: 10, height: 2)).buffer.text == "ab\u{FFFD}\u{FFFD}c\nd")
  }

  @Test("a lone combining mark, jamo or ZWJ typed after its cluster joins it; Backspace takes the whole cluster")
  func joining() {
    var text = EditableText()
    for key: Key in ["e", "\u{301}", "x", "\u{1112}", "\u{1161}", "\u{11AB}", "👩", "\u{200D}", "💻"] {
      text.apply(TextKeys.edit(for: key, singleLine: false)!, in: Size(width: 20, height: 2))
    }
    #expect(text.text == "e\u{301}x\u{1112}\u{1161}\u{11AB}👩\u{200D}💻")
    #expect(text.lines[0].count == 4 && text.cursor.column == 4)
    text.apply(.deleteBackward, in: Size(width: 20, height: 2))
    text.apply(.deleteBackward, in: Size(width: 20, height: 2))
    #expect(text.text == "e\u{301}x")
  }
}
