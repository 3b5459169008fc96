/// A one-line push button drawn as `[ Title ]`.
public struct Button: Widget {
  /// How a button looks; exactly one at a time.
  public enum Look: Hashable, Sendable, CaseIterable {
    /// Nothing special.
    case normal
    /// Has the keyboard focus: reverse video, accent colour.
    case focused
    /// Held down by the mouse, before release.
    case pressed
    /// Cannot be pressed now (dim); shown so the user sees it exists.
    case disabled

    /// How a button at `rect` looks on a frame: pressed while the left button is held down on it
    /// (`pressedAt`, as `ScreenContext` hands it to the screen), else focused or normal; disabled
    /// buttons never look pressed, and keep showing the focus as `focused`, so the user never
    /// loses track of it.
    public init(at rect: Rect, pressedAt: Point?, focused: Bool, enabled: Bool = true) {
      if enabled, let pressedAt, rect.contains(pressedAt) {
        self = .pressed
      } else if focused {
        self = .focused
      } else {
        self = enabled ? .normal : .disabled
      }
    }
  }

  /// The words on the button.
  public var title: String
  /// Its state on this frame.
  public var look: Look

  /// A button showing `title` as `look` says.
  public init(_ title: String, look: Look = .normal) {
    self.title = title
    self.look = look
  }

  /// Cells the button wants: the title plus `[ ` and ` ]`.
  public static func width(of title: String) -> Int { title.cellWidth + 4 }

  /// The style `look` draws in: reverse accent when focused, reverse bold when pressed, dim when
  /// disabled.
  public var style: Style {
    switch look {
    case .normal: .plain
    case .focused: .focused
    case .pressed: Style(role: .normal, bold: true, reverse: true)
    case .disabled: .dim
    }
  }

  /// Draws `[ Title ]` centred in `area`, the title shortened with `…` to fit; narrower than five
  /// cells, the bare title.
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
