import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// The screens the snapshot tests draw, each reached the way a user would reach it.
enum ScreenScenario: CaseIterable, Sendable {
  case loading
  case calculatorEmpty
  case expression123
  case calculating
  case sumWithTape
  case noNumbers
  case unreadableSession
  /// The state path is a directory: `Continue without saving` or `Quit`.
  case stateIsADirectory
  /// Another SumCalc writes the session: the calculator says this one does not save.
  case sessionInUse
  /// History with no sums yet.
  case historyEmpty
  /// History of 30 sums, the newest selected.
  case historyTop
  /// History of 30 sums, the 15th selected.
  case historyMiddle
  /// History of 30 sums, the oldest selected.
  case historyBottom
  /// Help, over the calculator, from the top.
  case help
  /// Help scrolled to its end (where the terminal is short, the session line shows there).
  case helpEnd
  /// Settings as they come: 1 2 3 on top, 3 s, the language of the test.
  case settings
  /// Settings with 7 8 9 on top and no delay chosen, the focus on `Back`.
  case settingsChanged
  /// The calculator with 7 8 9 on top, as Settings leaves it.
  case calculatorNumericKeypad

  /// The screen this scenario shows (no default: a new scenario says which).
  var kind: RouteKind {
    switch self {
    case .loading: .loading
    case .unreadableSession, .stateIsADirectory: .error
    case .historyEmpty, .historyTop, .historyMiddle, .historyBottom: .history
    case .help, .helpEnd: .help
    case .settings, .settingsChanged: .settings
    case .calculatorEmpty, .expression123, .calculating, .sumWithTape, .noNumbers, .sessionInUse,
      .calculatorNumericKeypad:
      .calculator
    }
  }

  /// Whether `route` is the screen this scenario shows.
  func shows(_ route: Route) -> Bool { RouteKind(route) == kind }

  /// A harness showing this screen in `language` on a terminal of `size`.
  @MainActor
  func harness(language: Language = .en, size: Size) async -> ScreenHarness {
    let store = MemorySessionStore()
    if self == .unreadableSession { await store.failLoads(with: .notJSON) }
    if self == .stateIsADirectory { await store.failLoads(with: .notAFile(.directory)) }
    if self == .sessionInUse { await store.refuseToSave(because: .anotherSumCalc) }
    if [.historyTop, .historyMiddle, .historyBottom].contains(self) {
      // Thirty sums of growing lists, the longest shortened with `…` at the front.
      let tape = (1...30).reversed().map { count in
        TapeEntry(numbers: (0..<count).map { $0 % 10 }, sum: (0..<count).reduce(0) { $0 + $1 % 10 })
      }
      try? await store.save(SavedSession(data: CalculatorData(tape: tape)))
    }
    let harness = ScreenHarness(language: language, size: size, store: store)
    guard self != .loading else {
      await harness.model.start()
      return harness
    }
    await harness.finishLoading()
    switch self {
    case .loading, .calculatorEmpty, .unreadableSession, .stateIsADirectory:
      break
    case .sessionInUse:
      harness.type("12")
    case .historyEmpty, .historyTop:
      harness.press(.character("h"))
    case .historyMiddle:
      harness.press(.character("h"))
      for _ in 0..<14 { harness.press(.down) }
    case .historyBottom:
      harness.press(.character("h"))
      harness.press(.end)
    case .expression123:
      harness.type("123")
    case .calculating:
      harness.type("123")
      harness.calculator.onSubmit()
    case .sumWithTape:
      await harness.calculate([1, 2, 3])
      await harness.calculate([4, 5])
      await harness.calculate([9, 9, 9, 9])
    case .noNumbers:
      harness.press(.character("="))
    case .help:
      harness.type("12")
      harness.press(.character("?"))
    case .helpEnd:
      harness.press(.function(1))
      harness.press(.end)
    case .settings:
      harness.press(.character("s"))
    case .settingsChanged, .calculatorNumericKeypad:
      harness.press(.character("s"))
      harness.model.settings?.onChoose(.keypad(.sevenEightNineOnTop))
      harness.model.settings?.onChoose(.calculationDelay(.zero))
      harness.model.settings?.onFocus(.back)
      if self == .calculatorNumericKeypad { harness.press(.escape) }
    }
    return harness
  }
}

/// Compares a screen's text with the full expected screen, and on a mismatch shows both in
/// full so the difference can be read.
func expectScreen(
  _ buffer: Buffer, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = buffer.text
  #expect(
    actual == expected,
    "screen differs; actual:\n\(actual)\n--- expected:\n\(expected)",
    sourceLocation: sourceLocation)
}
