import TerminalUI

/// Which screen shows, with what it needs: the router's one enum (seed 003's `ContentState`),
/// whose cases carry their screens' view models as `case second(text:)` carries its text. An
/// impossible mix — loading and an error at once, History with no calculator to go back to —
/// cannot be written down. Its `==` is the compiler's: the same view models (`ViewModel`).
@MainActor
public enum Route: Equatable {
  /// The session is being read.
  case loading(LoadingViewModel)
  case calculator(CalculatorViewModel)
  /// Every kept sum, over the calculator it goes back to (whose sums keep arriving meanwhile).
  case history(HistoryViewModel, over: CalculatorViewModel)
  /// The language, the keypad's order and the delay, over the calculator it goes back to.
  case settings(SettingsViewModel, over: CalculatorViewModel)
  /// The keys and where the session is kept, over the screen it goes back to, as it was.
  indirect case help(HelpViewModel, over: Route)
  case error(ErrorViewModel)

  /// The calculator this route shows or goes back to, once there is one.
  public var activeCalculator: CalculatorViewModel? {
    switch self {
    case .calculator(let calculator), .history(_, over: let calculator), .settings(_, over: let calculator):
      calculator
    case .help(_, over: let below): below.activeCalculator
    case .loading, .error: nil
    }
  }

  /// Whether something on the screen moves with time: the loading spinner, or the calculator's
  /// while it calculates. A question for the state, not for a drawn screen.
  public var isAnimating: Bool {
    switch self {
    case .loading: true
    case .calculator(let calculator): calculator.state.isCalculating
    case .history, .settings, .help, .error: false
    }
  }
}
