import TerminalUI
import Testing

@testable import SumCalcFeature

/// Tab and Shift-Tab walk the controls in order; arrows move in the grid's own directions.
@MainActor
@Suite struct RootViewFocusTests {
  private func calculator(focus: CalculatorControl = .calculate) async -> ScreenHarness {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    harness.calculator.onFocus(focus)
    return harness
  }

  @Test func tabWalksKeypadThenButtonsAndWraps() async {
    let harness = await calculator(focus: .digit(1))
    var visited: [CalculatorControl] = [harness.calculator.state.focus]
    for _ in 0..<12 {
      harness.press(.tab)
      visited.append(harness.calculator.state.focus)
    }
    let order: [CalculatorControl] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map { .digit($0) } + [.calculate, .reset]
    #expect(visited == order + [.digit(1)])
  }

  @Test func shiftTabWalksBackwardsAndWraps() async {
    let harness = await calculator()
    harness.press(.backTab)
    #expect(harness.calculator.state.focus == .digit(0))
    harness.press(.backTab)
    #expect(harness.calculator.state.focus == .digit(9))
    harness.calculator.onFocus(.digit(1))
    harness.press(.backTab)
    #expect(harness.calculator.state.focus == .reset)
    harness.press(.tab)
    #expect(harness.calculator.state.focus == .digit(1))
  }

  @Test(arguments: [
    // From the middle of the keypad, one step each way.
    (CalculatorControl.digit(5), Key.up, CalculatorControl.digit(2)),
    (.digit(5), .down, .digit(8)),
    (.digit(5), .left, .digit(4)),
    (.digit(5), .right, .digit(6)),
    // `0` sits under `8`.
    (.digit(8), .down, .digit(0)),
    (.digit(0), .up, .digit(8)),
    // Below the keypad, the buttons.
    (.digit(0), .down, .calculate),
    (.calculate, .up, .digit(0)),
    (.calculate, .right, .reset),
    (.reset, .left, .calculate),
    // At an edge the focus stays.
    (.digit(2), .up, .digit(2)),
    (.digit(1), .left, .digit(1)),
    (.digit(3), .right, .digit(3)),
    (.reset, .down, .reset),
  ])
  func arrowsMoveInTheGridsDirections(from: CalculatorControl, key: Key, to: CalculatorControl) async {
    let harness = await calculator(focus: from)
    harness.press(key)
    #expect(harness.calculator.state.focus == to)
  }

  @Test func theHighlightFollowsTheArrows() async throws {
    let harness = await calculator(focus: .digit(5))
    harness.press(.down)
    let buffer = harness.render()
    let rect = try #require(harness.rect(of: CalculatorControl.digit(8)))
    #expect(cells(buffer, x: rect.x, y: rect.y, width: rect.width) == "[ 8 ]")
    #expect(buffer.cursor == Point(x: rect.x + 2, y: rect.y))
    #expect((rect.x..<rect.maxX).allSatisfy { buffer[$0, rect.y].style == .focused })
    #expect(buffer[rect.x - 1, rect.y].style != .focused && buffer[rect.maxX, rect.y].style != .focused)
  }

  @Test(arguments: [(Key.right, ErrorControl.startFresh), (.tab, .startFresh), (.backTab, .startFresh)])
  func focusMovesBetweenRetryAndStartFresh(key: Key, expected: ErrorControl) async {
    let harness = await ScreenScenario.unreadableSession.harness(size: Size(width: 80, height: 24))
    let error = try! #require(harness.model.error)
    #expect(error.state.focus == .retry)
    harness.press(key)
    #expect(error.state.focus == expected)
    harness.press(.left)
    #expect(error.state.focus == .retry)
    harness.press(.up)  // nothing above: stays
    #expect(error.state.focus == .retry)
  }
}

extension RootViewFocusTests {
  @Test("at 30×8, Up from Calculate sum goes to the 0 row, not over it")
  func upFromCalculateAtTheSmallestSize() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 30, height: 8))
    _ = harness.render()
    harness.calculator.onFocus(.calculate)
    harness.press(.up)
    #expect(harness.calculator.state.focus == .digit(0))
    harness.press(.up)
    #expect(harness.calculator.state.focus == .digit(8))
  }
}
