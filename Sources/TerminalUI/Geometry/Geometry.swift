/// A cell position: `x` counts columns from the left, `y` rows from the top, both from 0.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, from 0 at the left.
  public var x: Int
  /// The row, from 0 at the top.
  public var y: Int

  /// The cell at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top left cell.
  public static let zero = Point(x: 0, y: 0)
  /// `(x, y)`, for test messages.
  public var description: String { "(\(x), \(y))" }
}

/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width` columns and `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)
  /// `80×24`, for test messages.
  public var description: String { "\(width)×\(height)" }

  /// True when a rectangle of `other` fits inside one of this size.
  public func contains(_ other: Size) -> Bool {
    other.width <= width && other.height <= height
  }
}

/// A rectangle of cells. Half-open: it contains `origin` but not `origin + size`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top left cell.
  public var origin: Point
  /// Its width and height, never negative.
  public var size: Size

  /// The rectangle of `size` (negative sides count as 0) whose top left cell is `origin`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
  }

  /// The rectangle `width` by `height` whose top left cell is at column `x`, row `y`.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The left column.
  public var x: Int { origin.x }
  /// The top row.
  public var y: Int { origin.y }
  /// Columns.
  public var width: Int { size.width }
  /// Rows.
  public var height: Int { size.height }
  /// The first column to the right, outside it.
  public var maxX: Int { origin.x + size.width }
  /// The first row below, outside it.
  public var maxY: Int { origin.y + size.height }
  /// Whether it holds no cell (nothing can be drawn or clicked in it).
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  /// Its middle cell (of the two middle ones of an even side, the right or lower one).
  public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
  /// `(x, y) width×height`, for test messages.
  public var description: String { "\(origin) \(size)" }

  /// Whether the cell at `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The overlap of two rectangles; empty (at `origin` of self) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(origin: origin, size: .zero) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// A rectangle of `size` (clamped to this one) centred inside this one; odd spare cells go right/down.
  public func centered(_ size: Size) -> Rect {
    let width = min(size.width, self.width)
    let height = min(size.height, self.height)
    return Rect(
      x: x + (self.width - width) / 2, y: y + (self.height - height) / 2,
      width: width, height: height)
  }

  /// The row `offset` of this rectangle, one cell high.
  public func row(_ offset: Int) -> Rect {
    Rect(x: x, y: y + offset, width: width, height: offset < height ? 1 : 0)
  }
}

extension Size {
  /// This size, no larger than `limit` in either direction.
  public func clamped(to limit: Size) -> Size {
    Size(width: min(width, limit.width), height: min(height, limit.height))
  }
}
