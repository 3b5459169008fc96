import TerminalUI
import Testing

@testable import SumCalcFeature

/// The focused control shows in reverse video (in `styleMap`, upper case or `R`), exactly over
/// the control, and the terminal cursor sits inside it.
@MainActor
@Suite struct FocusRenderingTests {
  /// The reversed cells of `buffer` as (row, first column, count) runs.
  private func reversedRuns(_ buffer: Buffer) -> [(y: Int, x: Int, width: Int)] {
    var runs: [(y: Int, x: Int, width: Int)] = []
    for y in 0..<buffer.size.height {
      var x = 0
      while x < buffer.size.width {
        guard buffer[x, y].style.reverse else {
          x += 1
          continue
        }
        let start = x
        while x < buffer.size.width, buffer[x, y].style.reverse { x += 1 }
        runs.append((y, start, x - start))
      }
    }
    return runs
  }

  @Test func calculateSumIsFocusedAtStart() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    let buffer = harness.render()
    let runs = reversedRuns(buffer)
    #expect(runs.count == 1)
    #expect(runs.first?.y == 13 && runs.first?.x == 25 && runs.first?.width == 17)
    #expect(cells(buffer, x: 25, y: 13, width: 17) == "[ Calculate sum ]")
    #expect(styleRow(buffer, 13).hasPrefix(String(repeating: ".", count: 25) + String(repeating: "A", count: 17) + "."))
    #expect(buffer.cursor == Point(x: 27, y: 13))
  }

  @Test func movingTheFocusMovesTheHighlightAndTheCursor() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    harness.calculator.onFocus(.digit(5))
    var buffer = harness.render()
    #expect(reversedRuns(buffer).map { [$0.y, $0.x, $0.width] } == [[7, 37, 5]])
    #expect(cells(buffer, x: 37, y: 7, width: 5) == "[ 5 ]")
    #expect(buffer.cursor == Point(x: 39, y: 7))  // on the digit itself

    harness.calculator.onFocus(.reset)
    buffer = harness.render()
    #expect(reversedRuns(buffer).map { [$0.y, $0.x, $0.width] } == [[13, 46, 9]])
    #expect(cells(buffer, x: 46, y: 13, width: 9) == "[ Reset ]")
    #expect(buffer.cursor == Point(x: 48, y: 13))
  }

  @Test func whileCalculatingTheControlsAreDimButTheFocusStaysVisible() async {
    let harness = await ScreenScenario.calculating.harness(size: Size(width: 40, height: 16))
    let buffer = harness.render()
    #expect(reversedRuns(buffer).map { [$0.y, $0.x, $0.width] } == [[13, 5, 17]])
    #expect(styleRow(buffer, 13) == ".....AAAAAAAAAAAAAAAAA....ddddddddd.....")
    #expect(styleRow(buffer, 5) == ".........ddddd...ddddd...ddddd..........")
    #expect(buffer.cursor == Point(x: 7, y: 13))
  }

  @Test func retryIsFocusedOnTheUnreadableSessionScreen() async {
    let harness = await ScreenScenario.unreadableSession.harness(size: Size(width: 80, height: 24))
    var buffer = harness.render()
    #expect(reversedRuns(buffer).map { [$0.y, $0.x, $0.width] } == [[14, 25, 9]])
    #expect(cells(buffer, x: 25, y: 14, width: 9) == "[ Retry ]")
    #expect(buffer.cursor == Point(x: 27, y: 14))
    harness.press(.tab)
    buffer = harness.render()
    #expect(reversedRuns(buffer).map { [$0.y, $0.x, $0.width] } == [[14, 38, 15]])
    #expect(cells(buffer, x: 38, y: 14, width: 15) == "[ Start fresh ]")
    #expect(buffer.cursor == Point(x: 40, y: 14))
  }

  @Test func noFocusOrCursorOnTheLoadingAndTooSmallScreens() async {
    let harness = await ScreenScenario.loading.harness(size: Size(width: 80, height: 24))
    #expect(reversedRuns(harness.render()).isEmpty)
    #expect(harness.render().cursor == nil)
    let small = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    small.resize(Size(width: 20, height: 6))
    #expect(reversedRuns(small.render()).isEmpty)
    #expect(small.render().cursor == nil)
  }

  @Test func aKeyHeldDownByTheMouseShowsPressed() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    harness.send(.mouse(MouseEvent(button: .left, action: .press, position: Point(x: 31, y: 5))))
    let buffer = harness.render()
    // Pressed: reversed without the accent colour (`R`), over `[ 1 ]`; the focus stays on
    // `Calculate sum` until the release.
    #expect(styleRow(buffer, 5).dropFirst(29).prefix(5) == "RRRRR")
    #expect(styleRow(buffer, 13).dropFirst(25).prefix(17) == Substring(String(repeating: "A", count: 17)))
    #expect(harness.calculator.state.data.numbers == [])
  }
}
