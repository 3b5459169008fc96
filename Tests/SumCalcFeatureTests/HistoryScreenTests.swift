import TerminalUI
import Testing

@testable import SumCalcFeature

/// The History screen through the root view: keys, clicks, the wheel, the highlight and the cursor.
@MainActor
@Suite struct HistoryScreenTests {
  private func click(_ harness: ScreenHarness, _ control: CalculatorControl) throws {
    _ = harness.render()
    let rect = try #require(harness.root.controls.rect(of: control), "\(control) is drawn")
    harness.send(.mouse(MouseEvent(button: .left, action: .press, position: rect.origin)))
    harness.send(.mouse(MouseEvent(button: .left, action: .release, position: rect.origin)))
  }

  @Test("h, р and ㅗ open History from the calculator, and close it again", arguments: ["h", "р", "ㅗ"] as [Character])
  func historyKeys(key: Character) async {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 80, height: 24))
    harness.press(.character(key))
    #expect(harness.viewModel.screen == .history)
    harness.press(.character(key))
    #expect(harness.viewModel.screen == .calculator)
    harness.press(.character(key))
    harness.press(.escape)
    #expect(harness.viewModel.screen == .calculator)
    #expect(harness.viewModel.data.result == .sum(36), "Esc on History does not reset the calculator")
  }

  @Test("the selected row is highlighted across the list's width and carries the cursor")
  func highlightAndCursor() async throws {
    let harness = await ScreenScenario.historyMiddle.harness(size: Size(width: 80, height: 24))
    let buffer = harness.render()
    let selected = try #require(harness.root.controls.rect(of: .historyList))
    #expect(buffer.cursor == selected.origin)
    let styles = styleRow(buffer, selected.y)
    #expect(styles.dropFirst(selected.x).prefix(selected.width).allSatisfy { $0 == "A" }, "\(styles)")
    #expect(cells(buffer, x: selected.x, y: selected.y, width: 14) == "…+ 4 + 5 + 6 +", "the 15th sum")
    // Tab to Back: the focus moves, the row stays marked (in reverse, without the accent).
    harness.press(.tab)
    let back = harness.render()
    #expect(styleRow(back, selected.y).dropFirst(selected.x).prefix(selected.width).allSatisfy { $0 == "R" })
    #expect(harness.press(.enter) == .keepRunning)
    #expect(harness.viewModel.screen == .calculator)
  }

  @Test("a sum that kept only its count shows its count, on the tape and in History, which says why Enter does nothing")
  func sumWithoutNumbers() async throws {
    let huge = TapeEntry(numbers: [Int](repeating: 2, count: 6_000), sum: 12_000)
    let store = MemorySessionStore(stored: CalculatorData(tape: [huge, TapeEntry(numbers: [1, 2], sum: 3)]))
    let harness = ScreenHarness(store: store)
    await harness.finishLoading()
    let calculator = harness.render().text
    #expect(calculator.contains("(6,000 numbers) = 12000"), "\(calculator)")
    harness.press(.character("h"))
    let history = harness.render().text
    #expect(history.contains("(6,000 numbers) = 12000"))
    #expect(history.contains("Too many numbers to keep: only the sum was kept"))
    harness.press(.enter)
    #expect(harness.viewModel.screen == .history)
    harness.press(.down)
    #expect(!harness.render().text.contains("only the sum was kept"), "said only where it applies")
    harness.press(.enter)
    #expect(harness.viewModel.data.numbers == [1, 2])
  }

  @Test("a click on a line of the tape opens History on that sum")
  func clickOnTheTape() async throws {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 80, height: 24))
    try click(harness, .tapeEntry(2))
    #expect(harness.viewModel.screen == .history)
    #expect(harness.viewModel.history.selection == 2)
  }

  @Test("a click on a sum recalls it; the wheel moves the selection")
  func clickAndWheel() async throws {
    let harness = await ScreenScenario.historyTop.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    let row = try #require(harness.root.controls.rect(of: .historyList))
    harness.send(.mouse(MouseEvent(button: .wheelDown, action: .press, position: row.origin)))
    harness.send(.mouse(MouseEvent(button: .wheelDown, action: .press, position: row.origin)))
    harness.send(.mouse(MouseEvent(button: .wheelUp, action: .press, position: row.origin)))
    #expect(harness.viewModel.history.selection == 1)
    try click(harness, .historyEntry(3))
    #expect(harness.viewModel.screen == .calculator)
    #expect(harness.viewModel.data.numbers == Array((0..<27).map { $0 % 10 }))
  }

  @Test("PgDn and End page through the list by what fits")
  func paging() async {
    let harness = await ScreenScenario.historyTop.harness(size: Size(width: 80, height: 24))
    let page = HistoryScreen.visibleRows(size: Size(width: 80, height: 24))
    harness.press(.pageDown)
    #expect(harness.viewModel.history.selection == page)
    harness.press(.end)
    #expect(harness.viewModel.history == HistoryPosition(selection: 29, top: 30 - page))
    harness.press(.home)
    #expect(harness.viewModel.history == HistoryPosition())
  }

  @Test("every History text fits 40 columns in every language", arguments: Language.allCases)
  func fitsForty(language: Language) async {
    for scenario in [ScreenScenario.historyEmpty, .historyMiddle] {
      let harness = await scenario.harness(language: language, size: Size(width: 40, height: 16))
      let text = harness.render().text
      #expect(!text.contains("…\n") && !text.hasSuffix("…"), "nothing cut at the edge: \(text)")
    }
  }
}
