import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// A notice that says nothing is saved, or that the list is full, shows at every size the
/// calculator is drawn at, and never cuts a word: a path gives way, a directory at a time, and
/// what still does not fit ends in `…` after a whole word.
@MainActor
@Suite struct NoticeAtEverySizeTests {
  nonisolated private static let problems: [SaveProblem?] = [
    .system("no space left on device"), .savingOff(.fifo), .readOnlyFile, .anotherSumCalc,
    .missingDirectory("/tmp/typo/with/a/long/name"), nil,
  ]
  nonisolated private static let sizes = [30, 34, 40, 52, 80].flatMap { width in
    (8...24).map { Size(width: width, height: $0) }
  }

  /// A calculator whose notice is `problem`'s, or with no problem, a full list.
  private func calculator(_ problem: SaveProblem?) -> CalculatorViewModel {
    let full = problem == nil
    let viewModel = calculatorViewModel(
      CalculatorData(numbers: full ? Array(repeating: 1, count: CalculatorData.numberLimit) : [1, 2]),
      problem: problem, store: MemorySessionStore(location: "/home/someone/.local/state/sumcalc/state.json"))
    if full { viewModel.onAddNumber(3) }
    return viewModel
  }

  @Test(arguments: Language.allCases, problems)
  func theNoticeShowsWholeWordsAtEverySize(language: Language, problem: SaveProblem?) {
    let viewModel = calculator(problem)
    let context = SumCalcContext(strings: Localizer(language))
    let full = CalculatorNotice.lines(viewModel.state, width: 1000, maxLines: 1, context: context)[0]
    let words = Set(full.split(separator: " "))
    for size in Self.sizes where size.contains(CalculatorScreen.minimumSize(strings: context.strings)) {
      let buffer = CalculatorScreen(viewModel: viewModel, context: context).render(size: size).buffer
      #expect(buffer.text.contains(context.strings.calculateSum), "the calculator at \(size)")
      let rows = (0..<size.height).filter { styleRow(buffer, $0).contains("e") }
      let shown = rows.flatMap { buffer.lines[$0].split(separator: " ") }
      #expect(!rows.isEmpty && shown.first == full.split(separator: " ").first, "\(language) at \(size): \(shown)")
      for word in shown where !words.contains(word) {
        #expect(word.contains("…"), "\(language) at \(size): \(word) is cut")
      }
    }
  }

  @Test("u with nothing to take back says so, at the smallest size too", arguments: Language.allCases)
  func nothingToUndoIsSaid(language: Language) async {
    for size in [Size(width: 40, height: 16), CalculatorScreen.minimumSize(strings: Localizer(language))] {
      let harness = await ScreenScenario.calculatorEmpty.harness(language: language, size: size)
      harness.type(String(Localizer(language).hintUndoKey))
      #expect(harness.render().text.contains(harness.strings.nothingToUndo), "\(language) at \(size)")
      harness.type("5")
      #expect(!harness.render().text.contains(harness.strings.nothingToUndo), "until the list changes")
    }
  }

  @Test("the keypad and the buttons stay where they are when a notice comes", arguments: [8, 12, 16, 24])
  func noticesMoveNothing(height: Int) {
    let size = Size(width: 40, height: height)
    let context = SumCalcContext(strings: Localizer(.en))
    let plain = CalculatorScreen(viewModel: calculator(.anotherSumCalc), context: context)
    let quiet = calculatorViewModel(CalculatorData(numbers: [1, 2]))
    let without = CalculatorScreen(viewModel: quiet, context: context).render(size: size).controls
    let with = plain.render(size: size).controls
    for control in [CalculatorControl.digit(1), .digit(0), .calculate, .reset] {
      #expect(with.rect(of: control) == without.rect(of: control), "\(control) at \(size)")
    }
  }
}
