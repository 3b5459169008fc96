/// A place in an `EditableText`: a line (the text split at its line feeds) and a column in it,
/// counted in grapheme clusters — `é` is one column whether it came as one scalar or two, `👍🏽` one.
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 0.
  public var line: Int
  /// The clusters before the place on its line.
  public var column: Int

  /// The place after `column` clusters of `line`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// One row of a text wrapped to a width: a line, and which of that line's rows.
public struct WrappedRow: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 0.
  public var line: Int
  /// The row of that line, from 0.
  public var row: Int

  /// Row `row` of line `line`.
  public init(line: Int, row: Int) {
    self.line = line
    self.row = row
  }

  public static func < (lhs: WrappedRow, rhs: WrappedRow) -> Bool {
    (lhs.line, lhs.row) < (rhs.line, rhs.row)
  }

  public var description: String { "\(line).\(row)" }
}
