import Testing
import TerminalUI

@testable import SumCalcFeature

/// Everything the view model publishes, as one value, so a test states all of it at every step.
struct ViewModelState: Hashable, CustomTestStringConvertible {
  var data = CalculatorData()
  var screen: Screen = .loading
  var focus: CalculatorControl = .calculate
  var saveProblem: String?

  @MainActor init(of viewModel: CalculatorViewModel) {
    data = viewModel.data
    screen = viewModel.screen
    focus = viewModel.focus
    saveProblem = viewModel.saveProblem
  }

  init() {}

  var testDescription: String {
    "screen: \(screen), focus: \(focus), saveProblem: \(saveProblem ?? "nil"), numbers: \(data.numbers.count > 20 ? "\(data.numbers.count) numbers" : "\(data.numbers)"), result: \(data.result), isCalculating: \(data.isCalculating), tape: \(data.tape.map { "\($0.numbers)=\($0.sum)" })"
  }
}

/// A view model made with a manual clock and an in-memory store, with exhaustive assertions in the
/// style of The Composable Architecture: each `assert` states how the whole state changed since
/// the last one, and any difference anywhere fails.
@MainActor
final class ViewModelHarness {
  let clock = ManualClock()
  let store: MemorySessionStore
  let viewModel: CalculatorViewModel
  /// The state the test expects now.
  private(set) var expected = ViewModelState()

  static let minimumSize = Size(width: 30, height: 8)

  init(store: MemorySessionStore = MemorySessionStore()) {
    self.store = store
    viewModel = CalculatorViewModel(
      clock: clock, startupDelay: .seconds(3), calculationDelay: .seconds(3), store: store,
      minimumCalculatorSize: Self.minimumSize)
  }

  /// Checks the whole state after applying `change` to the previous expectation. After a
  /// mismatch the actual state becomes the expectation, so one mistake reports once.
  func assert(
    _ change: (inout ViewModelState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    change(&expected)
    let actual = ViewModelState(of: viewModel)
    #expect(actual == expected, sourceLocation: sourceLocation)
    expected = actual
  }

  /// Starts the loading screen's work, as the app does, and returns its task.
  @discardableResult
  func startLoading() -> Task<Void, Never> {
    let viewModel = viewModel
    return Task { await viewModel.onFirstLoading() }
  }

  /// Starts loading, lets the startup delay pass and checks the calculator shows, empty.
  func loadEmptyCalculator(sourceLocation: SourceLocation = #_sourceLocation) async {
    startLoading()
    await clock.advance(by: .seconds(3))
    assert({ $0.screen = .calculator }, sourceLocation: sourceLocation)
  }

  /// Lets background work (saves) finish without moving time.
  func settle() async {
    await ManualClock.settle()
  }

  /// The numbers entered one by one.
  func enter(_ digits: Int...) {
    for digit in digits { viewModel.onAddNumber(digit) }
  }
}
