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

  /// A harness showing this screen in `language` on a terminal of `size`.
  @MainActor
  func harness(language: Language = .en, size: Size) async -> ScreenHarness {
    let store = MemorySessionStore()
    if self == .unreadableSession { await store.failLoads(with: .notJSON) }
    if self == .stateIsADirectory { await store.failLoads(with: .notAFile(.directory)) }
    if self == .sessionInUse { await store.refuseToSave(because: .anotherSumCalc) }
    let harness = ScreenHarness(language: language, size: size, store: store)
    guard self != .loading else { return harness }
    await harness.finishLoading()
    switch self {
    case .loading, .calculatorEmpty, .unreadableSession, .stateIsADirectory:
      break
    case .sessionInUse:
      harness.type("12")
    case .expression123:
      harness.type("123")
    case .calculating:
      harness.type("123")
      await harness.model.submitAndWaitForCalculation()
    case .sumWithTape:
      await harness.calculate([1, 2, 3])
      await harness.calculate([4, 5])
      await harness.calculate([9, 9, 9, 9])
    case .noNumbers:
      harness.press(.character("="))
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
