import TerminalUI

/// What `RoutedApp`, the root the run loop runs, asks of the router: the screen for each route,
/// the words of the language in effect, and the keys that work on every screen.
extension AppRouter: Navigator {
  /// The words of the session's language, which Settings may change at any moment.
  public var strings: Localizer { Localizer(session.language) }

  /// The screen that draws `route`: each screen holds only its view model and the context.
  public func screen(for route: Route, context: SumCalcContext) -> any Screen {
    switch route {
    case .loading(let viewModel): LoadingScreen(viewModel: viewModel, context: context)
    case .calculator(let viewModel): CalculatorScreen(viewModel: viewModel, context: context)
    case .history(let viewModel, _): HistoryScreen(viewModel: viewModel, context: context)
    case .settings(let viewModel, _): SettingsScreen(viewModel: viewModel, context: context)
    case .help(let viewModel, _): HelpScreen(viewModel: viewModel, context: context)
    case .error(let viewModel): ErrorScreen(viewModel: viewModel, context: context)
    }
  }

  /// `q`, in every language's keyboard layout, quits on every screen (no screen takes text); Ctrl-L
  /// repaints (the toolkit's). Ctrl-C is no key — the terminal sends SIGINT, which ends the loop.
  public var quitKeys: Set<Key> { LetterKeys.quit }

  /// The too-small screen, in the session's language.
  public func tooSmall(needed: Size, context: SumCalcContext, size: Size) -> Buffer {
    TooSmallScreen(needed: needed, actual: size, context: context).render()
  }

  public var isAnimating: Bool { route.isAnimating }
}
