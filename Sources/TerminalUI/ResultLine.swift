/// The calculator's result: one centred line that never wraps or overflows. Too long, it shows
/// the newest (rightmost) part after a leading `…`.
public struct ResultLine: Widget {
  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .accent) {
    self.text = text
    self.style = style
  }

  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let shown = TextFitting.truncatingHead(text, toWidth: area.width)
    let x = Alignment.center.start(of: shown.cellWidth, in: area)
    buffer.write(shown, at: Point(x: x, y: area.y + (area.height - 1) / 2), style: style, clip: area)
  }
}
