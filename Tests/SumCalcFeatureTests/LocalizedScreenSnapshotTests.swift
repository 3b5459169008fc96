import TerminalUI
import Testing

@testable import SumCalcFeature

/// The calculator in Russian (the seed's own strings) and Korean (two cells a syllable).
@MainActor
@Suite struct LocalizedScreenSnapshotTests {
  /// The empty calculator in Russian at 80×24.
  @Test func russianCalculator80x24() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(language: .ru, size: Size(width: 80, height: 24))
    expectScreen(
      harness.render(),
      """





                                      Введите числа

                              Калькулятор считает сумму чисел

                                   [ 1 ]   [ 2 ]   [ 3 ]

                                   [ 4 ]   [ 5 ]   [ 6 ]

                                   [ 7 ]   [ 8 ]   [ 9 ]

                                           [ 0 ]

                              [ Посчитать сумму ]    [ Сброс ]





        0-9 ввод  Enter нажать  Bksp стереть  Esc сброс  Tab/стрелки фокус  q выход
      """)
  }

  /// The empty calculator in Russian at 40×16.
  @Test func russianCalculator40x16() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(language: .ru, size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

                  Введите числа

          Калькулятор считает сумму чисел

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

          [ Посчитать сумму ]    [ Сброс ]

          0-9 ввод  Enter нажать  q выход
      """)
  }

  /// The empty calculator in Korean at 80×24.
  @Test func koreanCalculator80x24() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(language: .ko, size: Size(width: 80, height: 24))
    expectScreen(
      harness.render(),
      """





                                  숫자를 입력하세요

                                  계산기가 숫자를 더합니다

                                   [ 1 ]   [ 2 ]   [ 3 ]

                                   [ 4 ]   [ 5 ]   [ 6 ]

                                   [ 7 ]   [ 8 ]   [ 9 ]

                                           [ 0 ]

                                [ 합계 계산 ]    [ 초기화 ]





          0-9 입력  Enter 누르기  Bksp 지우기  Esc 초기화  Tab/화살표 이동  q 종료
      """)
  }

  /// The empty calculator in Korean at 40×16.
  @Test func koreanCalculator40x16() async {
    let harness = await ScreenScenario.calculatorEmpty.harness(language: .ko, size: Size(width: 40, height: 16))
    expectScreen(
      harness.render(),
      """

              숫자를 입력하세요

              계산기가 숫자를 더합니다

               [ 1 ]   [ 2 ]   [ 3 ]

               [ 4 ]   [ 5 ]   [ 6 ]

               [ 7 ]   [ 8 ]   [ 9 ]

                       [ 0 ]

            [ 합계 계산 ]    [ 초기화 ]

           0-9 입력  Enter 누르기  q 종료
      """)
  }
}
