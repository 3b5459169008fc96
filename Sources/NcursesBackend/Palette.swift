import CNcurses
import TerminalUI

/// Maps the core's styles to ncurses attributes: colour pairs when the terminal has colour and the
/// user allows it, otherwise attributes only (bold, dim, reverse), so no colour sequence is sent.
struct Palette {
  let usesColor: Bool

  /// Starts colour when wanted and possible; must run after `newterm`.
  static func start(colorWanted: Bool) -> Palette {
    guard colorWanted, has_colors(), start_color() == OK,
      // -1 keeps the terminal's own background, light or dark; without it, stay monochrome.
      use_default_colors() == OK
    else { return Palette(usesColor: false) }
    init_pair(Int16(ColorRole.accent.rawValue), Int16(COLOR_CYAN), -1)
    init_pair(Int16(ColorRole.error.rawValue), Int16(COLOR_RED), -1)
    return Palette(usesColor: true)
  }

  func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
    var attributes = sumcalc_a_normal
    if style.bold { attributes |= sumcalc_a_bold }
    if style.reverse { attributes |= sumcalc_a_reverse }
    // Dim is the terminal's own colour, dimmed: readable on light and dark backgrounds alike.
    switch style.role {
    case .normal: return (attributes, 0)
    case .dim: return (attributes | sumcalc_a_dim, 0)
    case .accent, .error:
      guard usesColor else { return (attributes | sumcalc_a_bold, 0) }
      return (attributes, Int16(style.role.rawValue))
    }
  }
}
