import TerminalUI

/// One screen the router can show: it draws the state it is given, recording the controls it
/// draws (their rectangles come from the same layout pass), and says what keys do on it.
protocol ScreenUnit {
  func render(size: Size) -> RenderedScreen
  func command(for key: Key) -> KeyCommand?
}
