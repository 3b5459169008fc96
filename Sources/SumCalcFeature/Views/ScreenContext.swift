import TerminalUI

/// What every screen needs besides its view model's state: the language, the characters the
/// terminal can show, the time for spinners, and where the mouse is held down.
public struct ScreenContext: Sendable {
  public var strings: Localizer
  /// The characters for `…`, spinners and sizes: ASCII where the terminal is not UTF-8.
  public var glyphs: Glyphs
  /// Time since the program started; spinners pick their frame from it.
  public var elapsed: Duration
  /// Where a left press not yet released is: the control there looks pressed.
  public var pressedAt: Point?

  public init(strings: Localizer, glyphs: Glyphs = .unicode, elapsed: Duration = .zero, pressedAt: Point? = nil) {
    self.strings = strings
    self.glyphs = glyphs
    self.elapsed = elapsed
    self.pressedAt = pressedAt
  }

  /// Whether the terminal can show every language (its character set is UTF-8); else only English.
  var showsEveryLanguage: Bool { glyphs == .unicode }

  /// How a button at `rect` looks: held down by the mouse, focused, or disabled. The focus stays
  /// visible while controls are disabled, so the user never loses track of it.
  func look(at rect: Rect, focused: Bool, enabled: Bool = true) -> Button.Look {
    Button.Look(at: rect, pressedAt: pressedAt, focused: focused, enabled: enabled)
  }

  /// A column of readable width: the whole of a narrow terminal, two thirds of a wide one (but
  /// never under 40 cells), centred in `area`.
  static func readableColumn(in area: Rect) -> Rect {
    area.centered(Size(width: max(40, area.width * 2 / 3), height: area.height))
  }
}
