/// The bottom line that names the keys: `key action` pairs, centred. When they do not all fit,
/// whole pairs are left out, the least important first, and the rest keep their order.
public struct KeyHint: Widget {
  public struct Item: Hashable, Sendable {
    public var key: String
    public var action: String
    /// Higher stays longer when space is short (how to quit should be the last to go).
    public var priority: Int

    public init(key: String, action: String, priority: Int = 0) {
      self.key = key
      self.action = action
      self.priority = priority
    }

    var width: Int { key.cellWidth + 1 + action.cellWidth }
  }

  public static let separator = "  "
  public var items: [Item]

  public init(_ items: [Item]) {
    self.items = items
  }

  /// The items shown in `width` cells: the most important that fit, in their own order.
  public func visibleItems(width: Int) -> [Item] {
    let separator = Self.separator.cellWidth
    var used = -separator
    var kept = Set<Int>()
    // Stable: among equal priorities, earlier items win.
    let byImportance = items.indices.sorted { (items[$0].priority, -$0) > (items[$1].priority, -$1) }
    for index in byImportance {
      guard used + separator + items[index].width <= width else { break }
      used += separator + items[index].width
      kept.insert(index)
    }
    return items.indices.filter(kept.contains).map { items[$0] }
  }

  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let shown = visibleItems(width: area.width)
    let total = shown.reduce(0) { $0 + $1.width } + max(0, shown.count - 1) * Self.separator.cellWidth
    var x = Alignment.center.start(of: total, in: area)
    let y = area.y + (area.height - 1) / 2
    for (index, item) in shown.enumerated() {
      if index > 0 { x += buffer.write(Self.separator, at: Point(x: x, y: y), style: .dim, clip: area) }
      x += buffer.write(item.key, at: Point(x: x, y: y), style: Style(bold: true), clip: area)
      x += buffer.write(" " + item.action, at: Point(x: x, y: y), style: .dim, clip: area)
    }
  }
}
