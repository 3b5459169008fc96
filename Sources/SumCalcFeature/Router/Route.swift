/// Which screen shows, with what it needs: the router's one enum (seed 003's `ContentState`),
/// whose cases carry their screens' view models as `case second(text:)` carries its text. An
/// impossible mix — loading and an error at once, History with no calculator to go back to —
/// cannot be written down.
@MainActor
public enum Route {
  /// The session is being read.
  case loading(LoadingViewModel)
  case calculator(CalculatorViewModel)
  /// Every kept sum, over the calculator it goes back to (whose sums keep arriving meanwhile).
  case history(HistoryViewModel, over: CalculatorViewModel)
  /// The keys and where the session is kept, over the screen it goes back to, as it was.
  indirect case help(HelpViewModel, over: Route)
  case error(ErrorViewModel)

  /// The screen that draws this route in `context`; its keys can open Help through `router`.
  func screen(in router: AppRouter, context: ScreenContext) -> any ScreenUnit {
    switch self {
    case .loading(let viewModel): LoadingScreen(viewModel: viewModel, context: context)
    case .calculator(let viewModel): CalculatorScreen(viewModel: viewModel, context: context, showHelp: router.showHelp)
    case .history(let viewModel, _): HistoryScreen(viewModel: viewModel, context: context, showHelp: router.showHelp)
    case .help(let viewModel, _): HelpScreen(viewModel: viewModel, context: context)
    case .error(let viewModel): ErrorScreen(viewModel: viewModel, context: context)
    }
  }

  /// The calculator this route shows or goes back to, once there is one.
  public var activeCalculator: CalculatorViewModel? {
    switch self {
    case .calculator(let calculator), .history(_, over: let calculator): calculator
    case .help(_, over: let below): below.activeCalculator
    case .loading, .error: nil
    }
  }

  /// The History this route shows, or shows Help over.
  public var activeHistory: HistoryViewModel? {
    switch self {
    case .history(let history, _): history
    case .help(_, over: let below): below.activeHistory
    case .loading, .calculator, .error: nil
    }
  }

  /// Which view model's screen shows: a different one is a different screen.
  public var identity: ObjectIdentifier {
    switch self {
    case .loading(let viewModel): ObjectIdentifier(viewModel)
    case .calculator(let viewModel): ObjectIdentifier(viewModel)
    case .history(let viewModel, _): ObjectIdentifier(viewModel)
    case .help(let viewModel, _): ObjectIdentifier(viewModel)
    case .error(let viewModel): ObjectIdentifier(viewModel)
    }
  }
}
