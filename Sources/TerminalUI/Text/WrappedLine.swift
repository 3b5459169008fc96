/// One line of text broken into rows of at most `width` cells, as a text area shows it: at the
/// space after a word where one fits, else at the cluster that does not fit (a word longer than
/// a row, a wide character that would straddle the edge). Spaces never start a row: they stay
/// at the end of the row they follow, past its edge if need be, where they show as nothing.
/// Wide characters take two cells, combining marks none.
struct WrappedLine {
  /// Each cluster's cells.
  let widths: [Int]
  /// The column each row starts at; the first is 0.
  let starts: [Int]
  /// Where each row starts in the line's text.
  let indices: [String.Index]
  /// The text wrapped.
  let line: String

  init(_ line: String, width: Int) {
    let width = max(1, width)
    var widths: [Int] = []
    var starts = [0]
    var indices = [line.startIndex]
    var used = 0
    /// The column just after the last space on the row: where it breaks best.
    var breakAfter = 0
    var index = line.startIndex
    var column = 0
    while index < line.endIndex {
      let character = line[index]
      let cells = CellWidth.of(character)
      widths.append(cells)
      if character == " " {
        used += cells
        breakAfter = column + 1
      } else {
        if used + cells > width, column > starts.last! {
          let start = breakAfter > starts.last! ? breakAfter : column
          starts.append(start)
          indices.append(start == column ? index : line.index(index, offsetBy: start - column))
          used = widths[start..<column].reduce(0, +)
          breakAfter = start
        }
        used += cells
      }
      index = line.index(after: index)
      column += 1
    }
    self.widths = widths
    self.starts = starts
    self.indices = indices
    self.line = line
  }

  /// How many clusters the line has.
  var count: Int { widths.count }
  /// How many rows it takes (at least one, for an empty line).
  var rowCount: Int { starts.count }

  /// The columns of `row`: from its start to the next row's (the line's end on the last row).
  func columns(ofRow row: Int) -> Range<Int> {
    starts[row]..<(row + 1 < starts.count ? starts[row + 1] : count)
  }

  /// The text of `row`.
  func text(ofRow row: Int) -> Substring {
    line[indices[row]..<(row + 1 < indices.count ? indices[row + 1] : line.endIndex)]
  }

  /// The row a cursor at `column` shows on: a row's first column is on that row, the line's end on
  /// its last row.
  func row(of column: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {  // the last row whose start is at or before `column`
      let middle = (low + high + 1) / 2
      if starts[middle] <= column { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The cell, from its row's left edge, a cursor at `column` shows in.
  func x(of column: Int) -> Int {
    widths[starts[row(of: column)]..<min(column, count)].reduce(0, +)
  }

  /// The column on `row` nearest the cell `x` without going past it: a cursor put there (by Up,
  /// Down or a click) stands left of the cluster covering `x`. On a row followed by another, never
  /// its end (which is the next row's start).
  func column(inRow row: Int, atX x: Int) -> Int {
    let columns = columns(ofRow: row)
    let last = row + 1 < starts.count ? max(columns.lowerBound, columns.upperBound - 1) : columns.upperBound
    var column = columns.lowerBound
    var used = 0
    while column < last, used + widths[column] <= x {
      used += widths[column]
      column += 1
    }
    return column
  }
}
