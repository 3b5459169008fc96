import Observation
import TerminalUI

/// The list (the focus's place; its rows are clicked by index), or Back.
public enum SavedControl: Hashable, Sendable {
  case list
  case count(Int)
  case back
}

/// Everything the list screen shows, as one value: the counts, the list's selection and scroll,
/// and where the focus is.
public struct SavedState: Equatable, Sendable {
  public var counts: [Int]
  public var window: ListWindow
  public var focus: SavedControl

  public init(counts: [Int], window: ListWindow = ListWindow(), focus: SavedControl = .list) {
    (self.counts, self.window, self.focus) = (counts, window, focus)
  }
}

/// The list's view model: a saved count picked goes back to the counter.
@MainActor
@Observable
public final class SavedViewModel: ViewModel {
  public enum Event: Hashable, Sendable { case closed }

  @ObservationIgnored private let tally: Tally
  @ObservationIgnored private let events: (Event) -> Void
  private var window = ListWindow()
  private var focus = SavedControl.list

  public init(tally: Tally, events: @escaping (Event) -> Void) {
    (self.tally, self.events) = (tally, events)
  }

  public var state: SavedState {
    SavedState(counts: tally.saved, window: window, focus: tally.saved.isEmpty ? .back : focus)
  }

  public func onFocus(_ control: SavedControl) { focus = control == .back ? .back : .list }
  /// Up, Down, Page Up or Page Down, on a list showing `rows` rows.
  public func onMove(by delta: Int, rows: Int) { window.move(by: delta, count: tally.saved.count, rows: rows) }
  /// The wheel over the list.
  public func onScroll(by delta: Int, rows: Int) { window.scroll(by: delta, count: tally.saved.count, rows: rows) }
  public func onBack() { events(.closed) }

  /// Enter on the list, or a click on a count: the counter counts on from it.
  public func onReopen(_ index: Int) {
    tally.reopen(index)
    events(.closed)
  }
}

/// The saved counts in a list that scrolls, then `Back`. Tab moves between the two, the arrows
/// and Page keys in the list; Enter or a click reopens a count.
struct SavedScreen: Screen {
  let viewModel: SavedViewModel
  let context: ScreenContext<Void>

  private static let rows = GridAxis([.fixed(1), .fixed(1), .flexible(minimum: 1), .fixed(1), .fixed(1)], gap: 1)

  var minimumSize: Size { Size(width: 24, height: Self.rows.minimumLength) }

  func render(size: Size) -> RenderedScreen<SavedControl> {
    let state = viewModel.state
    var screen = RenderedScreen<SavedControl>(size: size, context: context)
    let layout = Grid(rows: Self.rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    Label("Saved counts", style: .accent).render(in: layout.rect(row: 1), into: &screen.buffer)
    let list = layout.rect(row: 2).centered(Size(width: 16, height: layout.rect(row: 2).height))
    if state.counts.isEmpty {
      Label("Nothing saved yet", style: .dim).render(in: list.row(0), into: &screen.buffer)
    } else {
      screen.controls.add(.list, at: list)  // the list's place in Tab order
      ScrollingList(items: state.counts.map(String.init), window: state.window, focused: state.focus == .list)
        .render(in: list, into: &screen) { .count($0) }
    }
    let back = layout.rect(row: 3).centered(Size(width: 12, height: 1))
    screen.button(.back, "Back", at: back, focused: state.focus == .back)
    KeyHint([
      .init(key: "Enter", action: "reopen"), .init(key: "Esc", action: "back"),
      .init(key: "q", action: "quit", priority: 1),
    ]).render(in: layout.rect(row: 4), into: &screen.buffer)
    if state.focus == .back { screen.placeCursor(on: .back) }
    return screen
  }

  func handle(_ key: Key, in frame: RenderedScreen<SavedControl>) -> FrameOutcome {
    let (state, page) = (viewModel.state, frame.listRows ?? 1)
    switch (key, state.focus) {
    case (.escape, _): viewModel.onBack()
    case (.up, .list): viewModel.onMove(by: -1, rows: page)
    case (.down, .list): viewModel.onMove(by: 1, rows: page)
    case (.pageUp, .list): viewModel.onMove(by: -page, rows: page)
    case (.pageDown, .list): viewModel.onMove(by: page, rows: page)
    default:
      return FocusKeys.handle(key, in: frame, focus: state.focus, move: viewModel.onFocus, press: press)
        ?? .keepRunning
    }
    return .keepRunning
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
    viewModel.onScroll(by: button == .wheelUp ? -1 : 1, rows: frame.listRows ?? 1)
  }
}
