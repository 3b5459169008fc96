import Foundation
import SumCalcModel
import TerminalUI

@testable import SumCalcFeature

/// Where a control is drawn, from the program's own layout code, so that the mouse tests click on
/// cells the real screen uses.
@MainActor
enum ControlPositions {
  /// The 1-based column and row of a cell in the middle of `control` on a fresh calculator, as a
  /// mouse report names it.
  static func reportCell(of control: CalculatorControl, width: Int = 80, height: Int = 24) async throws -> (
    column: Int, row: Int
  ) {
    try await reportCell(of: control, afterSumming: nil, width: width, height: height)
  }

  /// The 1-based cell in the middle of the newest tape line once `digits` have been summed.
  static func reportCell(ofTapeLineSumming digits: [Int], width: Int = 80, height: Int = 24) async throws -> (
    column: Int, row: Int
  ) {
    try await reportCell(of: .tapeLine(0), afterSumming: digits, width: width, height: height)
  }

  private static func reportCell(
    of control: CalculatorControl, afterSumming digits: [Int]?, width: Int, height: Int
  ) async throws -> (column: Int, row: Int) {
    let router = AppRouter(
      store: NoSessionStore(), clock: ContinuousClock(), startupDelay: .zero,
      overrides: SettingsOverrides(calculationDelay: .zero))
    router.start()  // with no start-up delay, the session is read before this returns
    guard case .calculator(let calculator) = router.route else { throw HarnessError("no calculator") }
    if let digits {
      for digit in digits { calculator.onAddNumber(digit) }
      calculator.onSubmit()
    }
    let size = Size(width: width, height: height)
    let screen = CalculatorScreen(viewModel: calculator, context: ScreenContext(strings: Localizer(.en)))
    guard let rect = screen.render(size: size).controls.rect(of: control) else {
      throw HarnessError("\(control) is not drawn at \(size)")
    }
    return (rect.origin.x + rect.size.width / 2 + 1, rect.origin.y + 1)
  }
}
