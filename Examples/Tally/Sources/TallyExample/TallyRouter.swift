import Observation
import TerminalUI

/// Which screen shows: one enum, each case carrying its screen's view model.
@MainActor
public enum TallyRoute: Equatable {
  case counter(CounterViewModel)
  case saved(SavedViewModel)

  /// The same screens: the same view models.
  nonisolated public static func == (lhs: TallyRoute, rhs: TallyRoute) -> Bool {
    switch (lhs, rhs) {
    case (.counter(let a), .counter(let b)): a === b
    case (.saved(let a), .saved(let b)): a === b
    default: false
    }
  }
}

/// Owns the route and is the only code that changes it: it makes each view model with the
/// closure its events come back through, and connects it to the model they share.
@MainActor
@Observable
public final class TallyRouter {
  public private(set) var route: TallyRoute
  @ObservationIgnored private let tally: Tally
  @ObservationIgnored private let counter: CounterViewModel

  public init(tally: Tally = Tally(), clock: any Clock<Duration>) {
    weak var router: TallyRouter?  // the counter's events come back to this router, not made yet
    counter = CounterViewModel(tally: tally, clock: clock) { event in router?.counter(event) }
    self.tally = tally
    route = .counter(counter)
    router = self
  }

  private func counter(_ event: CounterViewModel.Event) {
    switch event {
    case .listRequested:
      route = .saved(SavedViewModel(tally: tally) { [weak self] _ in self?.showCounter() })
    }
  }

  private func showCounter() { route = .counter(counter) }

  /// The program ends: the counter's timer with it.
  public func stop() { counter.stop() }
}
