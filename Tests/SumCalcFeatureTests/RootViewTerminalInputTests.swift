import SumCalcModel
import TerminalUI
import TestSupport
import Testing
import ToolkitTestSupport

@testable import SumCalcFeature

/// What real terminals send beyond plain keys — pastes, keypads, Alt, replies, Ctrl-L — parsed as
/// the app parses it and handed to the root view. Each case of issue 10's table: after `1 2`, the
/// sequence must leave the list as it was (or do what the key means).
@MainActor
@Suite struct RootViewTerminalInputTests {
  private func calculator() async -> ScreenHarness {
    await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
  }

  /// Feeds `text` as one read, then lets the Esc delay pass: one burst.
  @discardableResult
  private func feed(_ text: String, to harness: ScreenHarness) -> [FrameOutcome] {
    var parser = InputParser()
    let events = parser.feed(Array(text.utf8), at: .zero) + parser.flushingEverything()
    return events.isEmpty ? [] : harness.send(events)
  }

  @Test(
    "replies, reports, unknown keys and Alt+key change nothing",
    arguments: [
      "\u{1B}[I", "\u{1B}[O", "\u{1B}[?64;1;2;6;9;15;18;21;22;28c", "\u{1B}[12;40R", "\u{1B}[25~",
      "\u{1B}[27;5;49~", "\u{1B}[49;5u", "\u{1B}[53;3u", "\u{1B}[113;3u", "\u{1B}\u{1B}[A",
      "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}Ok", "\u{1B}Om", "\u{1B}[1;5A",
    ])
  func sequencesThatDoNothing(sequence: String) async {
    let harness = await calculator()
    harness.type("12")
    #expect(feed(sequence, to: harness).allSatisfy { $0 == .keepRunning })
    #expect(harness.calculator.state.data == CalculatorData(numbers: [1, 2], result: .expression))
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test("Esc and a key in one read, as GNU screen sends a person's Esc and the next key: Esc resets, the key types")
  func escapeThenKeyInOneRead() async {
    let harness = await calculator()
    harness.type("12")
    feed("\u{1B}5", to: harness)
    #expect(harness.calculator.state.data.numbers == [5], "the list reset by Esc, then 5")
    feed("\u{1B}\r", to: harness)
    #expect(harness.calculator.state.data.numbers.isEmpty, "Esc resets; Enter on the keypad's focus adds nothing")
  }

  @Test("keypad Enter (ESC O M) presses the focused button; keypad = (ESC O X) calculates")
  func keypadEnterAndEquals() async {
    for sequence in ["\u{1B}OM", "\u{1B}OX"] {
      let harness = await calculator()
      harness.type("12")
      feed(sequence, to: harness)
      #expect(harness.calculator.state.data == CalculatorData(numbers: [1, 2], result: .expression, ))
    }
  }

  @Test("keypad digits in application mode add numbers")
  func keypadDigits() async {
    let harness = await calculator()
    feed("\u{1B}Oq\u{1B}Ow\u{1B}Op", to: harness)
    #expect(harness.calculator.state.data.numbers == [1, 7, 0])
  }

  @Test(
    "a paste adds every digit in it, in order, and presses nothing",
    arguments: ["1 2 3", "1\r2\r3\r", "1, 2, 3", "1\n2\n3\n", "x1y2z3 = q"])
  func pasteAddsDigits(pasted: String) async {
    let harness = await calculator()
    harness.type("4")
    let outcomes = feed("\u{1B}[200~\(pasted)\u{1B}[201~", to: harness)
    #expect(outcomes == [.keepRunning], "one paste, no quit")
    #expect(harness.calculator.state.data == CalculatorData(numbers: [4, 1, 2, 3], result: .expression))
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test("a paste without digits changes nothing, not even the result line")
  func pasteWithoutDigits() async {
    let harness = await calculator()
    harness.press(.enter)  // No numbers were entered
    feed("\u{1B}[200~hello, world\r\u{1B}[201~", to: harness)
    #expect(harness.calculator.state.data == CalculatorData(result: .noNumbers))
  }

  @Test("a paste while calculating, loading or on the error screen is ignored whole")
  func pasteIgnoredWhenBusy() async {
    for scenario in [ScreenScenario.calculating, .loading, .unreadableSession] {
      let harness = await scenario.harness(size: Size(width: 80, height: 24))
      let before = harness.model.router.route.activeCalculator?.state
      feed("\u{1B}[200~9 9\u{1B}[201~", to: harness)
      #expect(harness.model.router.route.activeCalculator?.state == before, "\(scenario)")
      #expect(scenario.shows(harness.route))
    }
  }

  @Test("Ctrl-L asks for a repaint on every screen and changes nothing else")
  func controlLRepaints() async {
    for scenario in [ScreenScenario.loading, .calculatorEmpty, .calculating, .unreadableSession] {
      let harness = await scenario.harness(size: Size(width: 80, height: 24))
      let before = (harness.route, harness.route.activeCalculator?.state)
      #expect(feed("\u{0C}", to: harness) == [.repaint], "\(scenario)")
      #expect(harness.route == before.0)
      #expect(harness.model.router.route.activeCalculator?.state == before.1)
    }
  }

  @Test("a lone Esc still resets, once the delay has passed")
  func loneEscapeResets() async {
    let harness = await calculator()
    harness.type("12")
    feed("\u{1B}", to: harness)
    #expect(harness.calculator.state.data == CalculatorData())
  }

  @Test("a fast double click on a key adds it twice")
  func doubleClickInOneRead() async throws {
    let harness = await calculator()
    _ = harness.render()
    let one = try #require(harness.rect(of: CalculatorControl.digit(1)))
    let (x, y) = (one.origin.x + 1, one.origin.y + 1)
    let click = "\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m"
    feed(click + click, to: harness)
    #expect(harness.calculator.state.data.numbers == [1, 1])
  }
}
