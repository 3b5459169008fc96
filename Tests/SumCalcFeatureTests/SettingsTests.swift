import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// Settings, the sixth screen: its view model over the session, and the screen through the root
/// view as the user reaches it — `s` (and its Russian and Korean keys), a click on the hint.
@MainActor
@Suite struct SettingsTests {
  private func settings(
    store: MemorySessionStore = MemorySessionStore(), commandLine: SettingsOverrides = SettingsOverrides()
  ) async -> ScreenHarness {
    let harness = ScreenHarness(store: store, commandLine: commandLine)
    await harness.finishLoading()
    harness.press(.character("s"))
    return harness
  }

  // MARK: The view model

  @Test("a choice applies at once to the session, is saved, and replaces what the command line set")
  func choicesApplyAndAreKept() async throws {
    let store = MemorySessionStore()
    let harness = await settings(store: store, commandLine: SettingsOverrides(language: .ko))
    let viewModel = try #require(harness.model.settings)
    var expected = Expected(viewModel.state)
    #expect(
      expected.state
        == SettingsState(
          language: .ko, keypad: .oneTwoThreeOnTop, calculationDelay: .seconds(3),
          overrides: SettingsOverrides(language: .ko), focus: .language(.ko), sessionFile: store.location))
    viewModel.onChoose(.language(.ru))
    expected.check(viewModel.state) {
      $0.language = .ru
      $0.overrides = SettingsOverrides()
    }
    viewModel.onChoose(.keypad(.sevenEightNineOnTop))
    expected.check(viewModel.state) { $0.keypad = .sevenEightNineOnTop }
    viewModel.onChoose(.calculationDelay(.zero))
    expected.check(viewModel.state) { $0.calculationDelay = .zero }
    viewModel.onFocus(.back)
    expected.check(viewModel.state) { $0.focus = .back }
    await harness.model.session.finishSaving()
    #expect(
      await store.saved?.settings
        == Settings(language: .ru, keypad: .sevenEightNineOnTop, calculationDelay: .zero))
  }

  @Test("choosing what is in effect changes nothing and saves nothing")
  func choosingWhatIsInEffect() async throws {
    let store = MemorySessionStore()
    let harness = await settings(store: store)
    let viewModel = try #require(harness.model.settings)
    let before = viewModel.state
    for option in [SettingsControl.language(.en), .keypad(.oneTwoThreeOnTop), .calculationDelay(.seconds(3))] {
      viewModel.onChoose(option)
    }
    #expect(viewModel.state == before)
    await harness.model.session.finishSaving()
    #expect(await store.saveAttempts == 0)
  }

  @Test("a choice equal to what the command line set is kept: saved Russian, --lang en, English chosen")
  func choiceEqualToTheCommandLine() async throws {
    let store = MemorySessionStore(settings: Settings(language: .ru, calculationDelay: .seconds(1)))
    let harness = await settings(
      store: store, commandLine: SettingsOverrides(language: .en, calculationDelay: .seconds(3)))
    let viewModel = try #require(harness.model.settings)
    #expect(viewModel.state.isChosen(.language(.en)) && viewModel.state.isFromCommandLine(.language(.en)))
    viewModel.onChoose(.language(.en))
    viewModel.onChoose(.calculationDelay(.seconds(3)))
    #expect(viewModel.state.overrides == SettingsOverrides(), "the screen's choice replaces the command line's")
    await harness.model.session.finishSaving()
    #expect(await store.saved?.settings == Settings(language: .en, calculationDelay: .seconds(3)))
  }

  @Test("a setting the session file could not give back is said on the calculator until the list changes")
  func settingFellBack() async {
    let store = MemorySessionStore(stored: CalculatorData(numbers: [4], result: .expression), settingsFellBack: true)
    let harness = ScreenHarness(store: store)
    await harness.finishLoading()
    #expect(harness.calculator.state.settingsFellBack)
    #expect(harness.render().text.contains("A setting in the session file could not be read"))
    harness.type("5")
    #expect(!harness.calculator.state.settingsFellBack)
    #expect(harness.calculator.state.data.numbers == [4, 5], "the numbers beside it loaded")
  }

  @Test("a choice that could not be saved says so on Settings, and quitting says the settings were not kept")
  func settingNotSaved() async throws {
    let store = MemorySessionStore()
    let harness = await settings(store: store)
    let viewModel = try #require(harness.model.settings)
    await store.failSaves(with: "no space left on device")
    viewModel.onChoose(.keypad(.sevenEightNineOnTop))
    #expect(await until { viewModel.state.unsavedBecause != nil })
    #expect(viewModel.state.unsavedBecause == .system("no space left on device"))
    #expect(harness.render().text.contains("Not saved"))
    let session = harness.model.session
    #expect(session.unsaved == .settings)
    let words = harness.strings.unsavedAtExit("Not saved", session.unsaved)
    #expect(words.contains("settings") && !words.contains("numbers"), "\(words)")
    harness.press(.escape)
    harness.type("5")
    #expect(await until { session.unsaved == [.numbers, .settings] })
    await store.failSaves(with: nil)
    harness.type("6")
    await session.finishSaving()
    #expect(session.unsaved == [] && session.unsavedBecause == nil)
  }

  @Test("settings read at start apply, under what the command line sets for this run")
  func savedSettingsAndTheCommandLine() async {
    let saved = Settings(language: .ru, keypad: .sevenEightNineOnTop, calculationDelay: .seconds(1))
    let store = MemorySessionStore(settings: saved)
    let harness = ScreenHarness(store: store, commandLine: SettingsOverrides(calculationDelay: .zero))
    await harness.finishLoading()
    #expect(harness.model.session.language == .ru, "the saved choice over the locale's English")
    #expect(harness.model.session.calculationDelay == .zero, "--calc-delay wins for this run")
    #expect(harness.model.session.keypad == .sevenEightNineOnTop)
    harness.type("5=")
    #expect(harness.calculator.state.data.result == .sum(5), "no delay: summed at once")
    await harness.model.session.finishSaving()
    #expect(await store.saved?.settings == saved, "the command line's delay is not saved")
  }

  // MARK: The screen

  @Test(
    "s, ы, ㄴ and S open Settings over the calculator; Esc and Back return to it as it was",
    arguments: ["s", "ы", "ㄴ", "S"] as [Character])
  func openAndClose(key: Character) async throws {
    let harness = ScreenHarness()
    await harness.finishLoading()
    harness.type("12")
    let calculator = harness.calculator
    let before = calculator.state
    harness.press(.character(key))
    let settings = try #require(harness.model.settings)
    #expect(harness.route == .settings(settings, over: calculator))
    harness.press(.escape)
    #expect(harness.route == .calculator(calculator) && calculator.state == before)
    harness.press(.character(key))
    try harness.click(SettingsControl.back)
    #expect(harness.route == .calculator(calculator) && calculator.state == before)
  }

  @Test("a click on the hint's `s settings` opens it")
  func hintClick() async throws {
    let harness = ScreenHarness()
    await harness.finishLoading()
    try harness.click(CalculatorControl.settings)
    #expect(harness.model.settings != nil)
  }

  @Test("the arrows move between the options as drawn, Enter and a click choose, and every screen follows at once")
  func keysAndClicks() async throws {
    let harness = await settings()
    #expect(harness.model.settings?.state.focus == .language(.en))
    harness.press(.right)
    harness.press(.enter)
    #expect(harness.model.session.language == .ru)
    #expect(harness.render().text.contains("Настройки"), "Settings itself speaks Russian at once")
    harness.press(.down)
    #expect(harness.model.settings?.state.focus == .keypad(.sevenEightNineOnTop), "below Русский")
    harness.press(.character(" "))
    try harness.click(SettingsControl.calculationDelay(.zero))
    #expect(harness.model.session.calculationDelay == .zero)
    harness.press(.escape)
    let calculator = harness.render().text
    #expect(calculator.contains("Посчитать сумму"), "the calculator in Russian")
    // 7 8 9 on top: the top row of keys, and the arrows follow it.
    let seven = try #require(harness.rect(of: CalculatorControl.digit(7)))
    let one = try #require(harness.rect(of: CalculatorControl.digit(1)))
    #expect(seven.y < one.y)
    harness.calculator.onFocus(.digit(7))
    harness.press(.down)
    #expect(harness.calculator.state.focus == .digit(4))
  }

  @Test("on a terminal that is not UTF-8, only English is offered, and the screen says why")
  func asciiTerminal() async throws {
    let harness = ScreenHarness(glyphs: .ascii)
    await harness.finishLoading()
    harness.press(.character("s"))
    let text = harness.render().text
    #expect(text.contains("[ * English ]") && text.contains("Russian") && text.contains("Korean"))
    #expect(text.contains(harness.strings.settingsNeedsUTF8))
    try harness.click(SettingsControl.language(.ru))
    #expect(harness.model.session.language == .en, "not chosen: it could not be shown")
  }

  @Test("not UTF-8, Russian saved: the focus starts on English, and Left and Right stay in the language row")
  func asciiFocus() async throws {
    let store = MemorySessionStore(settings: Settings(language: .ru))
    let harness = ScreenHarness(store: store, glyphs: .ascii)
    await harness.finishLoading()
    harness.press(.character("s"))
    let settings = try #require(harness.model.settings)
    #expect(settings.state.focus == .language(.en), "not the disabled Russian")
    _ = harness.render()
    harness.press(.right)
    #expect(settings.state.focus == .language(.en), "Russian and Korean cannot be chosen: the focus stays")
    harness.press(.down)
    harness.press(.right)
    #expect(settings.state.focus == .keypad(.sevenEightNineOnTop))
    harness.press(.right)
    #expect(settings.state.focus == .keypad(.sevenEightNineOnTop), "the row's end: it stays")
    await harness.model.session.finishSaving()
    #expect(await store.saved?.settings.language == .ru, "the saved choice is kept for a UTF-8 terminal")
  }
}
