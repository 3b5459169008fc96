import TerminalUI

/// The root the run loop runs: it draws the screen the route names; `q` and Ctrl-C quit anywhere.
@MainActor
public final class TallyApp: TerminalApp {
  public let router: TallyRouter
  private let host = ScreenHost<TallyRoute>()

  public init(router: TallyRouter) { self.router = router }

  public func render(size: Size, elapsed: Duration) -> Frame {
    host.frame(showing: router.route, size: size, current: { [router] in router.route }) { pressedAt in
      switch router.route {
      case .counter(let counter): CounterScreen(viewModel: counter, pressedAt: pressedAt)
      case .saved(let list): SavedScreen(viewModel: list, pressedAt: pressedAt)
      }
    } everywhere: { event in
      event == .key(.character("q")) || event == .key(.control("c")) ? .quit : nil
    } tooSmall: { needed in
      var buffer = Buffer(size: size)
      Paragraph("Make the terminal at least \(needed.width)x\(needed.height)").render(in: buffer.bounds, into: &buffer)
      return buffer
    }
  }

  public func stop() async { router.stop() }
}
