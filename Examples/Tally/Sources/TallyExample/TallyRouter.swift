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
  public var route: TallyRoute { shown ?? .counter(counter) }
  private var shown: TallyRoute?  // nil: the counter, the screen below every other
  private let tally: Tally
  private let clock: any Clock<Duration>
  /// Made when first asked for: its events come back to this router, which must exist first.
  @ObservationIgnored private lazy var counter = CounterViewModel(tally: tally, clock: clock) { [weak self] in
    self?.counterAsked($0)
  }

  public init(tally: Tally = Tally(), clock: any Clock<Duration>) { (self.tally, self.clock) = (tally, clock) }

  private func counterAsked(_ event: CounterViewModel.Event) {
    switch event {
    case .listRequested:
      shown = .saved(SavedViewModel(tally: tally) { [weak self] in self?.listAsked($0) }, over: counter)
    }
  }
  private func listAsked(_ event: SavedViewModel.Event) {
    switch event {
    case .closed, .reopened: shown = nil
    }
  }
  public func restore(_ route: TallyRoute) { shown = route }  // an Esc taken back: safe, the list writes nothing

  public func screen(for route: TallyRoute, context: ScreenContext<Void>) -> any Screen {
    switch route {
    case .counter(let counter): CounterScreen(viewModel: counter, context: context)
    case .saved(let list, _): SavedScreen(viewModel: list, context: context)
    }
  }

  public let quitKeys: Set<Key> = [.character("q"), .character("Q")]  // no text to type: q quits anywhere

  public func stop() async { counter.stop() }  // the program ends: the counter's timer with it
}
