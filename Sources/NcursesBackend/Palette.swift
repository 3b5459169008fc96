import CNcurses
import TerminalUI

/// Maps the core's styles to ncurses attributes: colour pairs when the terminal has colour and the
/// user allows it, otherwise attributes only (bold, dim, reverse), so no colour sequence is sent.
struct Palette {
  let usesColor: Bool

  /// Starts colour when wanted and possible; must run after `newterm`.
  static func start(colorWanted: Bool) -> Palette {
    guard colorWanted, has_colors() else { return Palette(usesColor: false) }
    start_color()
    use_default_colors()
    // -1 keeps the terminal's own background.
    init_pair(Int16(ColorRole.accent.rawValue), Int16(COLOR_CYAN), -1)
    init_pair(Int16(ColorRole.dim.rawValue), Int16(COLOR_WHITE), -1)
    init_pair(Int16(ColorRole.error.rawValue), Int16(COLOR_RED), -1)
    return Palette(usesColor: true)
  }

  func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
    var attributes = sumcalc_a_normal
    if style.bold { attributes |= sumcalc_a_bold }
    if style.reverse { attributes |= sumcalc_a_reverse }
    switch style.role {
    case .normal: break
    case .dim: attributes |= sumcalc_a_dim
    case .accent, .error: if !usesColor { attributes |= sumcalc_a_bold }
    }
    let pair = usesColor && style.role != .normal ? Int16(style.role.rawValue) : 0
    return (attributes, pair)
  }
}
