import CNcurses
import TerminalUI

/// Maps the core's styles to ncurses attributes: colour pairs when the terminal has colour and the
/// user allows it, otherwise attributes only (bold, dim, reverse), so no colour sequence is sent.
///
/// Readable on light and dark terminals alike (contrast by WCAG's formula, xterm's default palette):
/// text on the terminal's own background is a colour of middle luminance, 3:1 or more against both
/// white and black — bright blue (12, #5C5CFF: 4.4 and 4.7) or, with 8 colours, magenta (#CD00CD:
/// 4.5 and 4.7) for the accent, red (#CD0000: 5.8 and 3.6) for errors; cyan (#00CDCD) was 2.0 on
/// white. The focus sets both colours, white on blue (7.5:1 with 8 colours, 9.4 with 16), so it
/// never depends on the terminal's background.
struct Palette: Sendable {
  let usesColor: Bool

  /// The colour pairs, by number (0 is the terminal's own colours).
  private enum Pair: Int16 {
    case accent = 1
    case error, focus
  }

  /// Starts colour when wanted and possible; must run after `newterm`.
  static func start(colorWanted: Bool) -> Palette {
    guard colorWanted, has_colors(), start_color() == OK,
      // -1 keeps the terminal's own background, light or dark; without it, stay monochrome.
      use_default_colors() == OK
    else { return Palette(usesColor: false) }
    let brightBlue: Int16 = 12
    init_pair(Pair.accent.rawValue, tui_colors() >= 16 ? brightBlue : Int16(COLOR_MAGENTA), -1)
    init_pair(Pair.error.rawValue, Int16(COLOR_RED), -1)
    init_pair(Pair.focus.rawValue, Int16(COLOR_WHITE), Int16(COLOR_BLUE))
    return Palette(usesColor: true)
  }

  func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
    var attributes = tui_a_normal
    if style.bold { attributes |= tui_a_bold }
    if style.reverse { attributes |= tui_a_reverse }
    // Dim is the terminal's own colour, dimmed: readable on light and dark backgrounds alike.
    switch style.role {
    case .normal: return (attributes, 0)
    case .dim: return (attributes | tui_a_dim, 0)
    case .accent, .error:
      guard usesColor else { return (attributes | tui_a_bold, 0) }
      // Accent in reverse is the focus: its own pair, both colours set, not reversed.
      if style.role == .accent, style.reverse { return (attributes & ~tui_a_reverse, Pair.focus.rawValue) }
      return (attributes, style.role == .accent ? Pair.accent.rawValue : Pair.error.rawValue)
    }
  }
}
