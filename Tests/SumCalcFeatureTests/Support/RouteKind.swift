import SumCalcFeature
import TerminalUI

/// The screens the route can show, one per case of `Route` — the switch in `init` has no default,
/// so a new route case does not compile here until it is listed, and `RouteCoverageTests` then
/// asks for everything a screen needs: its snapshot scenario, and, for a screen a key opens, that
/// key in Help's table (every language), the man page and the README.
enum RouteKind: CaseIterable, Hashable, Sendable {
  case loading, calculator, history, settings, help, error

  init(_ route: Route) {
    switch route {
    case .loading: self = .loading
    case .calculator: self = .calculator
    case .history: self = .history
    case .settings: self = .settings
    case .help: self = .help
    case .error: self = .error
    }
  }

  /// The key that opens this screen from the calculator, if a key does.
  var opener: Character? {
    switch self {
    case .history: "h"
    case .settings: "s"
    case .help: "?"
    case .loading, .calculator, .error: nil
    }
  }
}
