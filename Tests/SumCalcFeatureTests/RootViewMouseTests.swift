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
    #expect(harness.viewModel.data == CalculatorData(numbers: [3], result: .expression))
    #expect(harness.viewModel.focus == .calculate)
    click(harness, 37, 11)  // on the `[` of `[ 0 ]`
    click(harness, 41, 11)  // on its `]`
    #expect(harness.viewModel.data.numbers == [3, 0, 0])
    #expect(harness.viewModel.focus == .calculate)
  }

  @Test func clickingTheButtonsPressesThem() async {
    let harness = await calculator()
    click(harness, 31, 5)  // `1`
    click(harness, 50, 13)  // `Reset`
    #expect(harness.viewModel.data == CalculatorData())
    #expect(harness.viewModel.focus == .calculate)
    click(harness, 39, 7)  // `5`
    click(harness, 26, 13)  // `Calculate sum`
    #expect(harness.viewModel.data == CalculatorData(numbers: [5], result: .expression, isCalculating: true))
    #expect(harness.viewModel.focus == .calculate)
  }

  @Test func pressOnOneControlAndReleaseOnAnotherDoesNothing() async {
    let harness = await calculator()
    harness.send(mouse(.left, .press, 31, 5))  // `1`
    harness.send(mouse(.left, .release, 39, 5))  // `2`
    harness.send(mouse(.left, .press, 31, 5))  // `1`, dragged off to blank space
    harness.send(mouse(.left, .release, 31, 6))
    harness.send(mouse(.left, .press, 31, 6))  // blank space, released on `1`
    harness.send(mouse(.left, .release, 31, 5))
    #expect(harness.viewModel.data == CalculatorData())
    #expect(harness.viewModel.focus == .calculate)
  }

  @Test(arguments: [MouseButton.right, .middle, .wheelUp, .wheelDown, .other])
  func otherButtonsDoNothing(button: MouseButton) async {
    let harness = await calculator()
    click(harness, 31, 5, button: button)
    click(harness, 26, 13, button: button)
    #expect(harness.viewModel.data == CalculatorData())
    #expect(harness.viewModel.focus == .calculate)
  }

  @Test func clicksOutsideTheControlsDoNothing() async {
    let harness = await calculator()
    harness.type("12")
    for (x, y) in [(0, 0), (40, 1), (40, 3), (35, 5), (28, 5), (50, 11), (43, 13), (79, 23), (40, 23)] {
      click(harness, x, y)
    }
    #expect(harness.viewModel.data == CalculatorData(numbers: [1, 2], result: .expression))
    #expect(harness.viewModel.focus == .calculate)
  }

  @Test func aResizeBetweenPressAndReleaseCancelsTheClick() async {
    let harness = await calculator()
    harness.send(mouse(.left, .press, 31, 5))
    harness.resize(Size(width: 80, height: 24))
    harness.send(mouse(.left, .release, 31, 5))
    #expect(harness.viewModel.data == CalculatorData())
  }

  @Test func clicksOnTheLoadingScreenDoNothing() async {
    let harness = await ScreenScenario.loading.harness(size: Size(width: 80, height: 24))
    for y in 0..<24 { click(harness, 40, y) }
    #expect(harness.viewModel.screen == .loading)
    #expect(harness.viewModel.focus == .calculate)
  }

  @Test func clickingStartFreshOnTheUnreadableSessionScreen() async throws {
    let harness = await ScreenScenario.unreadableSession.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    let startFresh = try #require(harness.root.controls.rect(of: .startFresh))
    #expect(startFresh == Rect(x: 38, y: 14, width: 15, height: 1))
    click(harness, startFresh.x + 3, startFresh.y)
    #expect(harness.viewModel.focus == .retry, "the focus stays where the keyboard left it")
    await harness.model.drain()
    #expect(harness.viewModel.screen == .calculator)
    #expect(await harness.model.store.setAsideCount == 1)
  }
}
