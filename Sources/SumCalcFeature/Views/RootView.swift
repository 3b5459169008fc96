import SumCalcModel
import TerminalUI

/// The root view, the program the run loop runs: it draws the screen the router's route names —
/// or, where the terminal is smaller than that screen needs, the too-small screen in its place —
/// and hands the input given on a frame to the screen that frame showed. Only the keys that work
/// everywhere are its own (quit, Ctrl-C, Ctrl-L); the rest each screen maps to its view model's
/// intents. Its only state is the view's: which route the last frame showed, and the mouse.
@MainActor
public final class RootView: TerminalApp {
  public let router: AppRouter
  /// The characters for `…`, spinners and sizes: ASCII where the terminal is not UTF-8.
  public let glyphs: Glyphs
  private var input = ScreenInput()
  /// The route the last frame showed: a press held while another screen is drawn is forgotten.
  private var shown: Route?
  /// The route the last click was made on: a screen changed since — at once, or by the work that
  /// click started — makes a press at its cell the second click of a double click.
  private var clickedOn: Route?
  private var elapsed = Duration.zero

  public init(router: AppRouter, glyphs: Glyphs = .unicode) {
    self.router = router
    self.glyphs = glyphs
  }

  /// The words of the session's language, which Settings may change at any moment; English where
  /// the terminal cannot show the others.
  public var strings: Localizer { Localizer(glyphs == .unicode ? router.session.language : .en) }

  private var context: ScreenContext {
    ScreenContext(strings: strings, glyphs: glyphs, elapsed: elapsed, pressedAt: input.clicks.pressedAt)
  }

  public func start() {
    router.start()
  }

  public func stop() async {
    await router.stop()
  }

  public var isAnimating: Bool { router.route.isAnimating }

  /// Draws the screen the route names at `size`; `elapsed` turns the spinners.
  public func render(size: Size, elapsed: Duration) -> Frame {
    self.elapsed = elapsed
    let route = router.route
    if route != shown {
      shown = route
      input.clicks.cancel()  // the screen changed under the press
    }
    return frame(of: route.screen(context: context), showing: route, size: size)
  }

  private func frame<S: Screen>(of screen: S, showing route: Route, size: Size) -> Frame {
    guard size.contains(screen.minimumSize) else {
      // Too small, the screen can be neither seen nor used: only the keys that work everywhere.
      let buffer = TooSmallScreen(needed: screen.minimumSize, actual: size, context: context).render()
      return Frame(buffer: buffer) { [unowned self] event, _ in self.everywhere(event) ?? .keepRunning }
    }
    let drawn = screen.render(size: size)
    return Frame(buffer: drawn.buffer) { [unowned self] event, time in
      self.handle(event, on: screen, in: drawn, showing: route, at: time)
    }
  }

  /// The keys that work on every screen, and what they ask of the loop.
  private func everywhere(_ event: InputEvent) -> FrameOutcome? {
    switch event {
    case .key(let key) where LetterKeys.quit.contains(key) || key == .control("c"): .quit
    case .key(.control("l")): .repaint
    default: nil
    }
  }

  /// `event`, arriving at `time`, on `screen` as the frame showing `route` drew it.
  private func handle<S: Screen>(
    _ event: InputEvent, on screen: S, in drawn: RenderedScreen<S.Control>, showing route: Route, at time: Duration
  ) -> FrameOutcome {
    if let outcome = everywhere(event) { return outcome }
    if case .mouse(let mouse) = event, mouse.button == .left, mouse.action == .press, let clickedOn,
      clickedOn != route
    {
      input.clicks.clickChangedScreen()
    }
    // A click presses the control and leaves the keyboard focus where it was: a keyboard user
    // keeps their place, and Enter after clicking digits still calculates.
    let (outcome, clicked) = input.handle(event, on: screen, in: drawn, at: time)
    if clicked != nil { clickedOn = route }
    guard outcome != .quit else { return .quit }
    return router.route == route ? .keepRunning : .screenChanged
  }
}
