import Observation
import TerminalUI

public enum CounterControl: Hashable, Sendable { case minus, plus, save, list }

/// Everything the counter screen shows, as one value: the count, and "Saved 5" (or why not) for
/// two seconds after a save.
struct CounterState: Equatable, Sendable {
  var count: Int
  var notice: String? = nil
}

/// The counter's view model: its intents change the tally; a save is confirmed for two seconds
/// of the injected clock, so that a test moves time instead of waiting for it.
@MainActor @Observable
public final class CounterViewModel: ViewModel {
  public enum Event: Hashable, Sendable { case listRequested }

  private let tally: Tally
  private let clock: any Clock<Duration>
  private let events: (Event) -> Void
  @ObservationIgnored private var noticeTimer: Task<Void, Never>?
  private var notice: String?

  public init(tally: Tally, clock: any Clock<Duration>, events: @escaping (Event) -> Void) {
    (self.tally, self.clock, self.events) = (tally, clock, events)
  }

  var state: CounterState { CounterState(count: tally.count, notice: notice) }

  public func onStep(_ step: Int) { tally.add(step) }
  public func onList() { events(.listRequested) }

  public func onSave() {
    notice = tally.save() ? "Saved \(tally.saved[0])" : "Nothing to save yet"
    noticeTimer?.cancel()
    noticeTimer = Task.immediate { [weak self, clock] in
      guard (try? await clock.sleep(for: .seconds(2))) != nil else { return }
      self?.notice = nil
    }
  }

  public func stop() { noticeTimer?.cancel() }  // the program ends: the timer with it
}

/// The count; `[ - ]  [ + ]  [ Save ]  [ List ]`, each with keys of its own; the notice; the keys.
struct CounterScreen: Screen {
  let viewModel: CounterViewModel
  let context: ScreenContext<Void>

  /// Each button: its title, the keys that press it, and the intent a press is.
  private static let buttons: [(CounterControl, String, keys: [Key], intent: @MainActor (CounterViewModel) -> Void)] = [
    (.minus, "-", ["-"], { $0.onStep(-1) }), (.plus, "+", ["+", "="], { $0.onStep(1) }),
    (.save, "Save", ["s", "S"], { $0.onSave() }), (.list, "List", ["l", "L"], { $0.onList() }),
  ]
  private static let rows = GridAxis([.flexible(), .fixed(1), .fixed(1), .fixed(1), .flexible(), .fixed(1)], gap: 1)
  private static let buttonRow = GridAxis(buttons.map { .fixed(Button.width(of: $0.1)) }, gap: 2, minimumGap: 1)

  var minimumSize: Size { Size(width: Self.buttonRow.minimumLength, height: Self.rows.minimumLength) }

  func render(size: Size) -> RenderedScreen<CounterControl> {
    var screen = RenderedScreen<CounterControl>(size: size, context: context)
    let layout = Grid(rows: Self.rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    screen.draw(Label("\(viewModel.state.count)", style: .accent), in: layout.rect(row: 1))
    let buttons = Grid(rows: GridAxis([.fixed(1)]), columns: Self.buttonRow).layout(in: layout.rect(row: 2))
    for (column, (control, title, keys, _)) in Self.buttons.enumerated() {
      screen.button(control, title, at: buttons.rect(row: 0, column: column), keys: keys)
    }
    screen.draw(Label(viewModel.state.notice ?? "", style: .dim), in: layout.rect(row: 3))
    screen.draw(KeyHint(["+ -": "count", "s": "save", "l": "list", "q": "quit"]), in: layout.rect(row: 5))
    return screen
  }

  func press(_ control: CounterControl, in frame: RenderedScreen<CounterControl>) -> FrameOutcome {
    Self.buttons.first { $0.0 == control }?.intent(viewModel)
    return .keepRunning
  }
}
