import Observation
import SumCalcFeature
import TerminalUI

/// The real view model and root view, brought into each state the benchmark draws, the way the
/// program gets there: through the view model's own intents, with no saved session.
@MainActor
struct Scenario {
  let viewModel: CalculatorViewModel
  let root: RootView

  static let strings = Localizer(.en)

  /// A fresh view model, still on the loading screen.
  static func loading() -> Scenario {
    let viewModel = CalculatorViewModel(
      clock: ContinuousClock(), startupDelay: .zero, calculationDelay: .seconds(3),
      store: NoSessionStore(), minimumCalculatorSize: RootView.minimumCalculatorSize(strings: strings))
    return Scenario(viewModel: viewModel, root: RootView(viewModel: viewModel, strings: strings))
  }

  /// The calculator screen, with `count` numbers entered (digits 1 to 9, then 0, repeating).
  static func calculator(numbers count: Int) async -> Scenario {
    let scenario = loading()
    scenario.viewModel.onTerminalResized(Size(width: 80, height: 24))
    await scenario.viewModel.onFirstLoading()
    precondition(scenario.viewModel.screen == .calculator, "the view model did not reach the calculator")
    for index in 0..<count { scenario.viewModel.onAddNumber((index + 1) % 10) }
    precondition(scenario.viewModel.data.numbers.count == count)
    await settle()
    return scenario
  }

  /// The error screen: the terminal shrank below what the calculator needs.
  static func error() async -> Scenario {
    let scenario = await calculator(numbers: 3)
    scenario.viewModel.onTerminalResized(Size(width: 20, height: 8))
    guard case .error(.terminalTooSmall) = scenario.viewModel.screen else {
      preconditionFailure("a 20×8 terminal did not show the error screen")
    }
    return scenario
  }

  /// Draws the screen as the program does: under observation tracking, so that a change to
  /// anything the drawing read schedules the next frame.
  func render(size: Size, elapsed: Duration = .zero) -> Buffer {
    withObservationTracking {
      root.render(size: size, elapsed: elapsed)
    } onChange: {
    }
  }
}

/// Lets the view model's background work (the save that follows each change) run to its end, so
/// every timed keystroke starts from a quiet state, as it does in the program.
@MainActor
func settle() async {
  for _ in 0..<4 { await Task.yield() }
}
