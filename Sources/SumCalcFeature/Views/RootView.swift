import TerminalUI

/// The root view: draws the screen the router's route names — or, where the terminal is smaller
/// than that screen needs, the too-small screen in its place — and hands the user's input to it.
/// Only the keys that work everywhere are its own (quit, Ctrl-C, Ctrl-L); the rest each screen maps
/// to its view model's intents. Its only state is the view's: the size last drawn and the mouse.
@MainActor
public final class RootView {
  public enum Outcome: Hashable, Sendable {
    case keepRunning
    case quit
    /// The terminal must forget what it shows and draw every cell again.
    case repaint
  }

  public let router: AppRouter
  public let strings: Localizer
  /// The characters for `…`, spinners and sizes: ASCII where the terminal is not UTF-8.
  public let glyphs: Glyphs
  private var pressTracker = PressTracker()
  /// The screen last drawn or given an event: a press held while the screen changes (drawn, or
  /// within one burst of input) is forgotten.
  private var screenSeen: ObjectIdentifier?
  /// The screen the last click was made on: a screen changed since — at once, or by the work that
  /// click started — makes a press at its cell the second click of a double click.
  private var screenAtLastClick: ObjectIdentifier?
  /// The size of the screen last drawn: the frame that input applies to.
  private var size = Size(width: 80, height: 24)
  private var elapsed = Duration.zero

  public init(router: AppRouter, strings: Localizer, glyphs: Glyphs = .unicode) {
    self.router = router
    self.strings = strings
    self.glyphs = glyphs
  }

  private var context: ScreenContext {
    ScreenContext(strings: strings, glyphs: glyphs, elapsed: elapsed, pressedAt: pressTracker.pressedAt)
  }

  /// The screen that shows: the router's, unless the terminal is too small for it.
  private var screen: (any ScreenUnit)? {
    let screen = router.route.screen(in: router, context: context)
    return size.contains(screen.minimumSize) ? screen : nil
  }

  /// Draws the current screen at `size`; `elapsed` turns the spinners.
  public func render(size: Size, elapsed: Duration) -> Buffer {
    self.size = size
    self.elapsed = elapsed
    noteScreen()
    let routed = router.route.screen(in: router, context: context)
    guard size.contains(routed.minimumSize) else {
      return TooSmallScreen(needed: routed.minimumSize, actual: size, context: context).render()
    }
    return draw(routed, size: size)
  }

  private func noteScreen() {
    guard screenSeen != router.route.identity else { return }
    screenSeen = router.route.identity
    pressTracker.cancel()  // the screen changed under the press
  }

  private func draw<Screen: ScreenUnit>(_ screen: Screen, size: Size) -> Buffer {
    screen.render(size: size).buffer
  }

  /// Whether something on the screen moves with time: the loop keeps drawing only then.
  public var isAnimating: Bool { screen?.isAnimating ?? false }

  /// Handles one input event, arriving at `time` (any monotonic origin), on the screen as the
  /// current state draws it (an earlier event of the same burst may have changed it).
  public func handle(_ event: InputEvent, at time: Duration) -> Outcome {
    noteScreen()
    switch event {
    case .key(let key) where LetterKeys.quit.contains(key) || key == .control("c"):
      return .quit
    case .key(.control("l")):
      return .repaint
    case .resize(let newSize):
      pressTracker.cancel()
      size = newSize
      return .keepRunning
    default:
      // Too small, the screen cannot be seen, nor used.
      guard let screen else { return .keepRunning }
      return handle(event, on: screen, at: time)
    }
  }

  /// `event` on `screen`; its frame is drawn only for what needs its controls or size.
  private func handle<Screen: ScreenUnit>(_ event: InputEvent, on screen: Screen, at time: Duration) -> Outcome {
    let outcome: ScreenOutcome
    switch event {
    case .key(let key):
      outcome = screen.handle(key, frame: screen.render(size: size))
    case .paste(let text):
      screen.paste(text)
      outcome = .keepRunning
    case .mouse(let mouse) where [.wheelUp, .wheelDown].contains(mouse.button):
      if mouse.action == .press { screen.scroll(mouse.button, frame: screen.render(size: size)) }
      outcome = .keepRunning
    case .mouse(let mouse):
      // A click presses the control and leaves the keyboard focus where it was: a keyboard user
      // keeps their place, and Enter after clicking digits still calculates.
      let shown = router.route.identity
      if mouse.button == .left, mouse.action == .press, let clicked = screenAtLastClick, clicked != shown {
        pressTracker.clickChangedScreen()
      }
      guard let click = pressTracker.handle(mouse, at: time) else { return .keepRunning }
      guard let control = screen.render(size: size).controls.control(clickedBy: click) else { return .keepRunning }
      screenAtLastClick = shown
      outcome = screen.press(control)
    case .resize:
      outcome = .keepRunning
    }
    return outcome == .quit ? .quit : .keepRunning
  }
}
