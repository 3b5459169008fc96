import TerminalUI

/// The root view: switches over the router to draw the screen that shows, and turns the user's
/// input on it into the view model's intents. Its only state is what belongs to the view: the
/// controls last drawn (for the mouse) and a mouse press not yet released.
@MainActor
public final class RootView {
  public enum Outcome: Hashable, Sendable {
    case keepRunning
    case quit
    /// The terminal must forget what it shows and draw every cell again.
    case repaint
  }

  public let viewModel: CalculatorViewModel
  public let strings: Localizer
  /// The characters for `…`, spinners and sizes: ASCII where the terminal is not UTF-8.
  public let glyphs: Glyphs
  private var pressTracker = PressTracker<CalculatorControl>()
  /// The controls of the screen last drawn, where clicks and focus moves are resolved.
  public private(set) var controls = ControlMap<CalculatorControl>()
  /// The size of the screen last drawn: History's page is what fits in it.
  private var drawnSize = Size(width: 80, height: 24)

  public init(viewModel: CalculatorViewModel, strings: Localizer, glyphs: Glyphs = .unicode) {
    self.viewModel = viewModel
    self.strings = strings
    self.glyphs = glyphs
  }

  /// The smallest terminal the calculator screen fits, in this view's language.
  public static func minimumCalculatorSize(strings: Localizer) -> Size {
    CalculatorScreen.minimumSize(strings: strings)
  }

  /// The screen the router names, given the state it draws: the one place that maps the router's
  /// cases to screens.
  private func screen(elapsed: Duration = .zero) -> any ScreenUnit {
    let context = ScreenContext(strings: strings, elapsed: elapsed, pressed: pressTracker.pressed, glyphs: glyphs)
    switch viewModel.screen {
    case .loading:
      return LoadingScreen(context: context)
    case .calculator:
      return CalculatorScreen(data: viewModel.data, focus: viewModel.focus, notice: notice, context: context)
    case .history:
      return HistoryScreen(
        tape: viewModel.data.tape, position: viewModel.history, focus: viewModel.focus, context: context)
    case .error(let cause):
      return ErrorScreen(cause: cause, focus: viewModel.focus, context: context)
    }
  }

  /// Draws the current screen at `size`; `elapsed` turns the spinners.
  public func render(size: Size, elapsed: Duration) -> Buffer {
    drawnSize = size
    let rendered = screen(elapsed: elapsed).render(size: size)
    controls = rendered.controls
    return rendered.buffer
  }

  /// Handles one input event, arriving at `time` (any monotonic origin), against the screen last
  /// drawn.
  public func handle(_ event: InputEvent, at time: Duration) -> Outcome {
    switch event {
    case .resize(let size):
      pressTracker.cancel()
      viewModel.onTerminalResized(size)
    case .mouse(let mouse):
      // The wheel scrolls History; elsewhere it does nothing.
      if viewModel.screen == .history, mouse.action == .press, [.wheelUp, .wheelDown].contains(mouse.button) {
        return perform(.moveSelection(mouse.button == .wheelUp ? .up : .down))
      }
      // A click presses the control and leaves the keyboard focus where it was: a keyboard user
      // keeps their place, and Enter after clicking digits still calculates.
      guard let clicked = pressTracker.handle(mouse, in: controls, at: time) else { break }
      let before = viewModel.screen
      let outcome = press(clicked)
      if viewModel.screen != before { pressTracker.clickChangedScreen() }
      return outcome
    case .paste(let text):
      viewModel.onPaste(text)
    case .key(let key):
      guard let command = KeyBindings.global(key) ?? screen().command(for: key) else { break }
      return perform(command)
    }
    return .keepRunning
  }

  private func perform(_ command: KeyCommand) -> Outcome {
    switch command {
    case .quit: return .quit
    case .repaint: return .repaint
    case .addNumber(let number): viewModel.onAddNumber(number)
    case .calculate: viewModel.onSubmit()
    case .removeLast: viewModel.onRemoveLast()
    case .reset: viewModel.onReset()
    case .pressFocused:
      if controls.rect(of: viewModel.focus) != nil { return press(viewModel.focus) }
    case .focusNext: controls.next(after: viewModel.focus).map(viewModel.onFocus)
    case .focusPrevious: controls.previous(before: viewModel.focus).map(viewModel.onFocus)
    case .moveFocus(let direction):
      guard controls.rect(of: viewModel.focus) != nil else {
        controls.next(after: nil).map(viewModel.onFocus)
        break
      }
      viewModel.onFocus(controls.neighbor(of: viewModel.focus, toward: direction))
    case .openHistory: viewModel.onOpenHistory()
    case .closeHistory: viewModel.onCloseHistory()
    case .moveSelection(let move):
      viewModel.onMoveSelection(move, visibleRows: HistoryScreen.visibleRows(size: drawnSize))
    }
    return .keepRunning
  }

  /// A control pressed by click or key: `Quit` ends the program, the rest are intents.
  private func press(_ control: CalculatorControl) -> Outcome {
    guard control != .quit else { return .quit }
    viewModel.onPress(control)
    return .keepRunning
  }

  /// The calculator's one-line notice: a full list first (the user just pressed a key), else why
  /// nothing is saved.
  private var notice: String? {
    if viewModel.listIsFull { return strings.listFull(CalculatorData.numberLimit) }
    return viewModel.saveProblem.map(strings.notice(for:))
  }
}
