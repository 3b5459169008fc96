import TerminalUI

/// The calculator's digit keypad: rows `1 2 3`, `4 5 6`, `7 8 9` (or, upside down as on a numeric keypad,
/// `7 8 9` on top), then `0` under `8`, laid out on a grid whose gaps shrink, all alike, to
/// nothing before any key is cut.
public struct Keypad: Widget {
  /// Digits by grid row and column, `1 2 3` on top as on a telephone; `nil` where a row has no key.
  public static let telephoneRows: [[Int?]] = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [nil, 0, nil]]
  /// `7 8 9` on top, as on a numeric keypad.
  public static let numericKeypadRows: [[Int?]] = [[7, 8, 9], [4, 5, 6], [1, 2, 3], [nil, 0, nil]]
  /// Each key is a button `[ d ]`.
  public static let keyWidth = Button.width(of: "0")

  /// The keypad's grid: four rows, three columns of `keyWidth`.
  public static let grid = Grid(
    rows: GridAxis(Array(repeating: .fixed(1), count: telephoneRows.count), gap: 1, minimumGap: 0, evenGaps: true),
    columns: GridAxis(Array(repeating: .fixed(keyWidth), count: 3), gap: 3, minimumGap: 1, evenGaps: true))

  /// The digits by row, top first (`telephoneRows` or `numericKeypadRows`).
  public var rows: [[Int?]]
  /// How each digit's key, at the rectangle given, looks; the screen decides (focus, mouse,
  /// whether keys work now).
  public var look: (Int, Rect) -> Button.Look

  /// A keypad of `rows`, each key looking as `look` says.
  public init(rows: [[Int?]] = Keypad.telephoneRows, look: @escaping (Int, Rect) -> Button.Look = { _, _ in .normal }) {
    self.rows = rows
    self.look = look
  }

  /// Where each digit's key lies when the keypad with `rows` fills `area` (centred in it).
  public static func keyRects(in area: Rect, rows: [[Int?]] = telephoneRows) -> [(digit: Int, rect: Rect)] {
    let layout = grid.layout(in: area.centered(grid.preferredSize.clamped(to: area.size)))
    var keys: [(digit: Int, rect: Rect)] = []
    for (row, digits) in rows.enumerated() {
      for (column, digit) in digits.enumerated() {
        guard let digit else { continue }
        keys.append((digit, layout.rect(row: row, column: column)))
      }
    }
    return keys
  }

  /// Draws the keys at `keyRects(in:rows:)`: a screen records the same rectangles as its controls.
  public func render(in area: Rect, into buffer: inout Buffer) {
    for key in Self.keyRects(in: area, rows: rows) where !key.rect.isEmpty {
      Button(String(key.digit), look: look(key.digit, key.rect)).render(in: key.rect, into: &buffer)
    }
  }
}
