import TerminalUI

/// The root the run loop runs: it draws the screen the route names; `q` quits and Ctrl-L repaints
/// anywhere. (Ctrl-C is no key: the terminal sends SIGINT, which ends the loop as a signal.)
@MainActor
public final class TallyApp: TerminalApp {
  public let router: TallyRouter
  /// ASCII stand-ins for `…` where the terminal is not UTF-8 (`TerminalLocale.adopt()` says).
  private let glyphs: Glyphs
  private let host = ScreenHost<TallyRoute>()

  public init(router: TallyRouter, glyphs: Glyphs = .unicode) { (self.router, self.glyphs) = (router, glyphs) }

  public func render(size: Size, elapsed: Duration) -> Frame {
    host.frame(showing: router.route, size: size, current: { [router] in router.route }) { [glyphs] pressedAt in
      switch router.route {
      case .counter(let counter): CounterScreen(viewModel: counter, pressedAt: pressedAt, glyphs: glyphs)
      case .saved(let list): SavedScreen(viewModel: list, pressedAt: pressedAt, glyphs: glyphs)
      }
    } everywhere: { event in
      switch event {
      case .key(.character("q")), .key(.character("Q")): .quit
      case .key(.control("l")): .repaint
      default: nil
      }
    } tooSmall: { [glyphs] needed in
      TooSmall(
        needed: needed, actual: size, glyphs: glyphs,
        explanation:
          "Make the terminal at least \(glyphs.text(of: needed)) (it is \(glyphs.text(of: size))), or q to quit"
      ).render()
    }
  }

  public func stop() async { router.stop() }
}
