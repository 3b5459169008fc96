@testable import TerminalUI

/// A fresh buffer of `width`×`height` with `widget` drawn into `area` (the whole buffer by default).
func rendered(_ widget: some Widget, width: Int, height: Int, in area: Rect? = nil) -> Buffer {
  var buffer = Buffer(size: Size(width: width, height: height))
  widget.render(in: area ?? buffer.bounds, into: &buffer)
  return buffer
}

/// A buffer whose every cell holds `fill`, so that stray writes show up in snapshots.
func filledBuffer(width: Int, height: Int, with fill: Character = ".") -> Buffer {
  var buffer = Buffer(size: Size(width: width, height: height))
  for y in 0..<height {
    buffer.write(String(repeating: fill, count: width), at: Point(x: 0, y: y))
  }
  return buffer
}

/// True when every continuation cell follows a wide character and every wide character is
/// followed by its continuation: the buffer reads as a terminal would show it.
func isConsistent(_ buffer: Buffer) -> Bool {
  for y in 0..<buffer.size.height {
    for x in 0..<buffer.size.width {
      let cell = buffer[x, y]
      if cell.isContinuation {
        guard x > 0, CellWidth.of(buffer[x - 1, y].text) == 2 else { return false }
      } else if CellWidth.of(cell.text) == 2 {
        guard x + 1 < buffer.size.width, buffer[x + 1, y].isContinuation else { return false }
      }
    }
    guard buffer.lines[y].cellWidth == buffer.size.width else { return false }
  }
  return true
}
