/// What every screen needs besides its view model: the app's words, the characters the terminal
/// can show, the time for spinners, and where the mouse is held down. `RoutedApp` makes one for
/// each frame and hands it to the screen its navigator makes.
public struct ScreenContext<Strings: Sendable>: Sendable {
  /// The app's words in the language in effect (`Navigator.strings`).
  public var strings: Strings
  /// The characters for `…`, spinners, sizes and borders: ASCII where the terminal is not UTF-8.
  public var glyphs: Glyphs
  /// Time since the program started; spinners pick their frame from it.
  public var elapsed: Duration
  /// Where a left press not yet released is: the control there looks pressed.
  public var pressedAt: Point?

  /// A context for one frame.
  public init(strings: Strings, glyphs: Glyphs = .unicode, elapsed: Duration = .zero, pressedAt: Point? = nil) {
    self.strings = strings
    self.glyphs = glyphs
    self.elapsed = elapsed
    self.pressedAt = pressedAt
  }

  /// How a button at `rect` looks on this frame: held down by the mouse, focused, or disabled.
  public func look(at rect: Rect, focused: Bool, enabled: Bool = true) -> Button.Look {
    Button.Look(at: rect, pressedAt: pressedAt, focused: focused, enabled: enabled)
  }
}

extension ScreenContext where Strings == Void {
  /// A context for an app with no words of its own to hand on (one language, in its screens).
  public init(glyphs: Glyphs = .unicode, elapsed: Duration = .zero, pressedAt: Point? = nil) {
    self.init(strings: (), glyphs: glyphs, elapsed: elapsed, pressedAt: pressedAt)
  }
}
