import TerminalUI

/// What every screen needs besides the view model's state: the language, the time for spinners,
/// and the control the mouse holds down.
public struct ScreenContext: Sendable {
  public var strings: Localizer
  /// Time since the program started; spinners pick their frame from it.
  public var elapsed: Duration
  /// The control under a mouse press not yet released.
  public var pressed: CalculatorControl?
  /// The characters for `…`, spinners and sizes: ASCII where the terminal is not UTF-8.
  public var glyphs: Glyphs

  public init(
    strings: Localizer, elapsed: Duration = .zero, pressed: CalculatorControl? = nil, glyphs: Glyphs = .unicode
  ) {
    self.strings = strings
    self.elapsed = elapsed
    self.pressed = pressed
    self.glyphs = glyphs
  }

  /// How a button looks given the focus, the mouse and whether it can be pressed now.
  /// What a control's button says.
  func title(of control: CalculatorControl) -> String {
    switch control {
    case .digit(let number): String(number)
    case .calculate: strings.calculateSum
    case .reset: strings.reset
    case .retry: strings.retry
    case .startFresh: strings.startFresh
    case .continueWithoutSaving: strings.continueWithoutSaving
    case .quit: strings.quit
    case .back: strings.back
    case .tapeEntry, .historyList, .historyEntry: ""  // lines of text, not buttons
    }
  }

  /// The focus stays visible while controls are disabled, so the user never loses track of it.
  func look(of control: CalculatorControl, focus: CalculatorControl, enabled: Bool = true) -> Button.Look {
    if enabled, control == pressed { return .pressed }
    if control == focus { return .focused }
    return enabled ? .normal : .disabled
  }
}

/// A drawn screen: the buffer and the controls on it, for hit-testing and focus moves.
public struct RenderedScreen: Sendable {
  public var buffer: Buffer
  public var controls: ControlMap<CalculatorControl>

  /// Puts the terminal cursor on the focused control (inside its brackets), so screen readers
  /// and magnifiers follow the focus.
  mutating func placeCursor(on focus: CalculatorControl) {
    guard let rect = controls.rect(of: focus) else { return }
    buffer.cursor = Point(x: min(rect.x + 2, rect.maxX - 1), y: rect.y)
  }
}
