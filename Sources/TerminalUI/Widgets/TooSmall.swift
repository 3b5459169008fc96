/// What a program shows where the terminal is smaller than its screen needs (`Navigator.tooSmall`): the fullest of its texts that fits whole — the explanation, then the short form of
/// the size needed and the size now — and at the least the size now alone, broken over as many rows
/// as it takes, down to 1×1. No word is ever cut.
///
/// ```swift
/// TooSmall(needed: needed, actual: size, glyphs: glyphs,
///          explanation: "Make the terminal at least \(glyphs.text(of: needed)), or q to quit").render()
/// ```
public struct TooSmall {
  public var needed: Size
  public var actual: Size
  public var glyphs: Glyphs
  /// The whole explanation, shown where it fits whole.
  public var explanation: String
  /// The size needed and the size now, shown where the explanation does not fit.
  public var short: String

  /// The too-small screen at `actual` for a screen that needs `needed`; `short` defaults to
  /// `Needs 40×10, is 34×8`.
  public init(needed: Size, actual: Size, glyphs: Glyphs = .unicode, explanation: String, short: String? = nil) {
    self.needed = needed
    self.actual = actual
    self.glyphs = glyphs
    self.explanation = explanation
    self.short = short ?? "Needs \(glyphs.text(of: needed)), is \(glyphs.text(of: actual))"
  }

  /// A buffer of the terminal's size with the fullest text that fits.
  public func render() -> Buffer {
    var buffer = Buffer(size: actual, glyphs: glyphs)
    for text in [explanation, short] where Self.fitsWhole(text, in: actual) {
      Paragraph(text, style: .error).render(in: buffer.bounds, into: &buffer)
      return buffer
    }
    // The size now alone (at 2×2: `2×` over `2`).
    let lines = TextFitting.wrap(glyphs.text(of: actual), toWidth: actual.width).prefix(actual.height)
    let top = (actual.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      buffer.write(
        line, at: Point(x: (actual.width - line.cellWidth) / 2, y: top + offset), style: .error, clip: buffer.bounds)
    }
    return buffer
  }

  /// Whether `text` wraps into `size` with no word cut.
  static func fitsWhole(_ text: String, in size: Size) -> Bool {
    guard size.width > 0, size.height > 0 else { return false }
    let wordsFit = text.split(separator: " ").allSatisfy { String($0).cellWidth <= size.width }
    return wordsFit && TextFitting.wrap(text, toWidth: size.width).count <= size.height
  }
}
