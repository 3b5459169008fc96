/// One line of text, vertically centred in its area; too long, it ends with `…`.
public struct Label: Widget {
  public var text: String
  public var style: Style
  public var alignment: Alignment

  public init(_ text: String, style: Style = .plain, alignment: Alignment = .center) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

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
  public var text: String
  public var style: Style
  public var alignment: Alignment

  public init(_ text: String, style: Style = .plain, alignment: Alignment = .center) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// How many rows the text takes at `width`.
  public func height(forWidth width: Int) -> Int {
    TextFitting.wrap(text, toWidth: width).count
  }

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
