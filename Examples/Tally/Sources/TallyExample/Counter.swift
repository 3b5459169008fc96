import Observation
import TerminalUI

public enum CounterControl: Hashable, Sendable { case minus, plus, save, list }

/// Everything the counter screen shows, as one value.
public struct CounterState: Equatable, Sendable {
  public var count: Int
  /// "Saved 5" (or why not), for two seconds after a save.
  public var notice: String?

  public init(count: Int, notice: String? = nil) { (self.count, self.notice) = (count, notice) }
}

/// The counter's view model: its intents change the tally; a save is confirmed for two seconds
/// of the injected clock, so that a test moves time instead of waiting for it.
@MainActor
@Observable
public final class CounterViewModel: ViewModel {
  public enum Event: Hashable, Sendable { case listRequested }

  @ObservationIgnored private let tally: Tally
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let events: (Event) -> Void
  @ObservationIgnored private var noticeTimer: Task<Void, Never>?
  private var notice: String?

  public init(tally: Tally, clock: any Clock<Duration>, events: @escaping (Event) -> Void) {
    (self.tally, self.clock, self.events) = (tally, clock, events)
  }

  public var state: CounterState { CounterState(count: tally.count, notice: notice) }

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

  /// The program ends: the timer with it.
  public func stop() { noticeTimer?.cancel() }
}

/// The count; `[ - ]  [ + ]  [ Save ]  [ List ]`, each with a key of its own; the notice; the keys.
struct CounterScreen: Screen {
  let viewModel: CounterViewModel
  let context: ScreenContext<Void>

  private static let buttons: [(CounterControl, String)] = [
    (.minus, "-"), (.plus, "+"), (.save, "Save"), (.list, "List"),
  ]
  private static let keys: [Character: CounterControl] = ["-": .minus, "+": .plus, "=": .plus, "s": .save, "l": .list]
  private static let rows = GridAxis([.flexible(), .fixed(1), .fixed(1), .fixed(1), .flexible(), .fixed(1)], gap: 1)
  private static let buttonRow = GridAxis(buttons.map { .fixed(Button.width(of: $0.1)) }, gap: 2, minimumGap: 1)

  var minimumSize: Size { Size(width: Self.buttonRow.minimumLength, height: Self.rows.minimumLength) }

  func render(size: Size) -> RenderedScreen<CounterControl> {
    var screen = RenderedScreen<CounterControl>(size: size, context: context)
    let layout = Grid(rows: Self.rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    Label("\(viewModel.state.count)", style: .accent).render(in: layout.rect(row: 1), into: &screen.buffer)
    let buttons = Grid(rows: GridAxis([.fixed(1)]), columns: Self.buttonRow).layout(in: layout.rect(row: 2))
    for (column, (control, title)) in Self.buttons.enumerated() {
      screen.button(control, title, at: buttons.rect(row: 0, column: column))
    }
    Label(viewModel.state.notice ?? "", style: .dim).render(in: layout.rect(row: 3), into: &screen.buffer)
    KeyHint([
      .init(key: "+ -", action: "count"), .init(key: "s", action: "save"), .init(key: "l", action: "list"),
      .init(key: "q", action: "quit", priority: 1),
    ]).render(in: layout.rect(row: 5), into: &screen.buffer)
    return screen
  }

  func handle(_ key: Key, in frame: RenderedScreen<CounterControl>) -> FrameOutcome {
    guard case .character(let typed) = key, let control = Self.keys[Character(typed.lowercased())] else {
      return .keepRunning
    }
    return press(control, in: frame)
  }

  func press(_ control: CounterControl, in frame: RenderedScreen<CounterControl>) -> FrameOutcome {
    switch control {
    case .minus: viewModel.onStep(-1)
    case .plus: viewModel.onStep(1)
    case .save: viewModel.onSave()
    case .list: viewModel.onList()
    }
    return .keepRunning
  }
}
