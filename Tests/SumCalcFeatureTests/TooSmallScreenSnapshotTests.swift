import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// The too-small error, drawn at the sizes that cause it (it cannot show on 80×24 or 40×16, where
/// the calculator fits), naming the size needed and the size now.
@MainActor
@Suite struct TooSmallScreenSnapshotTests {
  /// The calculator with `1 + 2 + 3` entered, then the terminal shrinks to `size`.
  private func shrunk(to size: Size) async -> ScreenHarness {
    let harness = await ScreenScenario.expression123.harness(size: Size(width: 80, height: 24))
    harness.resize(size)
    return harness
  }

  @Test func oneColumnTooNarrow() async {
    let harness = await shrunk(to: Size(width: 29, height: 16))
    #expect(harness.route == .calculator(harness.calculator), "the route stays: too small is the view's business")
    expectScreen(
      harness.render(),
      """




        The terminal is too small

      SumCalc needs at least 30×8;
         the terminal is 29×16.
       Enlarge the window: SumCalc
          comes back as it was.





                 q quit
      """)
  }

  @Test func wideButOneRowTooShort() async {
    let harness = await shrunk(to: Size(width: 80, height: 7))
    expectScreen(
      harness.render(),
      """

                                 The terminal is too small

                    SumCalc needs at least 30×8; the terminal is 80×7.
                     Enlarge the window: SumCalc comes back as it was.

                                           q quit
      """)
  }

  @Test func theCalculatorComesBackWithItsNumbersOnceLargeEnough() async {
    let harness = await shrunk(to: Size(width: 20, height: 6))
    harness.resize(Size(width: 80, height: 24))
    let expected = await ScreenScenario.expression123.harness(size: Size(width: 80, height: 24))
    expectScreen(harness.render(), expected.render().text)
    #expect(harness.render().text.contains("1 + 2 + 3"))
  }

  @Test func keysOtherThanQuitDoNothingOnTheTooSmallScreen() async {
    let harness = await shrunk(to: Size(width: 20, height: 6))
    let before = harness.render()
    for key: Key in [.character("4"), .character("="), .enter, .backspace, .escape, .tab, .down] {
      #expect(harness.press(key) == .keepRunning)
    }
    #expect(harness.render() == before)
    #expect(harness.calculator.state.data.numbers == [1, 2, 3])
    #expect(harness.press(.character("q")) == .quit)
  }
}

@MainActor
@Suite struct TinyTerminalSnapshotTests {
  @Test func aTinyTerminalShowsTheSizesAlone() async {
    let harness = await ScreenScenario.expression123.harness(size: Size(width: 80, height: 24))
    harness.resize(Size(width: 12, height: 4))
    expectScreen(
      harness.render(),
      """

      Needs 30×8,
        is 12×4

      """)
  }

  @Test(arguments: [Size(width: 1, height: 1), Size(width: 2, height: 1), Size(width: 5, height: 2)])
  func anySizeDownToOneByOneDraws(size: Size) async {
    let harness = await ScreenScenario.expression123.harness(size: Size(width: 80, height: 24))
    harness.resize(size)
    let buffer = harness.render()
    #expect(buffer.size == size)
    #expect(harness.calculator.state.data.numbers == [1, 2, 3])
  }

  /// The size now shows whole wherever it fits, in every language, whatever else gives way.
  @Test(
    arguments: Language.allCases,
    [
      Size(width: 16, height: 5), Size(width: 29, height: 7), Size(width: 20, height: 6), Size(width: 12, height: 4),
      Size(width: 9, height: 3), Size(width: 5, height: 3), Size(width: 4, height: 1), Size(width: 3, height: 1),
      Size(width: 25, height: 2),
    ])
  func theSizeNowAlwaysShows(language: Language, size: Size) async {
    let harness = await ScreenScenario.expression123.harness(language: language, size: Size(width: 80, height: 24))
    harness.resize(size)
    let text = harness.render().text
    #expect(text.contains("\(size.width)×\(size.height)"), "\(size) in \(language):\n\(text)")
    #expect(!text.contains("…"), "nothing cut:\n\(text)")
  }

  @Test("narrower than the size's text, it is broken over rows")
  func theSizeBrokenOverRows() async {
    let harness = await ScreenScenario.expression123.harness(size: Size(width: 80, height: 24))
    harness.resize(Size(width: 2, height: 2))
    expectScreen(harness.render(), "2×\n2")
  }
}
