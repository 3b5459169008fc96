import SumCalcFeature
import TerminalUI

/// Where the calculator draws its controls at a terminal size, from the same layout code that
/// draws them, for tests that click without reading the screen back (a bare pseudo-terminal).
@MainActor
enum ControlPositions {
  /// The 1-based column and row of a cell in the middle of `control`, as a mouse report names it.
  static func reportCell(of control: CalculatorControl, width: Int = 80, height: Int = 24) async throws -> (
    column: Int, row: Int
  ) {
    let strings = Localizer(.en)
    let viewModel = CalculatorViewModel(
      clock: ContinuousClock(), startupDelay: .zero, calculationDelay: .zero,
      minimumCalculatorSize: RootView.minimumCalculatorSize(strings: strings))
    let size = Size(width: width, height: height)
    viewModel.onTerminalResized(size)
    await viewModel.onFirstLoading()
    let root = RootView(viewModel: viewModel, strings: strings)
    _ = root.render(size: size, elapsed: .zero)
    guard let rect = root.controls.rect(of: control) else { throw HarnessError("\(control) is not drawn at \(size)") }
    return (rect.origin.x + rect.size.width / 2 + 1, rect.origin.y + 1)
  }

  /// The 1-based cell in the middle of the newest tape line once `digits` have been summed.
  static func reportCell(ofTapeLineSumming digits: [Int], width: Int = 80, height: Int = 24) async throws -> (
    column: Int, row: Int
  ) {
    let strings = Localizer(.en)
    let viewModel = CalculatorViewModel(
      clock: ContinuousClock(), startupDelay: .zero, calculationDelay: .zero,
      minimumCalculatorSize: RootView.minimumCalculatorSize(strings: strings))
    let size = Size(width: width, height: height)
    viewModel.onTerminalResized(size)
    await viewModel.onFirstLoading()
    for digit in digits { viewModel.onAddNumber(digit) }
    viewModel.onSubmit()
    let root = RootView(viewModel: viewModel, strings: strings)
    _ = root.render(size: size, elapsed: .zero)
    guard let rect = root.controls.rect(of: .tapeEntry(0)) else { throw HarnessError("no tape line at \(size)") }
    return (rect.origin.x + rect.size.width / 2 + 1, rect.origin.y + 1)
  }
}
