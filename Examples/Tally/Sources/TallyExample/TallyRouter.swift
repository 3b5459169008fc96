import Observation
import TerminalUI

/// Which screen shows: one enum, each case carrying its screen's view model (`==` from the
/// compiler: the same view models, `ViewModel`).
public enum TallyRoute: Equatable {
  case counter(CounterViewModel)
  /// The saved counts, over the counter they go back to.
  case saved(SavedViewModel, over: CounterViewModel)
}

/// The navigator: the one code that changes the route, as the view models' events ask.
@MainActor @Observable
public final class TallyRouter: Navigator {
  public private(set) var route: TallyRoute
  private let tally: Tally
  private let counter: CounterViewModel  // the screen below every other

  public init(tally: Tally = Tally(), clock: any Clock<Duration>) {
    weak var router: TallyRouter?  // the counter's events reach the router once it exists
    (self.tally, counter) = (tally, CounterViewModel(tally: tally, clock: clock) { router?.counterAsked($0) })
    route = .counter(counter)
    router = self
  }

  private func counterAsked(_ event: CounterViewModel.Event) {
    switch event {
    case .listRequested:
      route = .saved(SavedViewModel(tally: tally) { [weak self] in self?.listAsked($0) }, over: counter)
    }
  }
  private func listAsked(_ event: SavedViewModel.Event) {
    switch event {
    case .closed, .reopened: route = .counter(counter)
    }
  }
  public func restore(_ route: TallyRoute) { self.route = route }  // an Esc taken back: safe, the list writes nothing

  public func screen(for route: TallyRoute, context: ScreenContext<Void>) -> any Screen {
    switch route {
    case .counter(let counter): CounterScreen(viewModel: counter, context: context)
    case .saved(let list, _): SavedScreen(viewModel: list, context: context)
    }
  }

  public let quitKeys: Set<Key> = [.character("q"), .character("Q")]  // no text to type: q quits anywhere

  public func stop() async { counter.stop() }  // the program ends: the counter's timer with it
}
