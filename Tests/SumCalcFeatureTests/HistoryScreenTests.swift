import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// The History screen through the root view: keys, clicks, the wheel, the highlight and the cursor.
@MainActor
@Suite struct HistoryScreenTests {
  private func click<Control: Hashable & Sendable>(_ harness: ScreenHarness, _ control: Control) throws {
    let rect = try #require(harness.rect(of: control), "\(control) is drawn")
    harness.send(.mouse(MouseEvent(button: .left, action: .press, position: rect.origin)))
    harness.send(.mouse(MouseEvent(button: .left, action: .release, position: rect.origin)))
  }

  private func selection(_ harness: ScreenHarness) -> Int? { harness.model.history?.state.selection }

  @Test("h, р and ㅗ open History from the calculator, and close it again", arguments: ["h", "р", "ㅗ"] as [Character])
  func historyKeys(key: Character) async {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 80, height: 24))
    harness.press(.character(key))
    #expect(harness.route == harness.model.history.map { .history($0, over: harness.calculator) })
    harness.press(.character(key))
    #expect(harness.route == .calculator(harness.calculator))
    harness.press(.character(key))
    harness.press(.escape)
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.data.result == .sum(36), "Esc on History does not reset the calculator")
  }

  @Test("the selected row is highlighted across the list's width and carries the cursor")
  func highlightAndCursor() async throws {
    let harness = await ScreenScenario.historyMiddle.harness(size: Size(width: 80, height: 24))
    let buffer = harness.render()
    let selected = try #require(harness.rect(of: HistoryControl.entry(14)))
    #expect(buffer.cursor == Point(x: selected.x + 1, y: selected.y), "on the row's first character")
    let styles = styleRow(buffer, selected.y)
    #expect(styles.dropFirst(selected.x).prefix(selected.width).allSatisfy { $0 == "A" }, "\(styles)")
    #expect(cells(buffer, x: selected.x + 1, y: selected.y, width: 14) == "(16 numbers) …", "the 15th sum")
    // Tab to Back: the focus moves, the row stays marked (in reverse, without the accent).
    harness.press(.tab)
    let back = harness.render()
    #expect(styleRow(back, selected.y).dropFirst(selected.x).prefix(selected.width).allSatisfy { $0 == "R" })
    #expect(harness.press(.enter) == .screenChanged, "Enter on Back: the calculator")
    #expect(harness.route == .calculator(harness.calculator))
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
    #expect(harness.route == harness.model.history.map { .history($0, over: harness.calculator) })
    harness.press(.down)
    #expect(!harness.render().text.contains("only the sum was kept"), "said only where it applies")
    harness.press(.enter)
    #expect(harness.calculator.state.data.numbers == [1, 2])
  }

  @Test("a click on a line of the tape opens History on that sum")
  func clickOnTheTape() async throws {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 80, height: 24))
    try click(harness, CalculatorControl.tapeLine(2))
    #expect(harness.route == harness.model.history.map { .history($0, over: harness.calculator) })
    #expect(selection(harness) == 2)
  }

  @Test("a click on a sum recalls it; the wheel moves the selection")
  func clickAndWheel() async throws {
    let harness = await ScreenScenario.historyTop.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    let row = try #require(harness.rect(of: HistoryControl.list))
    harness.send(.mouse(MouseEvent(button: .wheelDown, action: .press, position: row.origin)))
    harness.send(.mouse(MouseEvent(button: .wheelDown, action: .press, position: row.origin)))
    harness.send(.mouse(MouseEvent(button: .wheelUp, action: .press, position: row.origin)))
    #expect(selection(harness) == 1)
    try click(harness, HistoryControl.entry(3))
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.data.numbers == Array((0..<27).map { $0 % 10 }))
  }

  @Test(
    "PgDn moves by the rows the frame showed, scrolling just enough; End and Home go to the ends; no row left empty")
  func paging() async throws {
    let harness = await ScreenScenario.historyTop.harness(size: Size(width: 80, height: 24))
    let first = harness.render()
    let page = first.lines.filter { $0.contains(" = ") }.count
    #expect(page > 5)
    harness.press(.pageDown)
    #expect(selection(harness) == page)
    let second = harness.render()
    let selected = try #require(harness.rect(of: HistoryControl.entry(page)))
    let top = try #require(first.lines.firstIndex { $0.contains(" = ") })
    #expect(selected.y == top + page - 1, "the selection on the last row: the list moved by one")
    #expect(second.lines.filter { $0.contains(" = ") }.count == page, "every row used")
    harness.press(.end)
    #expect(selection(harness) == 29)
    harness.press(.home)
    #expect(selection(harness) == 0)
    #expect(harness.render().lines == first.lines)
  }

  @Test("? and F1 open Help over History; Esc brings History back with its selection")
  func helpOverHistory() async {
    let harness = await ScreenScenario.historyMiddle.harness(size: Size(width: 80, height: 24))
    for key: Key in [.character("?"), .function(1)] {
      harness.press(key)
      #expect(harness.model.help != nil)
      harness.press(.escape)
      #expect(harness.route == harness.model.history.map { .history($0, over: harness.calculator) })
      #expect(selection(harness) == 14)
    }
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
