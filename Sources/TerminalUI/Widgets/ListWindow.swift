/// Which item of a list is selected and which row shows first: a list's state, kept in the view
/// model's state value (the screen draws it, `ScrollingList`, and keeps nothing). Every change
/// keeps the selection on a row shown, and shows no empty rows past the end that could hold items.
///
/// ```swift
/// window.move(by: 1, count: items.count, rows: page)   // Down
/// window.move(by: -page, count: items.count, rows: page)  // Page Up
/// window.scroll(by: 3, count: items.count, rows: page)  // the rows move, the selection stays if it can
/// ```
public struct ListWindow: Hashable, Sendable {
  /// The selected item's index (0 in an empty list).
  public private(set) var selected: Int
  /// The index of the item on the list's first row.
  public private(set) var first: Int

  /// The window with `selected` selected and `first` on top (kept consistent on the first change).
  public init(selected: Int = 0, first: Int = 0) {
    self.selected = max(0, selected)
    self.first = max(0, first)
  }

  /// Selects `index` among `count` items shown `rows` at a time, scrolling just enough to show it.
  public mutating func select(_ index: Int, count: Int, rows: Int) {
    selected = min(max(0, index), max(0, count - 1))
    let rows = max(1, rows)
    if selected < first { first = selected }
    if selected >= first + rows { first = selected - rows + 1 }
    first = min(first, max(0, count - rows))
  }

  /// Moves the selection `delta` items (negative: up), stopping at the ends, from the rows as
  /// they were drawn (`fitted`).
  public mutating func move(by delta: Int, count: Int, rows: Int) {
    self = fitted(count: count, rows: rows)
    select(selected + max(-count, min(count, delta)), count: count, rows: rows)  // Home, End: past the ends
  }

  /// Scrolls the rows `delta` items, stopping at the ends; the selection stays where it is while it
  /// shows, else moves onto the nearest row shown. For a wheel that scrolls rather than selects
  /// (`ListKeys.scroll` selects, as History's wheel does).
  public mutating func scroll(by delta: Int, count: Int, rows: Int) {
    self = fitted(count: count, rows: rows)
    let rows = max(1, rows)
    first = min(max(0, first + max(-count, min(count, delta))), max(0, count - rows))
    selected = min(max(selected, first), min(first + rows, count) - 1)
    selected = max(0, selected)
  }

  /// The window as `rows` rows of `count` items show it: the selection kept (within the items)
  /// and the rows moved just enough to show it. A view model that selects an item without knowing
  /// the rows (History opened at a sum), or a terminal resized smaller, leaves a window this
  /// settles; `ScrollingList` draws the fitted window, and `move` and `scroll` start from it.
  public func fitted(count: Int, rows: Int) -> ListWindow {
    var window = self
    window.select(selected, count: count, rows: rows)
    return window
  }

  /// How far the selection moves for `key` on a list showing `rows` rows: the arrows one item,
  /// Page Up and Page Down a page, Home and End to the ends; nil for any other key.
  public static func step(for key: Key, rows: Int) -> Int? {
    switch key {
    case .up: -1
    case .down: 1
    case .pageUp: -max(1, rows)
    case .pageDown: max(1, rows)
    case .home: Int.min / 2
    case .end: Int.max / 2
    default: nil
    }
  }

  /// The indices shown on `rows` rows of a list of `count` items.
  public func shown(count: Int, rows: Int) -> Range<Int> {
    let start = min(first, max(0, count - 1))
    return start..<min(count, start + max(0, rows))
  }
}
