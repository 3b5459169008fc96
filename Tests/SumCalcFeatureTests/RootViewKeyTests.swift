import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// SPEC's key table, key by key, through the root view into the view model.
@MainActor
@Suite struct RootViewKeyTests {
  private func calculator() async -> ScreenHarness {
    await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
  }

  @Test func digitKeysAddTheirNumbers() async {
    let harness = await calculator()
    harness.type("1234567890")
    #expect(harness.calculator.state.data.numbers == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
    #expect(harness.calculator.state.data.result == .expression)
    #expect(harness.calculator.state.focus == .calculate)  // typing does not move the focus
  }

  @Test(arguments: ["a", "+", "-", "٣", "５", "x", "W", "Ж"] as [Character])
  func otherCharactersDoNothing(character: Character) async {
    let harness = await calculator()
    harness.type("12")
    #expect(harness.press(.character(character)) == .keepRunning)
    #expect(harness.calculator.state.data == CalculatorData(numbers: [1, 2], result: .expression))
    #expect(harness.calculator.state.focus == .calculate)
  }

  @Test func equalsAlwaysCalculatesWhateverHasTheFocus() async {
    let harness = await calculator()
    harness.type("45")
    harness.calculator.onFocus(.digit(7))
    harness.press(.character("="))
    #expect(harness.calculator.state.data == CalculatorData(numbers: [4, 5], result: .expression))
    #expect(harness.calculator.state.isCalculating)
  }

  @Test(arguments: [Key.enter, .character(" ")])
  func enterAndSpacePressTheFocusedControl(key: Key) async {
    let harness = await calculator()
    harness.calculator.onFocus(.digit(7))
    harness.press(key)
    harness.press(key)
    #expect(harness.calculator.state.data.numbers == [7, 7])
    harness.calculator.onFocus(.reset)
    harness.press(key)
    #expect(harness.calculator.state.data == CalculatorData())
    harness.type("3")
    harness.calculator.onFocus(.calculate)
    harness.press(key)
    #expect(harness.calculator.state.isCalculating)
  }

  @Test func enterOnCalculateWithNothingEnteredSaysNoNumbers() async {
    let harness = await calculator()
    harness.press(.enter)  // focus starts on Calculate sum
    #expect(harness.calculator.state.data.result == .noNumbers)
    #expect(!harness.calculator.state.isCalculating)
  }

  @Test func backspaceRemovesTheLastNumber() async {
    let harness = await calculator()
    harness.type("98")
    harness.press(.backspace)
    #expect(harness.calculator.state.data == CalculatorData(numbers: [9], result: .expression))
    harness.press(.backspace)
    #expect(harness.calculator.state.data == CalculatorData(numbers: [], result: .prompt))
  }

  @Test("Delete removes the last number, as Backspace does")
  func deleteRemovesTheLastNumber() async {
    let harness = await calculator()
    harness.type("98")
    harness.press(.delete)
    #expect(harness.calculator.state.data == CalculatorData(numbers: [9], result: .expression))
  }

  @Test(
    "u undoes, in upper case and on the Russian and Korean layouts too",
    arguments: ["u", "U", "г", "Г", "ㅕ"] as [Character])
  func undoKeys(key: Character) async {
    let harness = await calculator()
    harness.type("12")
    harness.press(.character("r"))
    harness.press(.character(key))
    #expect(harness.calculator.state.data == CalculatorData(numbers: [1, 2], result: .expression))
  }

  @Test(
    "Caps Lock: Q, R and H work as q, r and h, on every layout (Shift+ㅂ is ㅃ, Shift+ㄱ is ㄲ)",
    arguments: [("Q", "R", "H"), ("Й", "К", "Р"), ("ㅃ", "ㄲ", "ㅗ")] as [(Character, Character, Character)])
  func capsLock(quit: Character, reset: Character, history: Character) async {
    let harness = await calculator()
    harness.type("12")
    harness.press(.character(reset))
    #expect(harness.calculator.state.data == CalculatorData())
    harness.press(.character(history))
    #expect(harness.route == harness.model.history.map { .history($0, over: harness.calculator) })
    #expect(harness.press(.character(quit)) == .quit)
  }

  @Test("h and Down typed together: History opens, and the Down moves its selection (it is drawn between)")
  func keysAfterAScreenChangeInOneBurst() async {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 80, height: 24))
    #expect(
      harness.send([.key(.character("h")), .key(.down), .key(.down)]) == [.screenChanged, .keepRunning, .keepRunning])
    #expect(harness.model.history?.state.selection == 2)
    #expect(harness.calculator.state.focus == .calculate, "the calculator's focus did not move")
  }

  @Test(arguments: [Key.escape, .character("r")])
  func escapeAndRReset(key: Key) async {
    let harness = await calculator()
    harness.type("123")
    harness.press(key)
    #expect(harness.calculator.state.data == CalculatorData())
  }

  @Test(arguments: [ScreenScenario.loading, .calculatorEmpty, .calculating, .unreadableSession])
  func qQuitsOnEveryScreen(scenario: ScreenScenario) async {
    let harness = await scenario.harness(size: Size(width: 80, height: 24))
    #expect(harness.press(.character("q")) == .quit)
    // Ctrl-C is the terminal's SIGINT, never a key the app binds (the backend raises it as one).
    #expect(harness.press(.control("c")) == .keepRunning)
    #expect(harness.press(.control("x")) == .keepRunning)
  }

  @Test func keysOtherThanQuitAreIgnoredWhileLoading() async {
    let harness = await ScreenScenario.loading.harness(size: Size(width: 80, height: 24))
    let keys: [Key] = [
      .character("5"), .character("="), .character(" "), .character("r"), .enter, .backspace,
      .escape, .tab, .backTab, .up, .down, .left, .right,
    ]
    for key in keys { #expect(harness.press(key) == .keepRunning) }
    #expect(harness.route.loading != nil)
    await harness.model.clock.advance(by: .seconds(3))
    await harness.model.leaveLoading()
    #expect(
      harness.calculator.state == CalculatorState().kept(at: harness.model.store.location),
      "nothing typed on the loading screen came through")
  }

  @Test func whileCalculatingKeysForNumbersAreIgnored() async {
    let harness = await ScreenScenario.calculating.harness(size: Size(width: 80, height: 24))
    let calculating = harness.calculator.state
    #expect(calculating.isCalculating && calculating.data == CalculatorData(numbers: [1, 2, 3], result: .expression))
    for key: Key in [.character("4"), .character("="), .enter, .backspace, .escape, .character("r")] {
      #expect(harness.press(key) == .keepRunning)
    }
    #expect(harness.calculator.state == calculating)
  }

  @Test func onTheUnreadableSessionScreenEnterRetriesAndTabThenEnterStartsFresh() async {
    let harness = await ScreenScenario.unreadableSession.harness(size: Size(width: 80, height: 24))
    harness.type("12=")  // no calculator keys here
    #expect(harness.model.error != nil)
    harness.press(.enter)  // Retry: still broken
    await harness.model.leaveLoading()
    let error = try! #require(harness.model.error)
    #expect(
      error.state
        == ErrorState(
          cause: .unreadableSession(path: harness.model.store.location, reason: .notJSON, canStartFresh: true),
          attempts: 2))
    #expect(
      harness.render().text.contains("The session still cannot be read (tried 2 times)"),
      "Retry says it tried again, on one line")
    #expect(await harness.model.store.loadCount == 2)
    harness.press(.tab)
    #expect(error.state.focus == .startFresh)
    harness.press(.character(" "))
    await harness.model.routeChange()
    #expect(harness.route == .calculator(harness.calculator))
    #expect(await harness.model.store.setAsideCount == 1)
  }
}

extension RootViewKeyTests {
  @Test(
    "Esc leaves Settings where the terminal is too small for it (30-39 columns), back to the calculator",
    arguments: [Size(width: 34, height: 10), Size(width: 30, height: 8), Size(width: 39, height: 16)])
  func escapeLeavesATooSmallScreen(size: Size) async {
    let harness = await ScreenScenario.sumWithTape.harness(size: size)
    let numbers = harness.calculator.state.data
    #expect(harness.press(.character("s")) == .screenChanged)
    #expect(harness.render().text.contains("\(size.width)×\(size.height)"), "the too-small screen shows")
    #expect(harness.press(.escape) == .screenChanged)
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.data == numbers, "the numbers are as they were")
    #expect(harness.render().text.contains("Calculate"))
  }

  @Test("Esc on a too-small calculator does nothing: nothing to go back to, and no reset")
  func escapeOnATooSmallCalculator() async {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 20, height: 6))
    let numbers = harness.calculator.state.data
    #expect(harness.press(.escape) == .keepRunning)
    #expect(harness.calculator.state.data == numbers)
  }
}
