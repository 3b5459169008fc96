/// A box drawn around the edge of an area (`┌─┐`, or `+-+` in ASCII), with an optional title on
/// its top edge; what goes inside is drawn into `inner(of:)`.
///
/// ```swift
/// let box = screen.buffer.bounds.centered(Size(width: 30, height: 7))
/// screen.buffer.restyle(screen.buffer.bounds) { $0.role = .dim }  // the screen below, dimmed
/// screen.buffer.fill(box)
/// Border(title: "Delete?").render(in: box, into: &screen.buffer)
/// ```
public struct Border: Widget {
  /// On the top edge, shortened to fit.
  public var title: String?
  /// The look of the lines and the title.
  public var style: Style

  /// A border with `title`, drawn in `style`.
  public init(title: String? = nil, style: Style = .plain) {
    self.title = title
    self.style = style
  }

  /// The area inside a border drawn in `area`.
  public static func inner(of area: Rect) -> Rect {
    Rect(x: area.x + 1, y: area.y + 1, width: max(0, area.width - 2), height: max(0, area.height - 2))
  }

  public func render(in area: Rect, into buffer: inout Buffer) {
    guard area.width >= 2, area.height >= 2 else { return }
    let box = buffer.glyphs.box
    let middle = String(repeating: box.horizontal, count: area.width - 2)
    buffer.write(box.topLeft + middle + box.topRight, at: area.origin, style: style, clip: area)
    buffer.write(
      box.bottomLeft + middle + box.bottomRight, at: Point(x: area.x, y: area.maxY - 1), style: style, clip: area)
    for y in (area.y + 1)..<(area.maxY - 1) {
      buffer.write(box.vertical, at: Point(x: area.x, y: y), style: style, clip: area)
      buffer.write(box.vertical, at: Point(x: area.maxX - 1, y: y), style: style, clip: area)
    }
    if let title, area.width > 4 {
      let shown = TextFitting.truncatingTail(" \(title) ", toWidth: area.width - 2, ellipsis: buffer.glyphs.ellipsis)
      buffer.write(shown, at: Point(x: area.x + 1, y: area.y), style: style, clip: area)
    }
  }
}
