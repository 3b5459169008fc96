import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// At the smallest size SPEC names, the screen still says how to quit.
@MainActor
@Suite struct HintAtSmallSizeTests {
  @Test(arguments: Language.allCases)
  func theKeyHintNamesTheQuitKeyAt40x16(language: Language) async {
    let harness = await ScreenScenario.calculatorEmpty.harness(language: language, size: Size(width: 40, height: 16))
    let strings = Localizer(language)
    let hint = harness.render().lines[15]
    #expect(hint.contains("\(strings.hintQuitKey) \(strings.hintQuit)"))
  }
}
