import Observation
import TerminalUI

public enum SavedControl: Hashable, Sendable {  // the list (its rows clicked by index), or Back
  case list, back
  case count(Int)
}

/// Everything the list screen shows, as one value: the counts, the list's window, the focus.
struct SavedState: Equatable, Sendable {
  var counts: [Int]
  var window = ListWindow()
  var focus = SavedControl.list
}

/// The list's view model: a saved count picked goes back to the counter.
@MainActor @Observable
public final class SavedViewModel: ViewModel {
  public enum Event: Hashable, Sendable { case closed, reopened }  // what happened; the router decides

  private let tally: Tally
  private let events: (Event) -> Void
  private var window = ListWindow()
  private var focus = SavedControl.list

  public init(tally: Tally, events: @escaping (Event) -> Void) { (self.tally, self.events) = (tally, events) }

  var state: SavedState {
    SavedState(counts: tally.saved, window: window, focus: tally.saved.isEmpty ? .back : focus)
  }

  public func onFocus(_ control: SavedControl) { focus = control }
  /// The arrows, Page keys, Home, End or the wheel, on a list showing `rows` rows.
  public func onMove(by delta: Int, rows: Int) { window.move(by: delta, count: tally.saved.count, rows: rows) }
  public func onBack() { events(.closed) }

  /// Enter on the list, or a click on a count: the counter counts on from it.
  public func onReopen(_ index: Int) {
    tally.reopen(index)
    events(.reopened)
  }
}

/// The saved counts in a list that scrolls, then `Back` (Esc). Tab moves between the two, the
/// arrows and Page keys in the list; Enter or a click reopens a count.
struct SavedScreen: Screen {
  let viewModel: SavedViewModel
  let context: ScreenContext<Void>
  private static let rows = GridAxis([.fixed(1), .fixed(1), .flexible(minimum: 1), .fixed(1), .fixed(1)], gap: 1)
  var minimumSize: Size { Size(width: 24, height: Self.rows.minimumLength) }

  func render(size: Size) -> RenderedScreen<SavedControl> {
    let state = viewModel.state
    var screen = RenderedScreen<SavedControl>(size: size, context: context)
    let layout = Grid(rows: Self.rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    screen.draw(Label("Saved counts", style: .accent), in: layout.rect(row: 1))
    let list = layout.rect(row: 2).centered(Size(width: 16, height: layout.rect(row: 2).height))
    if state.counts.isEmpty { screen.draw(Label("Nothing saved yet", style: .dim), in: list.row(0)) }
    ScrollingList(items: state.counts.map(String.init), window: state.window, focused: state.focus == .list)
      .render(in: list, into: &screen, list: state.counts.isEmpty ? nil : .list) { .count($0) }
    let back = layout.rect(row: 3).centered(Size(width: 12, height: 1))
    screen.button(.back, "Back", at: back, focused: state.focus == .back, keys: [.escape])
    screen.draw(KeyHint(["Enter": "reopen", "Esc": "back", "q": "quit"]), in: layout.rect(row: 4))
    return screen
  }

  func handle(_ key: Key, in frame: RenderedScreen<SavedControl>) -> FrameOutcome {
    let focus = viewModel.state.focus
    return (focus == .list ? ListKeys.handle(key, in: frame, move: viewModel.onMove) : nil)
      ?? FocusKeys.handle(key, in: frame, focus: focus, move: viewModel.onFocus, press: press) ?? .keepRunning
  }

  func press(_ control: SavedControl, in frame: RenderedScreen<SavedControl>) -> FrameOutcome {
    switch control {
    case .count(let index): viewModel.onReopen(index)
    case .list: viewModel.onReopen(viewModel.state.window.selected)
    case .back: viewModel.onBack()
    }
    return .keepRunning
  }

  func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<SavedControl>) {
    ListKeys.scroll(button, in: frame, move: viewModel.onMove)
  }

  func leave() { viewModel.onBack() }  // Esc where the terminal is too small: back to the counter
}
