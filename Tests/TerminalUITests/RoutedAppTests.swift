import Observation
import Testing

@testable import TerminalUI

/// The plumbing every app gets from the toolkit: routes equal by their view models, the routed
/// root drawing the navigator's screen and handing it input, the keys that work everywhere, the
/// too-small text, and a button drawn and recorded in one call.
@MainActor
@Suite("Routed app")
struct RoutedAppTests {
  @MainActor @Observable final class Page: ViewModel {
    var presses = 0
    var retractions = 0
  }

  enum Route: Equatable {
    case first(Page)
    case second(Page, over: Page)
  }

  struct PageScreen: Screen {
    let page: Page
    let context: ScreenContext<String>
    let open: () -> Void
    var back: () -> Void = {}
    var minimumSize: Size { Size(width: 10, height: 3) }

    func render(size: Size) -> RenderedScreen<Int> {
      var screen = RenderedScreen<Int>(size: size, context: context)
      screen.buffer.write(context.strings, at: .zero)
      screen.button(1, "Go", at: Rect(x: 0, y: 1, width: 6, height: 1))
      return screen
    }

    func handle(_ key: Key, in frame: RenderedScreen<Int>) -> FrameOutcome {
      if key == .escape { back() }
      return key == .enter ? press(1, in: frame) : key == .control("r") ? .repaint : .keepRunning
    }

    func retractEscape() { page.retractions += 1 }

    func press(_ control: Int, in frame: RenderedScreen<Int>) -> FrameOutcome {
      page.presses += 1
      open()
      return .keepRunning
    }
  }

  @MainActor @Observable final class Router: Navigator {
    private(set) var route: Route
    var quitsWithQ = true
    /// Whether the router brings a route back after an Esc taken back (`restore`), as one whose
    /// view models hold their data by identity may; else the toolkit's default, which does not.
    var restores = true
    let home = Page()

    init() { route = .first(home) }

    func restore(_ route: Route) { if restores { self.route = route } }

    var strings: String { "hello" }

    func screen(for route: Route, context: ScreenContext<String>) -> any Screen {
      switch route {
      case .first(let page): PageScreen(page: page, context: context) { self.route = .second(Page(), over: page) }
      case .second(let page, let below):
        PageScreen(page: page, context: context, open: {}, back: { self.route = .first(below) })
      }
    }

    func everywhere(_ key: Key) -> FrameOutcome? {
      quitsWithQ && key == .character("q") ? .quit : key == .control("l") ? .repaint : nil
    }
  }

  @Test("routes are equal when their view models are the same objects, case by case")
  func routeEquality() {
    let (a, b) = (Page(), Page())
    #expect(Route.first(a) == .first(a))
    #expect(Route.first(a) != .first(b))
    #expect(Route.second(a, over: b) == .second(a, over: b))
    #expect(Route.second(a, over: b) != .second(a, over: a))
    #expect(Route.first(a) != .second(a, over: a))
  }

  @Test("the navigator's screen is drawn with its words; Enter presses, the route changes, the loop is told")
  func drawsAndRoutes() {
    let router = Router()
    let app = RoutedApp(router)
    let frame = app.render(size: Size(width: 20, height: 4), elapsed: .zero)
    #expect(frame.buffer.text == "hello\n[ Go ]\n\n")
    #expect(frame.handle(.key(.enter), at: .zero) == .screenChanged)
    #expect(router.home.presses == 1)
    #expect(frame.handle(.key(.character("q")), at: .zero) == .quit, "everywhere first")
    #expect(frame.handle(.key(.control("l")), at: .zero) == .repaint)
    #expect(frame.handle(.key(.control("r")), at: .zero) == .repaint, "a screen's own repaint reaches the loop")
  }

  @Test("a press held draws its button pressed; the release on it is a click")
  func buttonDrawnAndRecordedTogether() {
    let router = Router()
    let app = RoutedApp(router)
    let size = Size(width: 20, height: 4)
    let press = MouseEvent(button: .left, action: .press, position: Point(x: 2, y: 1))
    #expect(app.render(size: size, elapsed: .zero).handle(.mouse(press), at: .zero) == .keepRunning)
    let held = app.render(size: size, elapsed: .zero)
    #expect(held.buffer.styleMap.split(separator: "\n")[1].hasPrefix("RRRRRR"), "pressed: reverse")
    let release = MouseEvent(button: .left, action: .release, position: Point(x: 3, y: 1))
    #expect(held.handle(.mouse(release), at: .milliseconds(50)) == .screenChanged)
    #expect(router.home.presses == 1)
  }

  @Test("an Esc taken back at once: the route it left comes back as it was; the screen it left showing hears it")
  func escapeTakenBack() {
    let router = Router()
    let app = RoutedApp(router)
    let size = Size(width: 20, height: 4)
    #expect(app.render(size: size, elapsed: .zero).handle(.key(.enter), at: .zero) == .screenChanged)
    let second = router.route
    #expect(app.render(size: size, elapsed: .zero).handle(.key(.escape), at: .zero) == .screenChanged)
    #expect(router.route == .first(router.home))
    #expect(app.render(size: size, elapsed: .zero).handle(.escapeRetracted, at: .zero) == .screenChanged)
    #expect(router.route == second, "the same view models")
    #expect(router.home.retractions == 0, "the screen below did nothing to take back")
    // Esc where it changes no route: the screen takes back what it did.
    let first = app.render(size: size, elapsed: .zero)
    #expect(first.handle(.key(.escape), at: .zero) == .screenChanged)
    let home = app.render(size: size, elapsed: .zero)
    #expect(home.handle(.key(.escape), at: .zero) == .keepRunning)
    #expect(home.handle(.escapeRetracted, at: .zero) == .keepRunning)
    #expect(router.home.retractions == 1)
  }

  @Test("by default no route comes back: the Esc stands, and the key after it goes to the screen it led to")
  func escapeStandsByDefault() {
    let router = Router()
    router.restores = false
    let app = RoutedApp(router)
    let size = Size(width: 20, height: 4)
    _ = app.render(size: size, elapsed: .zero).handle(.key(.enter), at: .zero)
    #expect(app.render(size: size, elapsed: .zero).handle(.key(.escape), at: .zero) == .screenChanged)
    let home = app.render(size: size, elapsed: .zero)
    #expect(home.handle(.escapeRetracted, at: .zero) == .keepRunning, "the route stays")
    #expect(home.handle(.key(.enter), at: .zero) == .screenChanged)
    #expect(router.home.presses == 2, "the key after it went to the screen the Esc led to")
  }

  @Test("a retraction after any other input takes nothing back")
  func retractionOnlyStraightAfterEscape() {
    let router = Router()
    let app = RoutedApp(router)
    let size = Size(width: 20, height: 4)
    _ = app.render(size: size, elapsed: .zero).handle(.key(.enter), at: .zero)
    _ = app.render(size: size, elapsed: .zero).handle(.key(.escape), at: .zero)
    let home = app.render(size: size, elapsed: .zero)
    #expect(home.handle(.key(.character("x")), at: .zero) == .keepRunning)
    #expect(home.handle(.escapeRetracted, at: .zero) == .keepRunning)
    #expect(router.route == .first(router.home))
    #expect(router.home.retractions == 0)
  }

  @Test(
    "too small: the toolkit's text names the way out — q where it quits, else Ctrl-C — and only everywhere keys work")
  func tooSmall() {
    let router = Router()
    let app = RoutedApp(router, glyphs: .ascii)
    let size = Size(width: 9, height: 8)
    var frame = app.render(size: size, elapsed: .zero)
    var words = frame.buffer.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(words == "Make the terminal at least 10x3 (it is 9x8), or q to quit")
    #expect(frame.handle(.key(.enter), at: .zero) == .keepRunning)
    #expect(router.home.presses == 0, "the screen hears nothing")
    router.quitsWithQ = false
    frame = app.render(size: size, elapsed: .zero)
    words = frame.buffer.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(words == "Make the terminal at least 10x3 (it is 9x8), or Ctrl-C to quit", "the way out every app has")
  }
}
