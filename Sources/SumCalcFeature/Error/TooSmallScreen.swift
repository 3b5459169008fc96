import TerminalUI

/// Shown instead of a screen whose minimum size the terminal is below: the size needed and the
/// size now. It belongs to the view alone — the router's screen stays where it is, state and all,
/// and shows again by itself once the terminal is large enough. As the terminal shrinks the
/// explanation gives way first, then the size needed; the size now always shows.
struct TooSmallScreen {
  let needed: Size
  let actual: Size
  let context: SumCalcContext

  func render() -> Buffer {
    var buffer = Buffer(size: actual, glyphs: context.glyphs)
    let strings = context.strings
    let (needed, now) = (context.glyphs.text(of: needed), context.glyphs.text(of: actual))
    let message = MessageLayout(
      title: Paragraph(strings.tooSmallTitle, style: .error), message: Paragraph(strings.tooSmallBody(needed, now)),
      buttons: [], hints: [KeyHint.Item(key: strings.hintQuitKey, action: strings.hintQuit, priority: 1)])
    let placement = message.place(in: actual)
    if placement.fitsWhole {
      message.render(placement, context: context, into: &buffer)
      return buffer
    }
    let short = strings.tooSmallShort(needed, now)
    let wordsFit = short.split(separator: " ").allSatisfy { String($0).cellWidth <= actual.width }
    if wordsFit, TextFitting.wrap(short, toWidth: actual.width).count <= actual.height {
      Paragraph(short, style: .error).render(in: buffer.bounds, into: &buffer)
      return buffer
    }
    // The size now alone, broken over as many rows as it takes (at 2×2: `2×` over `2`).
    let lines = TextFitting.wrap(now, toWidth: actual.width).prefix(actual.height)
    let top = (actual.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      buffer.write(
        line, at: Point(x: (actual.width - line.cellWidth) / 2, y: top + offset), style: .error, clip: buffer.bounds)
    }
    return buffer
  }
}
