import Observation
import TerminalUI

/// Which screen shows: one enum, each case carrying its screen's view model (`==` from the
/// compiler: the same view models, `ViewModel`).
public enum TallyRoute: Equatable {
  case counter(CounterViewModel)
  /// The saved counts, over the counter they go back to.
  case saved(SavedViewModel, over: CounterViewModel)
}

/// The navigator: the only code that changes the route; makes each view model with the closure
/// its events come back through, and the screen for each route.
@MainActor
@Observable
public final class TallyRouter: Navigator {
  private let tally: Tally
  private let clock: any Clock<Duration>
  /// The screen below every other, made when first asked for (its events need this router).
  @ObservationIgnored private lazy var counter = CounterViewModel(tally: tally, clock: clock) { [weak self] event in
    switch event {
    case .listRequested: self?.showList()
    }
  }
  private var list: SavedViewModel?  // while the list shows over the counter

  public init(tally: Tally = Tally(), clock: any Clock<Duration>) { (self.tally, self.clock) = (tally, clock) }

  public var route: TallyRoute { list.map { .saved($0, over: counter) } ?? .counter(counter) }
  private func showList() {
    list = SavedViewModel(tally: tally) { [weak self] _ in self?.list = nil }
  }

  public func screen(for route: TallyRoute, context: ScreenContext<Void>) -> any Screen {
    switch route {
    case .counter(let counter): CounterScreen(viewModel: counter, context: context)
    case .saved(let list, _): SavedScreen(viewModel: list, context: context)
    }
  }

  /// `q` quits on every screen (Tally has no text to type); Ctrl-L repaints, as in every app.
  public let quitKeys: Set<Key> = [.character("q"), .character("Q")]

  public func stop() async { counter.stop() }  // the program ends: the counter's timer with it
}
