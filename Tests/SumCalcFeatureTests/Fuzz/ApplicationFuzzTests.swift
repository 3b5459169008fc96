import TerminalUI
import TestSupport
import Testing

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
    let strings = Localizer(language)
    let minimum = RootView.minimumCalculatorSize(strings: strings)
    let viewModel = CalculatorViewModel(
      clock: clock, startupDelay: .milliseconds(300), calculationDelay: .milliseconds(200),
      minimumCalculatorSize: minimum)
    let root = RootView(viewModel: viewModel, strings: strings)
    var size = Size(width: 80, height: 24)
    viewModel.onTerminalResized(size)
    let loading = Task { await viewModel.onFirstLoading() }
    defer { loading.cancel() }
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
        _ = root.handle(event, at: clock.now.offset)  // `q` asks to quit; the fuzz keeps going
        problems += model.check(viewModel, counters: &checked)
      }
      if step % 50 == 0 { await clock.advance(by: .milliseconds(Int.random(in: 0...250, using: &random))) }

      let buffer = root.render(size: size, elapsed: clock.now.offset)
      // Reading the whole screen as text is the slow check: every few steps is enough.
      problems +=
        model.check(viewModel, counters: &checked)
        + Self.checkDrawing(buffer, controls: root.controls, size: size)
        + Self.checkRouter(
          viewModel.screen, size: size, minimum: minimum, buffer: step % 8 == 0 ? buffer : nil, strings: strings)
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

  /// Nothing outside the buffer: it has exactly the terminal's cells, controls and cursor inside.
  static func checkDrawing(_ buffer: Buffer, controls: ControlMap<CalculatorControl>, size: Size) -> [String] {
    var problems: [String] = []
    if buffer.size != size || buffer.cells.count != size.width * size.height {
      problems.append("buffer is \(buffer.size) for a \(size) terminal")
    }
    for (id, rect) in controls.entries where rect.intersection(buffer.bounds) != rect {
      problems.append("control \(id) at \(rect) lies outside \(buffer.bounds)")
    }
    if let cursor = buffer.cursor, !buffer.bounds.contains(cursor) {
      problems.append("cursor \(cursor) outside the screen")
    }
    return problems
  }

  /// Exactly one screen shows, and it is the one the router names: the calculator only where it
  /// fits, the too-small error only where it does not.
  static func checkRouter(_ screen: Screen, size: Size, minimum: Size, buffer: Buffer?, strings: Localizer)
    -> [String]
  {
    switch screen {
    case .calculator:
      guard size.contains(minimum) else { return ["calculator shown in \(size), needs \(minimum)"] }
      guard let buffer else { return [] }
      return buffer.text.contains(strings.caption) ? [] : ["calculator screen without its caption"]
    case .error(.terminalTooSmall(let needed, let actual)):
      return size.contains(minimum) || needed != minimum || actual != size
        ? ["too-small error in \(size) (says \(actual), needs \(needed))"] : []
    case .history:
      guard size.contains(minimum) else { return ["history shown in \(size), needs \(minimum)"] }
      return []
    case .loading:
      return []
    case .error(.unreadableSession), .error(.stateNotAFile):
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
