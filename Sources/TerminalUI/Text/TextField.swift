/// A one-line text the user types into: it scrolls sideways to keep the cursor in view, shows
/// `placeholder` dimmed while empty, and puts the terminal's cursor where the next character goes
/// while it has the focus. Its text is an `EditableText(singleLine: true)` in the view model's
/// state; `TextKeys` edits it.
///
/// ```swift
/// TextField(text: state.title, focused: state.focus == .title, placeholder: "Title")
///   .render(in: layout.rect(row: 1), into: &screen, control: .title)
/// ```
public struct TextField {
  /// The text, its cursor and the first column shown.
  public var text: EditableText
  /// Whether it has the keyboard focus: the terminal's cursor shows in it then.
  public var focused: Bool
  /// What shows, dimmed, while the text is empty.
  public var placeholder: String
  /// The look of the text.
  public var style: Style

  /// A field showing `text`.
  public init(text: EditableText, focused: Bool, placeholder: String = "", style: Style = .plain) {
    self.text = text
    self.focused = focused
    self.placeholder = placeholder
    self.style = style
  }

  /// Draws the field on the first row of `area` and records it as `control` (a click there is the
  /// screen's `click`, which `TextKeys.click` turns into the cursor's place).
  public func render<Control>(in area: Rect, into screen: inout RenderedScreen<Control>, control: Control) {
    precondition(text.isSingleLine, "a TextField shows an EditableText(singleLine: true)")
    let row = Rect(x: area.x, y: area.y, width: area.width, height: min(1, area.height))
    guard !row.isEmpty else { return }
    screen.controls.addText(control, at: row, singleLine: true)
    let text = text.fitted(in: row.size)
    if text.isEmpty {
      screen.buffer.write(placeholder, at: row.origin, style: .dim, clip: row)
    } else {
      let line = text.lines[0]
      let shown = line[line.index(line.startIndex, offsetBy: text.firstColumn)...]
      screen.buffer.write(shown, at: row.origin, style: style, clip: row)
    }
    guard focused else { return }
    let line = WrappedLine(text.lines[0], width: Int.max / 2)
    let x = line.widths[text.firstColumn..<text.cursor.column].reduce(0, +)
    screen.buffer.cursor = Point(x: row.x + min(x, row.width - 1), y: row.y)
  }
}
