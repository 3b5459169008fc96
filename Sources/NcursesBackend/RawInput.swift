import CNcurses
import TerminalUI

/// What one read from ncurses gave, before it means anything: a character (put together from
/// the bytes `wgetch` returns), a key code, or, for `KEY_MOUSE`, the event `getmouse` returned.
public enum RawInput: Hashable, Sendable {
  case character(UInt32)
  case keyCode(Int32)
  case mouse(x: Int32, y: Int32, buttons: mmask_t)
  /// `KEY_RESIZE`, with the size ncurses now reports.
  case resize(Size)
}
