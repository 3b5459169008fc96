import TerminalUI
import Testing

@testable import SumCalcFeature

/// Everything the view model publishes, as one value, so a test states all of it at every step.
struct ViewModelState: Hashable, CustomTestStringConvertible {
  var data = CalculatorData()
  var screen: Screen = .loading
  var focus: CalculatorControl = .calculate
  var saveProblem: SaveProblem?
  var listIsFull = false

  @MainActor init(of viewModel: CalculatorViewModel) {
    data = viewModel.data
    screen = viewModel.screen
    focus = viewModel.focus
    saveProblem = viewModel.saveProblem
    listIsFull = viewModel.listIsFull
  }

  init() {}

  var testDescription: String {
    "screen: \(screen), focus: \(focus), saveProblem: \(saveProblem.map { "\($0)" } ?? "nil"), listIsFull: \(listIsFull), numbers: \(data.numbers.count > 20 ? "\(data.numbers.count) numbers" : "\(data.numbers)"), result: \(data.result), isCalculating: \(data.isCalculating), tape: \(data.tape.map { "\($0.numbers)=\($0.sum)" })"
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

  init(store: MemorySessionStore = MemorySessionStore(), minimumCalculatorSize: Size = minimumSize) {
    self.store = store
    viewModel = CalculatorViewModel(
      clock: clock, startupDelay: .seconds(3), calculationDelay: .seconds(3), store: store,
      minimumCalculatorSize: minimumCalculatorSize)
  }

  /// Checks the whole state, now, after applying `change` to the previous expectation: for what
  /// an intent changes at once, and for checking that nothing changed. After a mismatch the actual
  /// state becomes the expectation, so one mistake reports once.
  func assert(
    _ change: (inout ViewModelState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    change(&expected)
    let actual = ViewModelState(of: viewModel)
    #expect(actual == expected, sourceLocation: sourceLocation)
    expected = actual
  }

  /// Like `assert`, for a change that background work makes (a sleep ending, a save, a load):
  /// waits in real time, up to `timeout`, for the whole state to become the expectation.
  func receive(
    timeout: Duration = .seconds(10),
    _ change: (inout ViewModelState) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    change(&expected)
    let expected = expected
    await eventually(timeout: timeout) { ViewModelState(of: viewModel) == expected }
    assert(sourceLocation: sourceLocation)
  }

  /// Starts the loading screen's work, as the app does, and waits until it sleeps out the
  /// startup delay.
  @discardableResult
  func startLoading(sourceLocation: SourceLocation = #_sourceLocation) async -> Task<Void, Never> {
    let viewModel = viewModel
    let task = Task { await viewModel.onFirstLoading() }
    let sleeping = await clock.waitForSleepers(1)
    #expect(sleeping, "the loading work never started its delay", sourceLocation: sourceLocation)
    return task
  }

  /// Submits, and waits until the calculation sleeps out its delay.
  func submitAndWaitForCalculation(sourceLocation: SourceLocation = #_sourceLocation) async {
    viewModel.onSubmit()
    let sleeping = await clock.waitForSleepers(1)
    #expect(sleeping, "the calculation never started its delay", sourceLocation: sourceLocation)
  }

  /// Starts loading, lets the startup delay pass and checks the calculator shows, empty.
  func loadEmptyCalculator(sourceLocation: SourceLocation = #_sourceLocation) async {
    await startLoading(sourceLocation: sourceLocation)
    await clock.advance(by: .seconds(3))
    await receive({ $0.screen = .calculator }, sourceLocation: sourceLocation)
  }

  /// Lets background work run without moving time, before checking that nothing changed.
  func settle() async {
    await ManualClock.settle()
  }

  /// The numbers entered one by one.
  func enter(_ digits: Int...) {
    for digit in digits { viewModel.onAddNumber(digit) }
  }
}

/// Waits in real time, up to `timeout`, until `condition` holds; the caller then checks it.
@MainActor
func eventually(timeout: Duration = .seconds(10), _ condition: () async -> Bool) async {
  let deadline = ContinuousClock.now + timeout
  while !(await condition()), ContinuousClock.now < deadline {
    await ManualClock.settle(rounds: 1)
    try? await Task.sleep(for: .microseconds(200))
  }
}
