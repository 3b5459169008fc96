/// A result, a total or a line being typed: one centred line that never wraps or overflows. Too long, it shows
/// the newest (rightmost) part after a leading `…`.
///
/// The centring is steady: the text is centred as if its width were rounded up to a multiple of
/// `centringStep`, so a line that grows by a few cells per key moves only every other key. The eye
/// is not dragged along on each digit, and the terminal receives only the new cells.
public struct CenteredLine: Widget {
  /// The width the text's is rounded up to for centring.
  static let centringStep = 8

  /// The result as text.
  public var text: String
  /// How it is drawn.
  public var style: Style

  /// A result line showing `text` in `style`.
  public init(_ text: String, style: Style = .accent) {
    self.text = text
    self.style = style
  }

  /// Where text `width` cells wide starts in `area`.
  public static func start(ofWidth width: Int, in area: Rect) -> Int {
    let steady = (width + centringStep - 1) / centringStep * centringStep
    return Alignment.center.start(of: min(steady, area.width), in: area)
  }

  /// Draws the text on the middle row of `area`, its head cut off with `…` when too long.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let shown = TextFitting.truncatingHead(text, toWidth: area.width, ellipsis: buffer.glyphs.ellipsis)
    let x = Self.start(ofWidth: shown.cellWidth, in: area)
    buffer.write(shown, at: Point(x: x, y: area.y + (area.height - 1) / 2), style: style, clip: area)
  }
}
