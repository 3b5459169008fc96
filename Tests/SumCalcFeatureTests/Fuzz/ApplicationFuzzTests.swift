import SumCalcModel
import TerminalUI
import TerminalUITesting
import TestSupport
import Testing
import ToolkitTestSupport

@testable import SumCalcFeature

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the whole application core — input parser, root view, key bindings, view model, router,
/// screens, layout — with random input, time and terminal sizes from a fixed seed, and checks the
/// invariants after every event. `make fuzz` runs it longer: FUZZ_EVENTS and FUZZ_SEED override.
@Suite("Fuzz: the application core under random input")
@MainActor
struct ApplicationFuzzTests {
  /// Events in all, shared among the languages.
  static let events = environmentNumber("FUZZ_EVENTS") ?? 100_000
  static let seed = environmentNumber("FUZZ_SEED").map(UInt64.init) ?? 0x5EED_CA1C

  @Test("random events, sizes and time keep every invariant", arguments: Language.allCases)
  func randomEvents(language: Language) async {
    var random = SeededGenerator(seed: Self.seed &+ UInt64(Language.allCases.firstIndex(of: language)!))
    let clock = ManualClock()
    let router = AppRouter(
      store: NoSessionStore(), clock: clock, startupDelay: .milliseconds(300),
      overrides: SettingsOverrides(language: language, calculationDelay: .milliseconds(200)))
    let root = RoutedApp(router)
    var size = Size(width: 80, height: 24)
    router.start()
    // As the run loop does: input goes to the frame last drawn; a screen change draws a new one.
    var frame = root.render(size: size, elapsed: .zero)
    defer { Task { await router.stop() } }
    var model = ShadowModel()
    var checked = FuzzCounters()

    var parser = InputParser()

    for step in 0..<(Self.events + Language.allCases.count - 1) / Language.allCases.count {
      let events: [InputEvent]
      switch RandomTerminalBytes.next(size: size, using: &random) {
      case .bytes(let bytes): events = parser.feed(bytes, at: clock.now.offset)
      case .pause: events = parser.flushingEverything()
      case .resize(let newSize): events = [.resize(newSize)]
      }
      // Checked after every event: one read can carry several, and each must be a change the
      // calculator allows.
      var problems: [String] = []
      for event in events {
        if case .resize(let newSize) = event { size = newSize }
        // `q` asks to quit; the fuzz keeps going.
        if frame.handle(event, at: clock.now.offset) == .screenChanged {
          frame = root.render(size: size, elapsed: clock.now.offset)
        }
        problems += model.check(router.route, counters: &checked)
      }
      if step % 50 == 0 { await clock.advance(by: .milliseconds(Int.random(in: 0...250, using: &random))) }

      frame = root.render(size: size, elapsed: clock.now.offset)
      let buffer = frame.buffer
      // Reading the whole screen as text is the slow check: every few steps is enough.
      problems +=
        model.check(router.route, counters: &checked)
        + Self.checkDrawing(buffer, size: size)
        + Self.checkRouter(router, size: size, buffer: step % 8 == 0 ? buffer : nil)
      guard problems.isEmpty else {
        Issue.record("step \(step) (seed \(Self.seed)): \(problems.joined(separator: "; "))")
        return
      }
    }
    // The run must really have exercised the calculator, not idled on one screen.
    #expect(checked.sums > 20)
    #expect(checked.appends > 1_000)
    #expect(checked.resets > 20)
    #expect(checked.removals > 20)
    #expect(checked.historySteps > 100, "the fuzz reaches History")
    #expect(checked.recalls > 5, "and recalls sums from it")
  }

  /// Nothing outside the buffer: it has exactly the terminal's cells, and the cursor is inside.
  static func checkDrawing(_ buffer: Buffer, size: Size) -> [String] {
    var problems: [String] = []
    if buffer.size != size || buffer.cells.count != size.width * size.height {
      problems.append("buffer is \(buffer.size) for a \(size) terminal")
    }
    if let cursor = buffer.cursor, !buffer.bounds.contains(cursor) {
      problems.append("cursor \(cursor) outside the screen")
    }
    return problems
  }

  /// The screen drawn is the one the route names where it fits, and the too-small screen, with
  /// the size now, where it does not; there is no session error with no session store. The
  /// strings are the ones in effect: random keys on Settings may change the language.
  static func checkRouter(_ router: AppRouter, size: Size, buffer: Buffer?) -> [String] {
    guard let buffer else { return [] }
    let (route, strings) = (router.route, router.strings)
    let minimum = router.screen(for: route, context: SumCalcContext(strings: strings)).minimumSize
    switch route {
    case .calculator where size.contains(minimum):
      // The caption may give way to the notice's row on a short terminal; the buttons never do.
      return buffer.text.contains(strings.calculateSum) ? [] : ["calculator screen without its buttons"]
    case .calculator, .history, .help, .settings:
      guard !size.contains(minimum) else { return [] }
      let now = "\(size.width)×\(size.height)"
      return size.width >= now.count && !buffer.text.contains(now) ? ["too-small screen without the size \(now)"] : []
    case .loading:
      return []
    case .error:
      return ["session error without a session store"]
    }
  }

  static func environmentNumber(_ name: String) -> Int? {
    getenv(name).flatMap { Int(String(cString: $0)) }
  }
}

struct FuzzCounters {
  var historySteps = 0
  var recalls = 0
  var appends = 0
  var removals = 0
  var resets = 0
  var sums = 0
}
