import Observation
import TerminalUI

/// A saved count, by its place in the list, or Back.
public enum SavedControl: Hashable, Sendable {
  case count(Int)
  case back
}

/// Everything the list screen shows, as one value.
public struct SavedState: Equatable, Sendable {
  public var counts: [Int]
  public var focus: SavedControl

  public init(counts: [Int], focus: SavedControl) { (self.counts, self.focus) = (counts, focus) }
}

/// The list's view model: a saved count picked goes back to the counter.
@MainActor
@Observable
public final class SavedViewModel {
  public enum Event: Hashable, Sendable { case closed }

  @ObservationIgnored private let tally: Tally
  @ObservationIgnored private let events: (Event) -> Void
  private var focus: SavedControl?

  public init(tally: Tally, events: @escaping (Event) -> Void) {
    (self.tally, self.events) = (tally, events)
  }

  public var state: SavedState {
    SavedState(counts: tally.saved, focus: focus ?? (tally.saved.isEmpty ? .back : .count(0)))
  }

  public func onFocus(_ control: SavedControl) { focus = control }
  public func onBack() { events(.closed) }

  /// Enter or a click on a count: the counter counts on from it.
  public func onReopen(_ index: Int) {
    tally.reopen(index)
    events(.closed)
  }
}

/// The saved counts, one per line, then `Back`. The arrows and Tab move the focus, Enter presses.
struct SavedScreen: Screen {
  let viewModel: SavedViewModel
  let pressedAt: Point?
  let glyphs: Glyphs

  private var rows: GridAxis {
    let list = Track.fixed(max(1, viewModel.state.counts.count))
    return GridAxis([.flexible(), .fixed(1), list, .fixed(1), .flexible(), .fixed(1)], gap: 1)
  }

  var minimumSize: Size { Size(width: 24, height: rows.minimumLength) }

  func render(size: Size) -> RenderedScreen<SavedControl> {
    let state = viewModel.state
    var screen = RenderedScreen<SavedControl>(buffer: Buffer(size: size, glyphs: glyphs))
    let layout = Grid(rows: rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    Label("Saved counts", style: .accent).render(in: layout.rect(row: 1), into: &screen.buffer)
    if state.counts.isEmpty {
      Label("Nothing saved yet", style: .dim).render(in: layout.rect(row: 2), into: &screen.buffer)
    }
    let buttons = state.counts.enumerated().map { (SavedControl.count($0), "\($1)", layout.rect(row: 2).row($0)) }
    for (control, title, row) in buttons + [(.back, "Back", layout.rect(row: 3))] {
      let rect = row.centered(Size(width: 12, height: 1))
      screen.controls.add(control, at: rect)
      let look = Button.Look(at: rect, pressedAt: pressedAt, focused: state.focus == control)
      Button(title, look: look).render(in: rect, into: &screen.buffer)
    }
    KeyHint([
      .init(key: "Enter", action: "reopen"), .init(key: "Esc", action: "back"),
      .init(key: "q", action: "quit", priority: 1),
    ]).render(in: layout.rect(row: 5), into: &screen.buffer)
    screen.placeCursor(on: state.focus)
    return screen
  }

  func handle(_ key: Key, in frame: RenderedScreen<SavedControl>) -> ScreenOutcome {
    if key == .escape { return press(.back) }
    let focus = viewModel.state.focus
    return FocusKeys.handle(key, controls: frame.controls, focus: focus, move: viewModel.onFocus, press: press)
      ?? .keepRunning
  }

  func press(_ control: SavedControl) -> ScreenOutcome {
    switch control {
    case .count(let index): viewModel.onReopen(index)
    case .back: viewModel.onBack()
    }
    return .keepRunning
  }
}
