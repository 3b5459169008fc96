/// Lines of text that scroll: those from `first` that fit, never leaving rows empty at the end
/// that lines could fill, and a scroll bar in the last column when there is more than fits. The
/// first line shown is the view model's state; the rows and the lines there were go to
/// `RenderedScreen.listRows` and `listCount`, for the keys to move by what the user saw.
///
/// ```swift
/// ScrollingText(first: state.top) { width in HelpText.lines(width: width) }
///   .render(in: layout.rect(row: 1), into: &screen)
/// // keys: ListWindow.step(for: key, rows: frame.listRows ?? 1) lines, then
/// // ScrollingText.first(state.top + step, lines: frame.listCount ?? 0, rows: frame.listRows ?? 1)
/// ```
public struct ScrollingText {
  /// The index of the first line wanted at the top.
  public var first: Int
  /// The lines at a width (wrapped, a table laid out): asked again one column narrower where
  /// they do not all fit, to leave the scroll bar its column.
  public var lines: (_ width: Int) -> [String]
  /// The look of the text.
  public var style: Style

  /// Text whose lines at a width `lines` gives, from line `first`.
  public init(first: Int, style: Style = .plain, lines: @escaping (_ width: Int) -> [String]) {
    self.first = first
    self.style = style
    self.lines = lines
  }

  /// The first line shown of `lines` lines on `rows` rows when `wanted` is asked for: within the
  /// text, and no further down than leaves the last row filled.
  public static func first(_ wanted: Int, lines: Int, rows: Int) -> Int {
    max(0, min(wanted, lines - max(1, rows)))
  }

  /// Draws the lines that fit into `area` of `screen`, with a bar where there are more.
  public func render<Control>(in area: Rect, into screen: inout RenderedScreen<Control>) {
    guard !area.isEmpty else { return }
    var text = lines(area.width)
    let hasBar = text.count > area.height && area.width > 1
    if hasBar { text = lines(area.width - 1) }
    (screen.listRows, screen.listCount) = (area.height, text.count)
    let top = Self.first(first, lines: text.count, rows: area.height)
    let shown = top..<min(text.count, top + area.height)
    let width = area.width - (hasBar ? 1 : 0)
    for (row, index) in shown.enumerated() {
      let rect = Rect(x: area.x, y: area.y + row, width: width, height: 1)
      screen.buffer.write(text[index], at: rect.origin, style: style, clip: rect)
    }
    if hasBar {
      ScrollBar(total: text.count, shown: shown).render(
        in: Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height), into: &screen.buffer)
    }
  }
}
