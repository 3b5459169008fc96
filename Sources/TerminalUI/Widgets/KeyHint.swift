/// The bottom line that names the keys: `key action` pairs, centred. When they do not all fit,
/// whole pairs are left out, the least important first, and the rest keep their order.
///
/// ```swift
/// KeyHint([.init(key: "+", action: "add"), .init(key: "q", action: "quit", priority: 1)])
///   .render(in: area.row(area.height - 1), into: &buffer)  // "+ add  q quit"
/// ```
public struct KeyHint: Widget {
  /// One key and what it does.
  public struct Item: Hashable, Sendable {
    /// The key as the user would type it (`q`, `Tab`), drawn bold.
    public var key: String
    /// What it does (`quit`), drawn dim.
    public var action: String
    /// Higher stays longer when space is short (how to quit should be the last to go).
    public var priority: Int

    /// `key` does `action`; `priority` decides who stays when space is short.
    public init(key: String, action: String, priority: Int = 0) {
      self.key = key
      self.action = action
      self.priority = priority
    }

    var width: Int { key.cellWidth + 1 + action.cellWidth }
  }

  /// Between two items.
  static let separator = "  "
  /// The items, in the order they are shown.
  public var items: [Item]

  /// A hint line of `items`.
  public init(_ items: [Item]) {
    self.items = items
  }

  /// A hint line of `key: action` pairs, in order; where space is short the last pair stays
  /// longest — put how to quit there — then the first ones (`["+": "add", "q": "quit"]`).
  public init(_ pairs: KeyValuePairs<String, String>) {
    let last = pairs.count - 1
    self.items = pairs.enumerated().map { index, pair in
      Item(key: pair.key, action: pair.value, priority: index == last ? pairs.count : last - index)
    }
  }

  /// The items shown in `width` cells: the most important that fit, in their own order.
  public func visibleItems(width: Int) -> [Item] {
    let separator = Self.separator.cellWidth
    let widths = items.map(\.width)
    // Where all fit, all show: nothing to rank (the usual case at 80 columns and wider).
    guard widths.reduce(0, +) + max(0, items.count - 1) * separator > width else { return items }
    var used = -separator
    var kept = Array(repeating: false, count: items.count)
    // Stable: among equal priorities, earlier items win.
    let byImportance = items.indices.sorted { (items[$0].priority, -$0) > (items[$1].priority, -$1) }
    for index in byImportance {
      guard used + separator + widths[index] <= width else { break }
      used += separator + widths[index]
      kept[index] = true
    }
    return items.indices.filter { kept[$0] }.map { items[$0] }
  }

  /// Where each item shown in `area` is drawn (its key and action).
  public func placements(in area: Rect) -> [(item: Item, rect: Rect)] {
    guard !area.isEmpty else { return [] }
    let shown = visibleItems(width: area.width)
    let separator = Self.separator.cellWidth
    let total = shown.reduce(0) { $0 + $1.width } + max(0, shown.count - 1) * separator
    var x = Alignment.center.start(of: total, in: area)
    let y = area.y + (area.height - 1) / 2
    var placed: [(item: Item, rect: Rect)] = []
    for item in shown {
      placed.append((item, Rect(x: x, y: y, width: item.width, height: 1).intersection(area)))
      x += item.width + separator
    }
    return placed
  }

  /// Draws the items that fit in `area`, centred on its middle row.
  public func render(in area: Rect, into buffer: inout Buffer) {
    renderPlaced(in: area, into: &buffer)
  }

  /// Draws the items as `render(in:into:)` does, and returns where each went (`placements(in:)`):
  /// a screen makes items clickable from the same pass.
  ///
  /// ```swift
  /// for (item, rect) in hint.renderPlaced(in: bottomRow, into: &screen.buffer) where item.key == "?" {
  ///   screen.controls.add(.help, at: rect, focusable: false)
  /// }
  /// ```
  @discardableResult
  public func renderPlaced(in area: Rect, into buffer: inout Buffer) -> [(item: Item, rect: Rect)] {
    let placed = placements(in: area)
    for (index, (item, rect)) in placed.enumerated() {
      var x = rect.x
      if index > 0 {
        buffer.write(Self.separator, at: Point(x: x - Self.separator.cellWidth, y: rect.y), style: .dim, clip: area)
      }
      x += buffer.write(item.key, at: Point(x: x, y: rect.y), style: Style(bold: true), clip: area)
      buffer.write(" " + item.action, at: Point(x: x, y: rect.y), style: .dim, clip: area)
    }
    return placed
  }
}
