import Foundation
import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// Everyday use: a layout that stays put, clicks that leave the focus alone, letter keys on
/// Russian and Korean keyboard layouts.
@MainActor
@Suite struct EverydayUseTests {
  @Test(
    "the keypad and the buttons stay on the same cells with and without tape lines and a notice",
    arguments: [Size(width: 80, height: 24), Size(width: 40, height: 16), Size(width: 60, height: 19)])
  func steadyLayout(size: Size) async {
    var placements: [[CalculatorControl: Rect]] = []
    for scenario in [ScreenScenario.calculatorEmpty, .sumWithTape, .sessionInUse, .expression123] {
      let harness = await scenario.harness(size: size)
      // The keypad and the buttons; lines of the tape come and go under them.
      let fixed = harness.controls(CalculatorControl.self).entries.filter {
        if case .tapeLine = $0.id { false } else { true }
      }
      placements.append(Dictionary(uniqueKeysWithValues: fixed.map { ($0.id, $0.rect) }))
    }
    #expect(placements.allSatisfy { $0 == placements[0] }, "\(placements)")
    #expect(placements[0].count == 14, "ten keys, two buttons, the hint's help and settings")
  }

  @Test("a click presses the control and leaves the focus; Enter after clicking digits calculates")
  func clickLeavesTheFocus() async throws {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    for digit in [1, 2, 3] {
      let key = try #require(harness.rect(of: CalculatorControl.digit(digit)))
      harness.send(.mouse(MouseEvent(button: .left, action: .press, position: key.origin)))
      harness.send(.mouse(MouseEvent(button: .left, action: .release, position: key.origin)))
    }
    #expect(harness.calculator.state.focus == .calculate)
    harness.press(.enter)
    #expect(harness.calculator.state.data == CalculatorData(numbers: [1, 2, 3], result: .expression, ))
  }

  @Test("q, й and ㅂ quit on every screen, whatever the interface language", arguments: Language.allCases)
  func quitOnEveryLayout(language: Language) async {
    for scenario in [ScreenScenario.loading, .calculatorEmpty, .unreadableSession] {
      for key in ["q", "й", "ㅂ"] as [Character] {
        let harness = await scenario.harness(language: language, size: Size(width: 80, height: 24))
        #expect(harness.press(.character(key)) == .quit, "\(key) on \(scenario)")
      }
    }
  }

  @Test("r, к and ㄱ reset", arguments: ["r", "к", "ㄱ"] as [Character])
  func resetOnEveryLayout(key: Character) async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    harness.type("12")
    harness.press(.character(key))
    #expect(harness.calculator.state.data == CalculatorData())
  }

  @Test("the keypad's gaps shrink all alike: never a gap between some rows and not others", arguments: 8...16)
  func evenKeypadGaps(height: Int) async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 30, height: height))
    let keys = harness.controls(CalculatorControl.self)
    let rows = [1, 4, 7, 0].compactMap { keys.rect(of: .digit($0))?.y }
    #expect(rows.count == 4, "every row drawn at 30×\(height)")
    let gaps = Set(zip(rows, rows.dropFirst()).map { $1 - $0 })
    #expect(gaps.count == 1, "30×\(height): rows at \(rows)")
  }

  @Test(
    "at 80 columns the key hint keeps h, ? and q in every language, on the calculator and on History",
    arguments: Language.allCases)
  func hintKeepsWhatMatters(language: Language) async {
    let strings = Localizer(language)
    for scenario in [ScreenScenario.calculatorEmpty, .historyTop] {
      let harness = await scenario.harness(language: language, size: Size(width: 80, height: 24))
      let hint = harness.render().lines[23]
      for (key, action) in [
        (strings.hintHistoryKey, strings.hintHistory), (strings.hintHelpKey, strings.hintHelp),
        (strings.hintQuitKey, strings.hintQuit),
      ] where scenario == .calculatorEmpty || key != strings.hintHistoryKey {
        #expect(hint.contains("\(key) \(action)"), "\(language) \(scenario): \(hint)")
      }
      if scenario == .calculatorEmpty {
        #expect(hint.contains("\(strings.hintUndoKey) \(strings.hintUndo)"), "u is in the hint: \(hint)")
      }
    }
  }

  @Test("Start fresh says where it kept the old file, until the list changes")
  func startFreshSaysWhere() async throws {
    let store = MemorySessionStore(location: "/home/someone/with/a/long/path/to/.local/state/sumcalc/state.json")
    await store.failLoads(with: .notJSON)
    let harness = ScreenHarness(size: Size(width: 40, height: 16), store: store)
    await harness.finishLoading()
    harness.model.error?.onStartFresh()
    #expect(await until { harness.route.activeCalculator != nil })
    let notice = try #require(harness.render().lines.first { $0.contains("Kept aside as") })
    #expect(
      notice.trimmingCharacters(in: .whitespaces) == "Kept aside as …/state.json.corrupt-1",
      "shortened from the left, a directory at a time: \(notice)")
    harness.type("1")
    #expect(!harness.render().text.contains("Kept aside as"))
  }
}
