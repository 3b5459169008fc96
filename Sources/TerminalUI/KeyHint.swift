/// The bottom line that names the keys: `key action` pairs, as many whole pairs as fit, centred.
public struct KeyHint: Widget {
  public struct Item: Hashable, Sendable {
    public var key: String
    public var action: String

    public init(key: String, action: String) {
      self.key = key
      self.action = action
    }

    var width: Int { key.cellWidth + 1 + action.cellWidth }
  }

  public static let separator = "  "
  public var items: [Item]

  public init(_ items: [Item]) {
    self.items = items
  }

  /// The leading items that fit in `width` cells.
  public func visibleItems(width: Int) -> [Item] {
    var used = 0
    var shown: [Item] = []
    for item in items {
      let next = used + (shown.isEmpty ? 0 : Self.separator.cellWidth) + item.width
      guard next <= width else { break }
      used = next
      shown.append(item)
    }
    return shown
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
