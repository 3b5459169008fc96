/// A one-line push button drawn as `[ Title ]`.
public struct Button: Widget {
  /// How a button looks; exactly one at a time.
  public enum Look: Hashable, Sendable, CaseIterable {
    case normal
    /// Has the keyboard focus: reverse video, accent colour.
    case focused
    /// Held down by the mouse, before release.
    case pressed
    /// Cannot be pressed now (while calculating).
    case disabled
  }

  public var title: String
  public var look: Look

  public init(_ title: String, look: Look = .normal) {
    self.title = title
    self.look = look
  }

  /// Cells the button wants: the title plus `[ ` and ` ]`.
  public static func width(of title: String) -> Int { title.cellWidth + 4 }

  public var style: Style {
    switch look {
    case .normal: .plain
    case .focused: .focused
    case .pressed: Style(role: .normal, bold: true, reverse: true)
    case .disabled: .dim
    }
  }

  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    // Brackets need at least one cell of title between them; narrower, the bare title is shown.
    let ellipsis = buffer.glyphs.ellipsis
    let face =
      area.width >= 5 ? "[ \(TextFitting.truncatingTail(title, toWidth: area.width - 4, ellipsis: ellipsis)) ]" : title
    let shown = TextFitting.truncatingTail(face, toWidth: area.width, ellipsis: ellipsis)
    let x = Alignment.center.start(of: shown.cellWidth, in: area)
    buffer.write(shown, at: Point(x: x, y: area.y + (area.height - 1) / 2), style: style, clip: area)
  }
}
