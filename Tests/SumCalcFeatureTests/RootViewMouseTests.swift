import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// Left clicks press keys and buttons and leave the keyboard focus where it was; press and
/// release must fall on the same control; anything else does nothing.
@MainActor
@Suite struct RootViewMouseTests {
  private func calculator() async -> ScreenHarness {
    await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
  }

  private func mouse(_ button: MouseButton, _ action: MouseEvent.Action, _ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(button: button, action: action, position: Point(x: x, y: y)))
  }

  /// Presses and releases `button` at a cell.
  private func click(_ harness: ScreenHarness, _ x: Int, _ y: Int, button: MouseButton = .left) {
    harness.send(mouse(button, .press, x, y))
    harness.send(mouse(button, .release, x, y))
  }

  @Test func clickingAKeyPressesItAndLeavesTheFocus() async {
    let harness = await calculator()
    click(harness, 47, 5)  // on the `3` of `[ 3 ]`
    #expect(harness.calculator.state.data == CalculatorData(numbers: [3], result: .expression))
    #expect(harness.calculator.state.focus == .calculate)
    click(harness, 37, 11)  // on the `[` of `[ 0 ]`
    click(harness, 41, 11)  // on its `]`
    #expect(harness.calculator.state.data.numbers == [3, 0, 0])
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test func clickingTheButtonsPressesThem() async {
    let harness = await calculator()
    click(harness, 31, 5)  // `1`
    click(harness, 50, 13)  // `Reset`
    #expect(harness.calculator.state.data == CalculatorData())
    #expect(harness.calculator.state.focus == .calculate)
    click(harness, 39, 7)  // `5`
    click(harness, 26, 13)  // `Calculate sum`
    #expect(harness.calculator.state.data == CalculatorData(numbers: [5], result: .expression, ))
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test func pressOnOneControlAndReleaseOnAnotherDoesNothing() async {
    let harness = await calculator()
    harness.send(mouse(.left, .press, 31, 5))  // `1`
    harness.send(mouse(.left, .release, 39, 5))  // `2`
    harness.send(mouse(.left, .press, 31, 5))  // `1`, dragged off to blank space
    harness.send(mouse(.left, .release, 31, 6))
    harness.send(mouse(.left, .press, 31, 6))  // blank space, released on `1`
    harness.send(mouse(.left, .release, 31, 5))
    #expect(harness.calculator.state.data == CalculatorData())
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test(arguments: [MouseButton.right, .middle, .wheelUp, .wheelDown, .other])
  func otherButtonsDoNothing(button: MouseButton) async {
    let harness = await calculator()
    click(harness, 31, 5, button: button)
    click(harness, 26, 13, button: button)
    #expect(harness.calculator.state.data == CalculatorData())
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test func clicksOutsideTheControlsDoNothing() async {
    let harness = await calculator()
    harness.type("12")
    for (x, y) in [(0, 0), (40, 1), (40, 3), (35, 5), (28, 5), (50, 11), (43, 13), (79, 23), (40, 23)] {
      click(harness, x, y)
    }
    #expect(harness.calculator.state.data == CalculatorData(numbers: [1, 2], result: .expression))
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test func aResizeBetweenPressAndReleaseCancelsTheClick() async {
    let harness = await calculator()
    harness.send(mouse(.left, .press, 31, 5))
    harness.resize(Size(width: 80, height: 24))
    harness.send(mouse(.left, .release, 31, 5))
    #expect(harness.calculator.state.data == CalculatorData())
  }

  @Test func clicksOnTheLoadingScreenDoNothing() async {
    let harness = await ScreenScenario.loading.harness(size: Size(width: 80, height: 24))
    for y in 0..<24 { click(harness, 40, y) }
    #expect(harness.route.loading != nil)
    await harness.model.clock.advance(by: .seconds(3))
    await harness.model.leaveLoading()
    #expect(harness.calculator.state == CalculatorState().kept(at: harness.model.store.location))
  }

  @Test func clickingStartFreshOnTheUnreadableSessionScreen() async throws {
    let harness = await ScreenScenario.unreadableSession.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    let startFresh = try #require(harness.rect(of: ErrorControl.startFresh))
    #expect(startFresh == Rect(x: 38, y: 14, width: 15, height: 1))
    click(harness, startFresh.x + 3, startFresh.y)
    #expect(harness.model.error?.state.focus == .retry, "the focus stays where the keyboard left it")
    await harness.model.routeChange()
    #expect(harness.route == .calculator(harness.calculator))
    #expect(await harness.model.store.setAsideCount == 1)
  }

  /// A double click at a cell as a real mouse makes it: two clicks 80 ms apart (separate reads),
  /// time enough for the work the first one started to finish.
  private func doubleClick(_ harness: ScreenHarness, _ x: Int, _ y: Int) async {
    let start = harness.now + .seconds(1)
    harness.send(mouse(.left, .press, x, y), at: start)
    harness.send(mouse(.left, .release, x, y), at: start + .milliseconds(5))
    await harness.model.leaveLoading()
    harness.send(mouse(.left, .press, x, y), at: start + .milliseconds(80))
    harness.send(mouse(.left, .release, x, y), at: start + .milliseconds(85))
  }

  @Test("a double click on Calculate sum with no delay: the sum stays; a click of its own later says nothing is left")
  func doubleClickOnCalculate() async throws {
    let harness = ScreenHarness(commandLine: SettingsOverrides(calculationDelay: .zero))
    await harness.finishLoading()
    harness.type("34")
    _ = harness.render()
    let calculate = try #require(harness.rect(of: CalculatorControl.calculate))
    await doubleClick(harness, calculate.x + 2, calculate.y)
    #expect(harness.calculator.state.data.result == .sum(7), "the second click presses nothing")
    click(harness, calculate.x + 2, calculate.y)
    #expect(harness.calculator.state.data.result == .noNumbers, "a click of its own, a second later")
  }

  @Test func aDoubleClickOnADigitAddsItTwice() async throws {
    let harness = await calculator()
    _ = harness.render()
    let one = try #require(harness.rect(of: CalculatorControl.digit(1)))
    await doubleClick(harness, one.x + 2, one.y)
    #expect(harness.calculator.state.data.numbers == [1, 1])
  }

  @Test func aDoubleClickOnTheTapeOpensHistoryAndRecallsNothing() async throws {
    // Thirty sums: History has a row under every line of the tape.
    let harness = await ScreenScenario.historyTop.harness(size: Size(width: 80, height: 24))
    harness.press(.escape)
    harness.type("77")
    _ = harness.render()
    let line = try #require(harness.rect(of: CalculatorControl.tapeLine(0)))
    await doubleClick(harness, line.x + line.width / 2, line.y)
    #expect(harness.route == harness.model.history.map { .history($0, over: harness.calculator) })
    #expect(harness.calculator.state.data.numbers == [7, 7], "the list in progress is kept")
  }

  @Test func aDoubleClickOnAHistoryRowRecallsItAndPressesNothingOnTheCalculator() async throws {
    let harness = await ScreenScenario.historyTop.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    // Find a row that lies over a calculator control once the calculator shows again.
    let rows = (0..<30).compactMap { index in harness.rect(of: HistoryControl.entry(index)).map { (index, $0) } }
    harness.press(.escape)
    let calculatorControls = harness.controls(CalculatorControl.self)
    let (index, row) = try #require(
      rows.first { _, rect in
        (rect.x..<rect.maxX).contains { calculatorControls.control(at: Point(x: $0, y: rect.y)) != nil }
      })
    let x = try #require((row.x..<row.maxX).first { calculatorControls.control(at: Point(x: $0, y: row.y)) != nil })
    harness.press(.character("h"))
    let recalled = harness.calculator.state.data.tape[index].numbers
    await doubleClick(harness, x, row.y)
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.data.numbers == recalled, "only the recalled numbers, nothing added")
    #expect(!harness.calculator.state.isCalculating)
  }

  @Test func aDoubleClickOnRetryRestoresTheSessionAndCalculatesNothing() async throws {
    let store = MemorySessionStore()
    try await store.save(SavedSession(data: CalculatorData(numbers: [4, 5], result: .expression)))
    await store.failLoads(with: .notJSON)
    // At 100×30 `Retry` lies over `Calculate sum`.
    let harness = ScreenHarness(size: Size(width: 100, height: 30), store: store)
    await harness.finishLoading()
    await store.failLoads(with: nil)
    _ = harness.render()
    let retry = try #require(harness.rect(of: ErrorControl.retry))
    await doubleClick(harness, retry.x + 2, retry.y)
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.data == CalculatorData(numbers: [4, 5], result: .expression))
  }

  @Test("Start fresh is offered only where it can work: a path that cannot be reached gets Retry and Quit")
  func startFreshOnlyForAFile() async throws {
    let store = MemorySessionStore()
    await store.failLoads(with: .other("Too many levels of symbolic links"))
    let harness = ScreenHarness(store: store)
    await harness.finishLoading()
    _ = harness.render()
    #expect(harness.rect(of: ErrorControl.retry) != nil)
    #expect(harness.rect(of: ErrorControl.startFresh) == nil)
    let quit = try #require(harness.rect(of: ErrorControl.quit))
    let error = try #require(harness.model.error)
    error.onStartFresh()  // not offered, and does nothing: the state stays as it was
    #expect(
      error.state
        == ErrorState(
          cause: .unreadableSession(
            path: store.location, reason: .other("Too many levels of symbolic links"), canStartFresh: false)))
    harness.send(mouse(.left, .press, quit.x + 1, quit.y))
    #expect(harness.send(mouse(.left, .release, quit.x + 1, quit.y)) == .quit)
  }

  @Test(
    "a double click on Start fresh: the calculator comes once the file is aside, and the second click presses nothing")
  func doubleClickOnStartFresh() async throws {
    // A size where a cell of `Start fresh` lies over a control of the calculator that comes next.
    var found: (ScreenHarness, Int, Int)?
    for (width, height) in [(80, 23), (80, 25), (100, 30), (70, 22), (90, 27), (60, 20)] where found == nil {
      let size = Size(width: width, height: height)
      let calculator = await ScreenScenario.calculatorEmpty.harness(size: size).controls(CalculatorControl.self)
      let harness = await ScreenScenario.unreadableSession.harness(size: size)
      let fresh = try #require(harness.rect(of: ErrorControl.startFresh))
      if let x = (fresh.x..<fresh.maxX).first(where: { calculator.control(at: Point(x: $0, y: fresh.y)) != nil }) {
        found = (harness, x, fresh.y)
      }
    }
    let (harness, x, y) = try #require(found)
    let start = harness.now + .seconds(1)
    harness.send(mouse(.left, .press, x, y), at: start)
    harness.send(mouse(.left, .release, x, y), at: start + .milliseconds(5))
    await harness.model.routeChange()  // the file moved aside after the click, not at it
    let under = try #require(harness.controls(CalculatorControl.self).control(at: Point(x: x, y: y)))
    harness.send(mouse(.left, .press, x, y), at: start + .milliseconds(80))
    harness.send(mouse(.left, .release, x, y), at: start + .milliseconds(85))
    #expect(harness.calculator.state.data == CalculatorData(), "\(under) was not pressed")
  }

  @Test("a press on one screen and a release on the next is no click")
  func pressAndReleaseOnDifferentScreens() async throws {
    let harness = await calculator()
    let one = try #require(harness.rect(of: CalculatorControl.digit(1)))
    harness.send(mouse(.left, .press, one.x + 2, one.y))
    harness.press(.character("h"))
    harness.press(.escape)
    harness.send(mouse(.left, .release, one.x + 2, one.y))
    #expect(harness.calculator.state.data.numbers.isEmpty)
  }

  @Test("the same in one burst, with no frame drawn between the press and the release")
  func pressAndReleaseOnDifferentScreensInOneRead() async throws {
    let harness = await calculator()
    let one = try #require(harness.rect(of: CalculatorControl.digit(1)))
    harness.send(
      [
        mouse(.left, .press, one.x + 2, one.y), .key(.character("h")), .key(.escape),
        mouse(.left, .release, one.x + 2, one.y),
      ], at: harness.now + .milliseconds(10))
    #expect(harness.calculator.state.data.numbers.isEmpty)
  }
}
