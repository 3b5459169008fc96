import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// The app's root over a router driven by a manual clock, for rendering screens and feeding input as
/// the run loop does: each event goes to the frame last drawn, and a frame is drawn after it. It
/// brings the app into a state the way a user would, then draws.
@MainActor
final class ScreenHarness {
  let model: RouterHarness
  let root: RoutedApp<AppRouter>
  /// The terminal's size; `resize` tells the view as the backend would.
  private(set) var size: Size
  /// The time of the last event sent.
  private(set) var now = Duration.zero
  /// The frame last drawn: the one input is given on.
  private var frame: Frame?

  var calculator: CalculatorViewModel { model.calculator }
  var route: Route { model.router.route }

  /// `language` is the locale's; `commandLine` what `--lang` and `--calc-delay` would set.
  init(
    language: Language = .en, size: Size = Size(width: 80, height: 24),
    store: MemorySessionStore = MemorySessionStore(), commandLine: SettingsOverrides = SettingsOverrides(),
    glyphs: Glyphs = .unicode
  ) {
    // A screen is drawn at a moment, which may be mid-loading or mid-calculation.
    model = RouterHarness(
      store: store, language: language, commandLine: commandLine, requiresQuietEnd: false,
      showsEveryLanguage: glyphs == .unicode)
    root = RoutedApp(model.router, glyphs: glyphs)
    self.size = size
  }

  /// The words the screens speak now.
  var strings: Localizer { model.router.strings }

  /// Draws the current screen; input goes to this frame from now on.
  func render(elapsed: Duration = .zero) -> Buffer {
    let drawn = root.render(size: size, elapsed: elapsed)
    frame = drawn
    return drawn.buffer
  }

  /// Feeds a burst of events, as one read of the terminal, to the frame last drawn (one is drawn
  /// first if none has been), drawing a new frame before the next event where the screen changed,
  /// and once after the burst. Events come a second apart unless `at` says when.
  @discardableResult
  func send(_ events: [InputEvent], at time: Duration? = nil) -> [FrameOutcome] {
    if frame == nil { _ = render() }
    now = time ?? now + .seconds(1)
    var outcomes: [FrameOutcome] = []
    for event in events {
      let outcome = frame!.handle(event, at: now)
      outcomes.append(outcome)
      if outcome == .screenChanged { _ = render() }
    }
    _ = render()
    return outcomes
  }

  /// One event, a burst of its own.
  @discardableResult
  func send(_ event: InputEvent, at time: Duration? = nil) -> FrameOutcome {
    send([event], at: time)[0]
  }

  @discardableResult
  func press(_ key: Key) -> FrameOutcome { send(.key(key)) }

  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// A left click on the middle of a control (a press and a release on the same cell).
  func click<Control: Hashable & Sendable>(_ control: Control) throws {
    let area = try #require(rect(of: control), "\(control) is drawn")
    click(area.x + area.width / 2, area.y)
  }

  func click(_ x: Int, _ y: Int) {
    send(.mouse(MouseEvent(button: .left, action: .press, position: Point(x: x, y: y))))
    send(.mouse(MouseEvent(button: .left, action: .release, position: Point(x: x, y: y))))
  }

  /// The controls of the screen that shows, as drawn now, if they are `Control`s (empty otherwise,
  /// and where the terminal is too small for the screen).
  func controls<Control: Hashable & Sendable>(_ type: Control.Type) -> ControlMap<Control> {
    func frame<S: Screen>(_ screen: S) -> ControlMap<Control> {
      guard size.contains(screen.minimumSize) else { return ControlMap() }
      return screen.render(size: size).controls as? ControlMap<Control> ?? ControlMap()
    }
    let context = SumCalcContext(strings: model.router.strings, glyphs: root.glyphs)
    return frame(model.router.screen(for: model.router.route, context: context))
  }

  /// Where `control` lies on the screen that shows.
  func rect<Control: Hashable & Sendable>(of control: Control) -> Rect? {
    controls(Control.self).rect(of: control)
  }

  /// The terminal takes `newSize`, as a window manager resizes it: the view is told, and draws.
  func resize(_ newSize: Size) {
    size = newSize
    send(.resize(newSize), at: now)
  }

  /// Lets the loading screen finish: the calculator (or an error) shows.
  func finishLoading() async {
    await model.finishLoading()
  }

  /// Enters `digits` and calculates their sum to the end.
  func calculate(_ digits: [Int]) async {
    await model.calculate(digits)
  }
}

/// The cells of `buffer` at row `y` from column `x`, `width` long, as text.
func cells(_ buffer: Buffer, x: Int, y: Int, width: Int) -> String {
  (x..<(x + width)).map { buffer[$0, y].text }.joined()
}

/// The style map's row `y`.
func styleRow(_ buffer: Buffer, _ y: Int) -> Substring {
  buffer.styleMap.split(separator: "\n", omittingEmptySubsequences: false)[y]
}
