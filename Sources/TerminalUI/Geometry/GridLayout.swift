/// One row or column of a grid: the cells it wants, the fewest it needs before its content is cut,
/// and its share of any space left over.
public struct Track: Hashable, Sendable {
  /// The fewest cells it needs before its content is cut.
  public var minimum: Int
  /// The cells it wants.
  public var preferred: Int
  /// Its weight in sharing the space the tracks leave; 0 takes none.
  public var flex: Int

  /// A track wanting `preferred` cells, needing at least `minimum` (no more than `preferred`), and
  /// taking a `flex` share of spare space. The presets below read better.
  public init(minimum: Int, preferred: Int, flex: Int = 0) {
    self.minimum = max(0, min(minimum, preferred))
    self.preferred = max(0, preferred)
    self.flex = max(0, flex)
  }

  /// Exactly `cells`, neither grown nor shrunk until content must be cut.
  public static func fixed(_ cells: Int) -> Track { Track(minimum: cells, preferred: cells) }
  /// Wants `preferred` cells but gives them up, down to `minimum`, once the gaps are gone.
  public static func shrinkable(minimum: Int, preferred: Int) -> Track {
    Track(minimum: minimum, preferred: preferred)
  }
  /// Takes a `weight` share of the space the other tracks leave.
  public static func flexible(minimum: Int = 0, weight: Int = 1) -> Track {
    Track(minimum: minimum, preferred: minimum, flex: weight)
  }
}

/// Where content goes in a span larger than it needs.
public enum Alignment: Hashable, Sendable {
  /// At the left or top, in the middle, at the right or bottom.
  case start, center, end
}

/// The tracks of one axis and the gaps between them. When space is short, the gaps shrink first
/// (down to `minimumGap`), then shrinkable tracks from the last one back, and only then is content
/// cut at the end of the axis. Gaps shrink one cell at a time from the last one back, so the top
/// keeps its air longest; with `evenGaps` they stay all alike (a keypad's rows), and the cells that
/// cannot go to every gap go around the tracks instead.
///
/// ```swift
/// // A title, a flexible middle and a hint line, one blank row between each where there is room.
/// let rows = GridAxis([.fixed(1), .flexible(minimum: 3), .fixed(1)], gap: 1)
/// ```
public struct GridAxis: Hashable, Sendable {
  /// The rows or columns, in order.
  public var tracks: [Track]
  /// Cells between two tracks when there is room.
  public var gap: Int
  /// Cells between two tracks at the least.
  public var minimumGap: Int
  /// Where the tracks go when they leave space over and none is flexible.
  public var alignment: Alignment
  /// Whether every gap keeps the same size as space runs short.
  public var evenGaps: Bool

  /// An axis of `tracks` with `gap` cells between them, shrinking to `minimumGap` when space is
  /// short.
  public init(
    _ tracks: [Track], gap: Int = 0, minimumGap: Int = 0, alignment: Alignment = .center, evenGaps: Bool = false
  ) {
    self.tracks = tracks
    self.gap = max(0, gap)
    self.minimumGap = max(0, min(minimumGap, gap))
    self.alignment = alignment
    self.evenGaps = evenGaps
  }

  private var gapCount: Int { max(0, tracks.count - 1) }
  /// Length with every track and gap at its minimum.
  public var minimumLength: Int { tracks.reduce(0) { $0 + $1.minimum } + gapCount * minimumGap }
  /// Length with every track and gap as wanted.
  public var preferredLength: Int { tracks.reduce(0) { $0 + $1.preferred } + gapCount * gap }

  /// The span of each track along an axis `length` cells long, starting at 0.
  public func spans(length: Int) -> [Range<Int>] {
    let length = max(0, length)
    var sizes = tracks.map(\.preferred)
    var gaps = Array(repeating: gap, count: gapCount)
    var overflow = preferredLength - length

    if overflow > 0 {
      overflow = shrinkGaps(&gaps, by: overflow)
      overflow = shrinkTracks(&sizes, by: overflow)
    }
    var offset = 0
    if overflow < 0 {
      let spare = -overflow
      let weights = tracks.reduce(0) { $0 + $1.flex }
      if weights > 0 {
        distribute(spare, to: &sizes, weights: tracks.map(\.flex), total: weights)
      } else {
        offset =
          switch alignment {
          case .start: 0
          case .center: spare / 2
          case .end: spare
          }
      }
    }
    // Lay the tracks out in order; whatever passes the end is cut.
    var spans: [Range<Int>] = []
    for (index, size) in sizes.enumerated() {
      let start = min(offset, length)
      let end = min(offset + size, length)
      spans.append(start..<end)
      offset += size + (index < gaps.count ? gaps[index] : 0)
    }
    return spans
  }

  /// Takes up to `overflow` cells from the gaps, keeping each at least `minimumGap`. Returns what
  /// is still too much, or (with `evenGaps`) less than nothing: the cells that came free.
  private func shrinkGaps(_ gaps: inout [Int], by overflow: Int) -> Int {
    if evenGaps, !gaps.isEmpty {
      let room = gaps.count * gap - overflow
      let size = max(minimumGap, min(gap, room / gaps.count))
      gaps = Array(repeating: size, count: gaps.count)
      return overflow - gaps.count * (gap - size)
    }
    var overflow = overflow
    var index = gaps.count - 1
    var progress = true
    while overflow > 0 && progress {
      progress = false
      // Round robin from the last gap, so the top of the layout keeps its air longest.
      for _ in 0..<gaps.count where overflow > 0 {
        if gaps[index] > minimumGap {
          gaps[index] -= 1
          overflow -= 1
          progress = true
        }
        index = index == 0 ? gaps.count - 1 : index - 1
      }
    }
    return overflow
  }

  /// Takes up to `overflow` cells from shrinkable tracks, the last track first.
  private func shrinkTracks(_ sizes: inout [Int], by overflow: Int) -> Int {
    var overflow = overflow
    for index in sizes.indices.reversed() where overflow > 0 {
      let give = min(overflow, sizes[index] - tracks[index].minimum)
      sizes[index] -= give
      overflow -= give
    }
    return overflow
  }

  private func distribute(_ spare: Int, to sizes: inout [Int], weights: [Int], total: Int) {
    var given = 0
    for index in sizes.indices where weights[index] > 0 {
      let share = spare * weights[index] / total
      sizes[index] += share
      given += share
    }
    // Rounding leftovers go to the first flexible tracks.
    for index in sizes.indices where weights[index] > 0 && given < spare {
      sizes[index] += 1
      given += 1
    }
  }
}

/// Rows and columns laid out over a rectangle. Ask it for the rectangle of any cell or span.
///
/// The rectangles a screen draws its widgets in are the ones it records for hit-testing: one
/// layout pass, so a click always lands where the user saw the control.
///
/// ```swift
/// let grid = Grid(rows: GridAxis([.fixed(1), .fixed(1)], gap: 1), columns: GridAxis([.fixed(7), .fixed(7)], gap: 2))
/// let layout = grid.layout(in: area.centered(grid.preferredSize))
/// let plus = layout.rect(row: 1, column: 0)
/// Button("+").render(in: plus, into: &buffer)
/// controls.add(.plus, at: plus)
/// ```
public struct Grid: Hashable, Sendable {
  /// The rows, top to bottom.
  public var rows: GridAxis
  /// The columns, left to right.
  public var columns: GridAxis

  /// A grid of `rows` by `columns`.
  public init(rows: GridAxis, columns: GridAxis) {
    self.rows = rows
    self.columns = columns
  }

  /// The size below which content is cut: every track and gap at its minimum.
  public var minimumSize: Size { Size(width: columns.minimumLength, height: rows.minimumLength) }
  /// The size at which every track and gap is as wanted.
  public var preferredSize: Size { Size(width: columns.preferredLength, height: rows.preferredLength) }

  /// Solves the layout for `area`.
  public func layout(in area: Rect) -> GridLayout {
    GridLayout(
      area: area, rowSpans: rows.spans(length: area.height),
      columnSpans: columns.spans(length: area.width))
  }
}

/// A solved grid: the rectangle of each cell.
public struct GridLayout: Hashable, Sendable {
  /// The rectangle laid out.
  public let area: Rect
  /// Each row's span, relative to `area`'s top.
  public let rowSpans: [Range<Int>]
  /// Each column's span, relative to `area`'s left.
  public let columnSpans: [Range<Int>]

  /// The rectangle covering rows `row..<row+rowSpan` and columns `column..<column+columnSpan`.
  public func rect(row: Int, column: Int = 0, rowSpan: Int = 1, columnSpan: Int = 1) -> Rect {
    let rows = rowSpans[row].lowerBound..<rowSpans[row + rowSpan - 1].upperBound
    let columns = columnSpans[column].lowerBound..<columnSpans[column + columnSpan - 1].upperBound
    return Rect(
      x: area.x + columns.lowerBound, y: area.y + rows.lowerBound,
      width: max(0, columns.count), height: max(0, rows.count))
  }
}
