/// One line of text, vertically centred in its area; too long, it ends with `…`.
public struct Label: Widget {
  /// The text, one line.
  public var text: String
  /// How it is drawn.
  public var style: Style
  /// Where in the area's width it sits.
  public var alignment: Alignment

  /// A label of `text` in `style`, placed as `alignment` says.
  public init(_ text: String, style: Style = .plain, alignment: Alignment = .center) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// Draws the text on the middle row of `area`, shortened with `…` to its width.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let shown = TextFitting.truncatingTail(text, toWidth: area.width, ellipsis: buffer.glyphs.ellipsis)
    let x = alignment.start(of: shown.cellWidth, in: area)
    buffer.write(shown, at: Point(x: x, y: area.y + (area.height - 1) / 2), style: style, clip: area)
  }
}

/// Text wrapped at spaces to the area's width, each line aligned, the block vertically centred.
/// Lines that do not fit are dropped, the last shown one ending with `…` after a whole word.
public struct Paragraph: Widget {
  /// The text; it breaks at spaces.
  public var text: String
  /// How it is drawn.
  public var style: Style
  /// Where each line sits in the area's width.
  public var alignment: Alignment

  /// A paragraph of `text` in `style`, each line placed as `alignment` says.
  public init(_ text: String, style: Style = .plain, alignment: Alignment = .center) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// How many rows the text takes at `width`.
  public func height(forWidth width: Int) -> Int {
    TextFitting.wrap(text, toWidth: width).count
  }

  /// Draws the wrapped lines, as many as `area` has rows, the block centred in it.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let lines = TextFitting.wrap(text, toWidth: area.width, maxLines: area.height, ellipsis: buffer.glyphs.ellipsis)
    let top = area.y + (area.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let x = alignment.start(of: line.cellWidth, in: area)
      buffer.write(line, at: Point(x: x, y: top + offset), style: style, clip: area)
    }
  }
}
