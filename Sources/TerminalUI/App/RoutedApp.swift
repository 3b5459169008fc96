/// The root every app runs, so that none writes its own: each frame it asks the navigator for the
/// screen its route names and draws it — or, where the terminal is too small for it, the
/// navigator's too-small text — and hands the input given on that frame to the screen it showed
/// (the navigator's keys that work everywhere first, then the screen's keys, clicks and wheel);
/// a click is a press and a release on the same control, across frames, and the second click of a
/// double click whose first changed the screen does nothing.
///
/// ```swift
/// let app = RoutedApp(TallyRouter(clock: ContinuousClock()), glyphs: isUTF8 ? .unicode : .ascii)
/// let end = await AppLoop(terminal: terminal, app: app, clock: ContinuousClock()).run()
/// ```
@MainActor
public final class RoutedApp<App: Navigator>: TerminalApp {
  /// The app's router.
  public let navigator: App
  /// The characters the terminal can show.
  public let glyphs: Glyphs
  private let host = ScreenHost<App.Route>()

  /// The root of `navigator`'s screens, drawn in `glyphs`.
  public init(_ navigator: App, glyphs: Glyphs = .unicode) {
    self.navigator = navigator
    self.glyphs = glyphs
  }

  public func start() { navigator.start() }
  public func stop() async { await navigator.stop() }
  public var isAnimating: Bool { navigator.isAnimating }

  public func render(size: Size, elapsed: Duration) -> Frame {
    let navigator = navigator
    let route = navigator.route
    let context = ScreenContext(strings: navigator.strings, glyphs: glyphs, elapsed: elapsed)
    let frame = host.frame(showing: route, size: size, current: { navigator.route }) { pressedAt in
      var context = context
      context.pressedAt = pressedAt
      return navigator.screen(for: route, context: context)
    } everywhere: { event in
      guard case .key(let key) = event else { return nil }
      return navigator.everywhere(key)
    } restore: { route in
      navigator.restore(route)
    } tooSmall: { needed in
      navigator.tooSmall(needed: needed, context: context, size: size)
    }
    // A screen's Quit is an event to its navigator, which says so: the loop ends.
    return Frame(buffer: frame.buffer) { event, time in
      let outcome = frame.handle(event, at: time)
      return navigator.isFinished ? .quit : outcome
    }
  }
}
