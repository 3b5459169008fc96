import SumCalcModel
import TerminalUI

/// The root view, the program the run loop runs: it draws the screen the router's route names —
/// or, where the terminal is smaller than that screen needs, the too-small screen in its place —
/// and hands the input given on a frame to the screen that frame showed (TerminalUI's
/// `ScreenHost`). Only the keys that work everywhere are its own (quit, Ctrl-C, Ctrl-L); the rest
/// each screen maps to its view model's intents.
@MainActor
public final class RootView: TerminalApp {
  public let router: AppRouter
  /// The characters for `…`, spinners and sizes: ASCII where the terminal is not UTF-8.
  public let glyphs: Glyphs
  private let host = ScreenHost<Route>()

  public init(router: AppRouter, glyphs: Glyphs = .unicode) {
    self.router = router
    self.glyphs = glyphs
  }

  /// The words of the session's language, which Settings may change at any moment.
  public var strings: Localizer { Localizer(router.session.language) }

  public func start() {
    router.start()
  }

  public func stop() async {
    await router.stop()
  }

  public var isAnimating: Bool { router.route.isAnimating }

  /// Draws the screen the route names at `size`; `elapsed` turns the spinners.
  public func render(size: Size, elapsed: Duration) -> Frame {
    let strings = strings
    return host.frame(showing: router.route, size: size, current: { [router] in router.route }) { pressedAt in
      router.route.screen(
        context: ScreenContext(strings: strings, glyphs: glyphs, elapsed: elapsed, pressedAt: pressedAt))
    } everywhere: { event in
      switch event {
      case .key(let key) where LetterKeys.quit.contains(key) || key == .control("c"): .quit
      case .key(.control("l")): .repaint
      default: nil
      }
    } tooSmall: { needed in
      TooSmallScreen(needed: needed, actual: size, context: ScreenContext(strings: strings, glyphs: self.glyphs))
        .render()
    }
  }
}
