/// One terminal cell: a grapheme cluster and its style. A wide character occupies its cell and
/// the next one, which holds the empty string (a continuation cell).
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown (`"7"`, `"가"`); empty in the right half of a wide character.
  public var text: String
  /// How it is drawn.
  public var style: Style

  /// A cell showing `text` (one grapheme cluster) in `style`.
  public init(_ text: String = " ", style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// A space in the plain style: what a new buffer holds everywhere.
  public static let blank = Cell()
  /// Whether this is the right half of a wide character, drawn by the cell to its left.
  public var isContinuation: Bool { text.isEmpty }
}

/// A grid of cells that widgets draw into. Drawing is clipped to the buffer (and to any clip
/// rectangle given): nothing is ever written outside it. Backends copy a buffer to the screen;
/// tests compare its text.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 12, height: 1))
/// Label("Saved 3").render(in: buffer.bounds, into: &buffer)
/// #expect(buffer.text == "  Saved 3")
/// ```
public struct Buffer: Hashable, Sendable {
  /// Its width and height in cells.
  public let size: Size
  /// The cells row by row, top row first: `cells[y * size.width + x]`.
  public internal(set) var cells: [Cell]
  /// Where the terminal cursor should rest (the focused control), if anywhere.
  public var cursor: Point?
  /// The characters widgets use for `…` and spinners: ASCII ones where the terminal is not UTF-8.
  public let glyphs: Glyphs

  /// A blank buffer of `size` (negative sides count as 0) whose widgets draw with `glyphs`.
  public init(size: Size, glyphs: Glyphs = .unicode) {
    self.glyphs = glyphs
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    self.cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// The whole buffer as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`; both must lie inside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    cells[y * size.width + x]
  }

  /// Writes `text` from `point` to the right, clipped to `clip` and the buffer. A wide character
  /// that would straddle the clip edge is not drawn. Returns the number of cells advanced: the
  /// text's full width, whether or not all of it was drawn.
  @discardableResult
  public mutating func write(_ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil)
    -> Int
  {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    guard point.y >= area.y, point.y < area.maxY else { return text.cellWidth }
    var x = point.x
    for character in text {
      let width = CellWidth.of(character)
      guard width > 0 else { continue }  // zero-width clusters have nothing to occupy
      defer { x += width }
      guard x >= area.x else { continue }
      guard x + width <= area.maxX else { continue }
      put(Cell(String(character), style: style), x: x, y: point.y)
      if width == 2 { put(Cell("", style: style), x: x + 1, y: point.y) }
    }
    return x - point.x
  }

  /// Replaces one cell, blanking the other half of any wide character it breaks.
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    if cells[index].isContinuation, x > 0, !cell.isContinuation {
      cells[index - 1].text = " "
    }
    // Also when `cell` is the continuation of a wide character starting one cell to the left.
    if x + 1 < size.width, cells[index + 1].isContinuation, CellWidth.of(cell.text) < 2 {
      cells[index + 1].text = " "
    }
    cells[index] = cell
  }

  /// Each row as text, continuation cells left out, so a row reads as the terminal shows it.
  public var lines: [String] {
    (0..<size.height).map { y in
      var line = ""
      for x in 0..<size.width { line += self[x, y].text }
      return line
    }
  }

  /// The rows with trailing spaces trimmed, joined by newlines: the form text snapshots compare.
  public var text: String {
    lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
  }

  /// One character per cell telling its look, for snapshot tests of styles:
  /// `.` plain, `a` accent, `d` dim, `e` error; upper case when reversed (the focus).
  public var styleMap: String {
    (0..<size.height).map { y in
      String(
        (0..<size.width).map { x -> Character in
          let style = self[x, y].style
          let letter: Character =
            switch style.role {
            case .normal: style.reverse ? "R" : "."
            case .accent: "a"
            case .dim: "d"
            case .error: "e"
            }
          return style.reverse && style.role != .normal ? Character(letter.uppercased()) : letter
        })
    }.joined(separator: "\n")
  }
}
