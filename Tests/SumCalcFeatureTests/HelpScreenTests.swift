import TerminalUI
import Testing

@testable import SumCalcFeature

/// Help's keys and clicks through the root view, as the user meets them.
@MainActor
@Suite struct HelpScreenTests {
  private func helpOverTheCalculator(size: Size = Size(width: 40, height: 16)) async -> ScreenHarness {
    let harness = await ScreenScenario.help.harness(size: size)
    #expect(harness.model.help != nil)
    return harness
  }

  @Test("Back, clicked or by Enter or Space, returns to the calculator as it was")
  func back() async throws {
    for way in 0..<3 {
      let harness = await helpOverTheCalculator()
      switch way {
      case 0: try harness.click(HelpControl.back)
      case 1: harness.press(.enter)
      default: harness.press(.character(" "))
      }
      #expect(harness.route == .calculator(harness.calculator), "way \(way)")
      #expect(harness.calculator.state.data.numbers == [1, 2])
    }
  }

  @Test("the wheel does nothing on Help (SPEC: only History's list follows it)")
  func wheelDoesNothing() async throws {
    let harness = await helpOverTheCalculator()
    let before = harness.render()
    for button in [MouseButton.wheelDown, .wheelDown, .wheelUp, .wheelDown] {
      harness.send(.mouse(MouseEvent(button: button, action: .press, position: Point(x: 20, y: 8))))
    }
    #expect(try #require(harness.model.help).state.top == 0)
    #expect(harness.render() == before)
  }

  @Test(
    "End, then Down and PgDn, stay at the end; a taller terminal then shows the text from its start down, no empty rows"
  )
  func scrollingStopsAtTheEnd() async throws {
    let harness = await helpOverTheCalculator()
    let help = try #require(harness.model.help)
    harness.press(.end)
    let end = help.state.top
    #expect(end > 0, "the text is longer than 16 rows")
    let atEnd = harness.render()
    harness.press(.down)
    harness.press(.pageDown)
    #expect(help.state.top == end)
    #expect(harness.render() == atEnd)
    harness.press(.up)
    #expect(help.state.top == end - 1, "one press up leaves the end")

    harness.press(.end)
    harness.resize(Size(width: 40, height: 40))
    let tall = harness.render().lines
    let taller = await helpOverTheCalculator(size: Size(width: 40, height: 40))
    #expect(tall == taller.render().lines, "as if opened at this size: the end moved up with the text")
  }
}
