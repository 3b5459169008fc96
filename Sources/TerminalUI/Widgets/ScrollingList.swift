/// A list of one-line items, drawn from its `ListWindow`: the rows shown, the selected one
/// highlighted across the list's width, and a scroll bar in the last column when there is more
/// than fits. Each row shown is a control the mouse presses (`control(index)`, not focusable: the
/// list moves its selection with the arrows itself); the rows it had go to
/// `RenderedScreen.listRows` (one list a screen), so that Page Up and Page Down move by the page the
/// user saw.
///
/// ```swift
/// ScrollingList(items: state.counts.map(String.init), window: state.window, focused: state.focus == .list)
///   .render(in: layout.rect(row: 2), into: &screen, list: .list) { .count($0) }
/// ```
public struct ScrollingList {
  /// How many items there are.
  public var count: Int
  /// The text of the item at an index, at a width (shortened to fit however it should be).
  public var text: (_ index: Int, _ width: Int) -> String
  /// Which item is selected and which shows first.
  public var window: ListWindow
  /// Whether the list has the keyboard focus: the selected row in the focus's look then, else in
  /// plain reverse video (still seen, without colour too).
  public var focused: Bool

  /// A list of `items`, each shortened with `…` at its end where it does not fit.
  public init(items: [String], window: ListWindow, focused: Bool = true) {
    self.init(count: items.count, window: window, focused: focused) { index, width in items[index] }
  }

  /// A list of `count` items whose text at a width `text` gives (a sum shortened at its front,
  /// say).
  public init(
    count: Int, window: ListWindow, focused: Bool = true, text: @escaping (_ index: Int, _ width: Int) -> String
  ) {
    self.count = count
    self.text = text
    self.window = window
    self.focused = focused
  }

  /// Draws the rows into `area` of `screen`, records each as `control(index)`, and the number of
  /// rows as the screen's `listRows`; `list`, where given, is the list's own control, its place in
  /// the Tab order, recorded on the selected row (a click elsewhere in the area presses nothing).
  /// The focused list puts the cursor on its selected row.
  public func render<Control>(
    in area: Rect, into screen: inout RenderedScreen<Control>, list: Control? = nil, control: (Int) -> Control
  ) {
    guard !area.isEmpty else { return }
    (screen.listRows, screen.listCount) = (area.height, count)
    let window = window.fitted(count: count, rows: area.height)
    let shown = window.shown(count: count, rows: area.height)
    let hasBar = count > area.height && area.width > 1
    let rowWidth = area.width - (hasBar ? 1 : 0)
    let ellipsis = screen.buffer.glyphs.ellipsis
    for (row, index) in shown.enumerated() {
      let rect = Rect(x: area.x, y: area.y + row, width: rowWidth, height: 1)
      let selected = index == window.selected
      let style = selected ? (focused ? Style.focused : Style(role: .normal, reverse: true)) : .plain
      let line = TextFitting.truncatingTail(
        text(index, max(0, rowWidth - 2)), toWidth: max(0, rowWidth - 2), ellipsis: ellipsis)
      if selected { screen.buffer.fill(rect, style: style) }
      screen.buffer.write(line, at: Point(x: rect.x + 1, y: rect.y), style: style, clip: rect)
      if selected, let list { screen.controls.add(list, at: rect) }
      screen.controls.add(control(index), at: rect, focusable: false)
      if selected && focused { screen.buffer.cursor = Point(x: rect.x + 1, y: rect.y) }
    }
    if hasBar {
      ScrollBar(total: count, shown: shown).render(
        in: Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height), into: &screen.buffer)
    }
  }
}

/// A one-column bar beside a list or text: a thumb as long as the part shown is of the whole,
/// where that part is.
public struct ScrollBar: Widget {
  /// How many rows there are in all.
  public var total: Int
  /// The rows shown.
  public var shown: Range<Int>

  /// The bar for `shown` of `total` rows.
  public init(total: Int, shown: Range<Int>) {
    self.total = total
    self.shown = shown
  }

  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty, total > 0 else { return }
    let height = area.height
    let length = max(1, (height * shown.count + total / 2) / total)  // rounded
    let top = shown.upperBound >= total ? height - length : min(height - length, height * shown.lowerBound / total)
    let glyphs = buffer.glyphs
    for row in 0..<height {
      let inThumb = row >= top && row < top + length
      buffer.write(
        inThumb ? glyphs.scrollThumb : glyphs.scrollTrack, at: Point(x: area.x, y: area.y + row),
        style: inThumb ? .plain : .dim, clip: area)
    }
  }
}
