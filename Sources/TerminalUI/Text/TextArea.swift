/// Lines of text the user writes in: wrapped at the area's width (at spaces where it can; wide
/// characters two cells and never split at the edge, combining marks none), scrolled to keep the
/// cursor in view, with a scroll bar in the last column when there is more than fits — that
/// column also holds a cursor at the end of a full row, so the text never reflows as the bar
/// comes and goes. `placeholder` shows, dimmed, while the text is empty. Its text is an
/// `EditableText` in the view model's state; `TextKeys` edits it.
///
/// ```swift
/// TextArea(text: state.body, focused: state.focus == .body, placeholder: "Write here")
///   .render(in: layout.rect(row: 3), into: &screen, control: .body)
/// ```
public struct TextArea {
  /// The text, its cursor and the first row shown.
  public var text: EditableText
  /// Whether it has the keyboard focus: the terminal's cursor shows in it then.
  public var focused: Bool
  /// What shows, dimmed, while the text is empty.
  public var placeholder: String
  /// The look of the text.
  public var style: Style

  /// An area showing `text`.
  public init(text: EditableText, focused: Bool, placeholder: String = "", style: Style = .plain) {
    self.text = text
    self.focused = focused
    self.placeholder = placeholder
    self.style = style
  }

  /// Draws the rows that fit into `area` and records the area as `control` (a click there is the
  /// screen's `click`, which `TextKeys.click` turns into the cursor's place; `TextKeys` reads the
  /// area's size from the frame for Up, Down and the Page keys).
  public func render<Control>(in area: Rect, into screen: inout RenderedScreen<Control>, control: Control) {
    guard !area.isEmpty else { return }
    screen.controls.addText(control, at: area, singleLine: false)
    let text = text.fitted(in: area.size)
    let width = text.wrapWidth(in: area.size)
    if text.isEmpty { screen.buffer.write(placeholder, at: area.origin, style: .dim, clip: area) }
    let cursorRow = text.cursorRow(width: width)
    var row = text.top
    var wrapped = text.wrapped(row.line, width: width)
    var last = (row: row, rows: wrapped.rowCount)
    var more = text.top != WrappedRow(line: 0, row: 0)  // rows above; below, if the loop runs out of rows first
    for y in area.y..<area.maxY {
      let rect = Rect(x: area.x, y: y, width: width, height: 1)
      screen.buffer.write(wrapped.text(ofRow: row.row), at: rect.origin, style: style, clip: rect)
      if focused, row == cursorRow {
        screen.buffer.cursor = Point(x: area.x + min(wrapped.x(of: text.cursor.column), width, area.width - 1), y: y)
      }
      last = (row, wrapped.rowCount)
      if row.row + 1 < wrapped.rowCount {
        row.row += 1
      } else if row.line + 1 < text.lines.count {
        row = WrappedRow(line: row.line + 1, row: 0)
        wrapped = text.wrapped(row.line, width: width)
      } else {
        break
      }
      if y == area.maxY - 1 { more = true }
    }
    guard more, area.width > 1 else { return }
    // The bar measures lines, each as tall as the others, and the rows shown of the first and last:
    // the whole text is never wrapped to draw it.
    let scale = 1000
    let firstRows = text.wrapped(text.top.line, width: width).rowCount
    let start = text.top.line * scale + text.top.row * scale / firstRows
    let end = last.row.line * scale + (last.row.row + 1) * scale / last.rows
    ScrollBar(total: text.lines.count * scale, shown: start..<max(start + 1, end)).render(
      in: Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height), into: &screen.buffer)
  }
}
