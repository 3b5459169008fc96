// The edits that depend on how the text is shown: by rows as an area wraps them, by the page the
// area had, at the cell a click hit; and the part of the text a widget of some size shows.
extension EditableText {
  /// The cells a row holds in an area of `size`: all but its last column, which holds the scroll
  /// bar and a cursor standing at the end of a full row. A field's row is its whole width.
  func wrapWidth(in size: Size) -> Int {
    isSingleLine ? max(1, size.width) : max(1, size.width - 1)
  }

  /// Line `line` wrapped at `width`; a field's one line is never wrapped.
  func wrapped(_ line: Int, width: Int) -> WrappedLine {
    WrappedLine(lines[line], width: isSingleLine ? Int.max / 2 : width)
  }

  /// The row `delta` rows below `row` (above, when negative), stopping at the text's ends.
  func step(_ row: WrappedRow, by delta: Int, width: Int) -> WrappedRow {
    var row = row
    var left = delta
    while left > 0 {
      let count = wrapped(row.line, width: width).rowCount
      if row.row + left < count { return WrappedRow(line: row.line, row: row.row + left) }
      guard row.line + 1 < lines.count else { return WrappedRow(line: row.line, row: count - 1) }
      left -= count - row.row
      row = WrappedRow(line: row.line + 1, row: 0)
    }
    while left < 0 {
      if row.row + left >= 0 { return WrappedRow(line: row.line, row: row.row + left) }
      guard row.line > 0 else { return WrappedRow(line: 0, row: 0) }
      left += row.row + 1
      row = WrappedRow(line: row.line - 1, row: wrapped(row.line - 1, width: width).rowCount - 1)
    }
    return row
  }

  /// The row the cursor shows on.
  func cursorRow(width: Int) -> WrappedRow {
    WrappedRow(line: cursor.line, row: wrapped(cursor.line, width: width).row(of: cursor.column))
  }

  /// The text as a widget of `size` shows it: an area's first row moved just enough to show the
  /// cursor (unless the wheel moved it away since), and never so far down that rows the text
  /// could fill stay empty; a field's first column likewise. The widgets draw this; every edit
  /// starts from it.
  public func fitted(in size: Size) -> EditableText {
    guard fittedSize != size else { return self }  // every edit ends fitted: the frame draws it as it is
    var text = self
    text.fittedSize = size
    if isSingleLine {
      text.fitColumns(width: max(1, size.width))
      return text
    }
    let width = wrapWidth(in: size)
    let rows = max(1, size.height)
    text.top.line = min(top.line, lines.count - 1)
    text.top.row = min(top.row, wrapped(text.top.line, width: width).rowCount - 1)
    if followsCursor {
      let cursorRow = cursorRow(width: width)
      if cursorRow < text.top {
        text.top = cursorRow
      } else {
        let highest = step(cursorRow, by: -(rows - 1), width: width)
        if highest > text.top { text.top = highest }
      }
    }
    // Never so far down that rows stay empty: only a top within `rows` lines of the end can be (each
    // line is a row at least), so a long text's last paragraph is wrapped only when it shows.
    if text.top.line + rows > lines.count - 1 {
      let last = WrappedRow(line: lines.count - 1, row: wrapped(lines.count - 1, width: width).rowCount - 1)
      text.top = min(text.top, step(last, by: -(rows - 1), width: width))
    }
    return text
  }

  /// A field's first column: the cursor in view with a cell for it, and the field filled.
  private mutating func fitColumns(width: Int) {
    let widths = lines[0].map(CellWidth.of)
    firstColumn = min(firstColumn, cursor.column)
    var used = widths[firstColumn..<cursor.column].reduce(0, +) + 1  // the cursor's own cell
    while used > width, firstColumn < cursor.column {
      used -= widths[firstColumn]
      firstColumn += 1
    }
    var shown = widths[firstColumn...].reduce(0, +) + 1
    while firstColumn > 0, shown + widths[firstColumn - 1] <= width {
      firstColumn -= 1
      shown += widths[firstColumn]
    }
  }

  /// Up or Down `delta` rows (a page for Page Up and Page Down), to the cell the cursor stood in
  /// when the first of these moves began; from the first row up, to the text's start, from the
  /// last down, to its end.
  mutating func moveVertically(by delta: Int, in size: Size, scrolling: Bool) {
    let width = wrapWidth(in: size)
    let line = wrapped(cursor.line, width: width)
    let from = WrappedRow(line: cursor.line, row: line.row(of: cursor.column))
    let goal = goalX ?? line.x(of: cursor.column)
    let to = step(from, by: delta, width: width)
    if to == from {
      moveToText(end: delta > 0)
    } else {
      cursor = TextPosition(line: to.line, column: wrapped(to.line, width: width).column(inRow: to.row, atX: goal))
    }
    if scrolling { top = step(top, by: delta, width: width) }
    goalX = goal
  }

  /// The cursor to the cell `point` of a widget of `size` (from its top left): left of the
  /// cluster there, at the end of a row clicked past its end, at the text's end below its last.
  mutating func place(at point: Point, in size: Size) {
    if isSingleLine {
      let line = WrappedLine(lines[0], width: Int.max / 2)
      let before = line.widths[..<firstColumn].reduce(0, +)
      cursor.column = line.column(inRow: 0, atX: before + max(0, point.x))
      return
    }
    let width = wrapWidth(in: size)
    let y = max(0, point.y)
    let row = step(top, by: y, width: width)
    if y > 0, row == step(top, by: y - 1, width: width) {
      moveToText(end: true)  // below the last row
    } else {
      cursor = TextPosition(
        line: row.line, column: wrapped(row.line, width: width).column(inRow: row.row, atX: max(0, point.x)))
    }
  }

  /// The rows shown moved `delta` rows (the wheel); the cursor stays where it is, shown or not,
  /// until it next moves.
  mutating func scroll(by delta: Int, in size: Size) {
    followsCursor = false
    top = step(top, by: delta, width: wrapWidth(in: size))
  }
}
