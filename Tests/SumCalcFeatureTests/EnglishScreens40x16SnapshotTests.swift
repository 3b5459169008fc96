import TerminalUI
import Testing

@testable import SumCalcFeature

/// Every screen in English at 40×16, compared in full.
@MainActor
@Suite struct EnglishScreens40x16SnapshotTests {
  /// The spinner (first frame) over the message, centred; only the quit hint.
  @Test func loading() async {
    let harness = await ScreenScenario.loading.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """





                         ⠋

       Please wait, the calculator is turning
                       on...






                       q quit
      """)
  }

  /// `Enter numbers`, the caption, the keypad with `0` under `8`, the two buttons, the hint.
  @Test func calculatorEmpty() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

                  Enter numbers

           The calculator adds up numbers

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

           [ Calculate sum ]    [ Reset ]

      0-9 add  Enter press  Bksp undo  q quit
      """)
  }

  /// The numbers joined by ` + ` on the result line.
  @Test func expression123() async {
    let harness = await ScreenScenario.expression123.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

                  1 + 2 + 3

           The calculator adds up numbers

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

           [ Calculate sum ]    [ Reset ]

      0-9 add  Enter press  Bksp undo  q quit
      """)
  }

  /// A spinner in place of the result while the sum is calculated.
  @Test func calculating() async {
    let harness = await ScreenScenario.calculating.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

                         ⠋

           The calculator adds up numbers

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

           [ Calculate sum ]    [ Reset ]

      0-9 add  Enter press  Bksp undo  q quit
      """)
  }

  /// The sum, and the tape newest first as `9 + 9 + 9 + 9 = 36`.
  @Test func sumWithTape() async {
    let harness = await ScreenScenario.sumWithTape.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

              Sum of numbers: 36

           The calculator adds up numbers

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

           [ Calculate sum ]    [ Reset ]
                 9 + 9 + 9 + 9 = 36
      0-9 add  Enter press  Bksp undo  q quit
      """)
  }

  /// An empty submit says so at once.
  @Test func noNumbers() async {
    let harness = await ScreenScenario.noNumbers.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

              No numbers were entered

           The calculator adds up numbers

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

           [ Calculate sum ]    [ Reset ]

      0-9 add  Enter press  Bksp undo  q quit
      """)
  }

  /// What went wrong, with the path and the reason, and `Retry` / `Start fresh`.
  @Test func unreadableSession() async {
    let harness = await ScreenScenario.unreadableSession.harness(size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """



          The saved session cannot be read

        /state/sumcalc/state.json: it is not
       valid JSON. Retry after fixing it, or
      start fresh: the file is kept aside, not
                      deleted.

            [ Retry ]    [ Start fresh ]




        Enter press  Tab/arrows move  q quit
      """)
  }
}
