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
  var history = HistoryPosition()

  @MainActor init(of viewModel: CalculatorViewModel) {
    data = viewModel.data
    screen = viewModel.screen
    focus = viewModel.focus
    saveProblem = viewModel.saveProblem
    listIsFull = viewModel.listIsFull
    history = viewModel.history
  }

  init() {}

  var testDescription: String {
    "screen: \(screen), focus: \(focus), saveProblem: \(saveProblem.map { "\($0)" } ?? "nil"), listIsFull: \(listIsFull), history: \(history.selection)/\(history.top), numbers: \(data.numbers.count > 20 ? "\(data.numbers.count) numbers" : "\(data.numbers)"), result: \(data.result), isCalculating: \(data.isCalculating), tape: \(data.tape.map { "\($0.numbers)=\($0.sum)" })"
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
  /// The loading screen's work, once started, until it has been awaited.
  private var loading: Task<Void, Never>?

  static let minimumSize = Size(width: 30, height: 8)

  /// Whether a test must let all time-bound work end (a screen snapshot may stop mid-calculation).
  private let requiresQuietEnd: Bool
  /// Where the test made the harness, to point at when it ends with work pending.
  private let createdAt: SourceLocation

  init(
    store: MemorySessionStore = MemorySessionStore(), minimumCalculatorSize: Size = minimumSize,
    calculationDelay: Duration = .seconds(3), requiresQuietEnd: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.requiresQuietEnd = requiresQuietEnd
    self.createdAt = sourceLocation
    self.store = store
    viewModel = CalculatorViewModel(
      clock: clock, startupDelay: .seconds(3), calculationDelay: calculationDelay, store: store,
      minimumCalculatorSize: minimumCalculatorSize)
  }

  /// A test that ends with work still waiting on the clock — a delay it never let pass — fails,
  /// as The Composable Architecture's test store fails on effects still running.
  isolated deinit {
    let waiting = clock.sleeperCount
    if requiresQuietEnd, waiting > 0 {
      Issue.record("the test ended with \(waiting) task(s) still waiting on the clock", sourceLocation: createdAt)
    }
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
  /// awaits that work — the loading, and whatever intents started that is not waiting on the
  /// clock — then states the whole state. Nothing polls and nothing waits in real time.
  func receive(
    _ change: (inout ViewModelState) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    change(&expected)
    await drain()
    assert(sourceLocation: sourceLocation)
  }

  /// Awaits the work that can end without time moving on: the loading once its delay has passed,
  /// saves, a Retry's read, Start fresh, a calculation whose delay has passed. Work still waiting
  /// on the clock is left waiting.
  func drain() async {
    if let loading, clock.sleeperCount == 0 {
      await loading.value
      self.loading = nil
    }
    await viewModel.backgroundWorkFinished(includingCalculation: clock.sleeperCount == 0)
  }

  /// Starts the loading screen's work, as the app does, and waits for it to start its delay.
  @discardableResult
  func startLoading() async -> Task<Void, Never> {
    let viewModel = viewModel
    let task = Task.immediate { await viewModel.onFirstLoading() }
    loading = task
    await clock.sleepers(1)
    return task
  }

  /// Submits, and waits for the calculation to start its delay.
  func submitAndWaitForCalculation() async {
    viewModel.onSubmit()
    await clock.sleepers(1)
  }

  /// Starts loading, lets the startup delay pass and checks the calculator shows, empty.
  func loadEmptyCalculator(sourceLocation: SourceLocation = #_sourceLocation) async {
    await startLoading()
    await clock.advance(by: .seconds(3))
    await receive({ $0.screen = .calculator }, sourceLocation: sourceLocation)
  }

  /// The numbers entered one by one.
  func enter(_ digits: Int...) {
    for digit in digits { viewModel.onAddNumber(digit) }
  }
}
