import TerminalUI

/// What every screen of SumCalc gets besides its view model: the toolkit's context with the
/// calculator's words (`Localizer`, in the session's language).
public typealias SumCalcContext = TerminalUI.ScreenContext<Localizer>

extension TerminalUI.ScreenContext where Strings == Localizer {
  /// A column of readable width: the whole of a narrow terminal, two thirds of a wide one (but
  /// never under 40 cells), centred in `area`.
  static func readableColumn(in area: Rect) -> Rect {
    area.centered(Size(width: max(40, area.width * 2 / 3), height: area.height))
  }
}
