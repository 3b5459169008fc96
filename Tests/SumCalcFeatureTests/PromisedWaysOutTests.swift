import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// A screen's words promise only what it offers.
@MainActor
@Suite struct PromisedWaysOutTests {
  @Test("a session nothing can be kept aside of (a loop of links) offers Retry and Quit, and says only those")
  func noStartFreshPromised() {
    for language in Language.allCases {
      let strings = Localizer(language)
      let error = ErrorViewModel(
        cause: .unreadableSession(
          path: "/home/someone/state.json", reason: .other("Too many levels of symbolic links"), canStartFresh: false),
        session: Session(store: MemorySessionStore(), localeLanguage: .en), store: MemorySessionStore()
      ) { _ in }
      let text = ErrorScreen(viewModel: error, context: SumCalcContext(strings: strings))
        .render(size: Size(width: 200, height: 24)).buffer.text
      let body = strings.sessionUnreadableBodyNoFresh("/home/someone/state.json", "Too many levels of symbolic links")
      #expect(text.contains(body) && text.contains("[ \(strings.retry) ]") && text.contains("[ \(strings.quit) ]"))
      #expect(!text.contains(strings.startFresh), "\(language): \(text)")
      let fresh = strings.sessionUnreadableBody("/home/someone/state.json", "Too many levels of symbolic links")
      #expect(!text.contains(fresh), "the words that promise Start fresh are not there")
    }
  }

  @Test("too small over Help or History, the words name no calculator", arguments: Language.allCases)
  func tooSmallOverOtherScreens(language: Language) async {
    for scenario in [ScreenScenario.help, .historyTop] {
      let harness = await scenario.harness(language: language, size: Size(width: 80, height: 24))
      let width = 20  // narrower than History and Help take
      harness.resize(Size(width: width, height: 20))
      let text = harness.render().text.split(separator: "\n").joined(separator: " ")
      #expect(text.contains("\(width)×20") && text.contains("SumCalc"), "\(language) \(scenario): all of the words")
      #expect(!text.contains(language == .en ? "calculator" : language == .ru ? "калькулятор" : "계산기"), "\(text)")
    }
  }
}
