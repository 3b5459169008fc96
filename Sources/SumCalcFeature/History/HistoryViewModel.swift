import Observation
import SumCalcModel
import TerminalUI

/// History's view model: every kept sum — the session's tape, read where it is, never copied — a
/// selection that moves, a sum recalled into the calculator, and the way back. It keeps the list's
/// window (the selection, and the sum on the first row) as state; how many rows fit is the
/// screen's business, handed in with each move from the frame the user saw.
@MainActor
@Observable
public final class HistoryViewModel: ViewModel {
  /// What the view model tells its router.
  public enum Event: Hashable, Sendable {
    /// Back to the calculator, as it was.
    case closed
    /// A sum's numbers went to the calculator: it shows again.
    case recalled
    case helpRequested
  }

  @ObservationIgnored private let session: Session
  /// The screen's own part of its state, as one observed value (the tape is the session's).
  private var own: OwnState

  private struct OwnState {
    /// The selected sum, counted as `Session.sumsFinished` counts them (the newest when History
    /// opened is `sumsFinished`): as new sums come on top, the selection stays on its sum.
    var selected: Int
    /// The index of the sum on the list's first row, as the keys and the wheel left it.
    var firstShown = 0
    /// Where the user put the focus; nil: on the list, or on `Back` while there is no list.
    var focus: HistoryControl?
    /// The `sumsFinished` at which a recall was refused, the calculator being busy with a sum:
    /// said until that sum arrives or the selection moves.
    var refusedAt: Int?
  }

  @ObservationIgnored private let recall: (TapeEntry) -> Bool
  @ObservationIgnored private let events: (Event) -> Void

  /// History of `session`'s tape with the sum at `selection` (0 is the newest) selected. `recall`
  /// hands a sum's numbers to the calculator, which refuses them (false) while it is summing;
  /// `events` reaches the router.
  public init(
    session: Session, selecting selection: Int = 0, recall: @escaping (TapeEntry) -> Bool,
    events: @escaping (Event) -> Void
  ) {
    self.session = session
    self.recall = recall
    self.events = events
    let newest = session.sumsFinished
    let count = session.data.tape.count
    own = OwnState(selected: newest - min(max(0, selection), max(0, count - 1)))
  }

  /// Everything the History screen shows, as one value.
  public var state: HistoryState {
    HistoryState(
      tape: session.data.tape, selection: selection, firstShown: own.firstShown,
      focus: tape.isEmpty ? .back : own.focus ?? .list,
      recallWaitsForSum: own.refusedAt == session.sumsFinished)
  }

  private var tape: [TapeEntry] { session.data.tape }
  /// Where the selected sum is in the tape now.
  private var selection: Int { clamped(session.sumsFinished - own.selected) }

  /// Arrows, PgUp/PgDn, Home/End, the wheel: the selection moves `delta` sums on a list showing
  /// `rows` rows (the frame's), which scroll just enough to show it.
  public func onMove(by delta: Int, rows: Int) {
    guard !tape.isEmpty else { return }
    var window = state.window
    window.move(by: delta, count: tape.count, rows: rows)
    own.firstShown = window.first
    onSelect(window.selected)
  }

  /// A sum selected by its place (0 is the newest), kept in the list.
  public func onSelect(_ index: Int) {
    guard !tape.isEmpty else { return }
    own.selected = session.sumsFinished - clamped(index)
    own.focus = .list
    own.refusedAt = nil
  }

  /// Enter on the list, or a click on a sum: its numbers go to the calculator, which shows again.
  /// A sum that kept only its count cannot be recalled, nor any while the calculator is summing:
  /// the screen says why.
  public func onRecall(_ index: Int? = nil) {
    let index = index ?? selection
    guard tape.indices.contains(index), tape[index].keepsNumbers else { return }
    guard recall(tape[index]) else {
      own.refusedAt = session.sumsFinished
      return
    }
    events(.recalled)
  }

  public func onFocus(_ control: HistoryControl) {
    own.focus = control
  }

  /// `?` or F1.
  public func onHelpRequested() {
    events(.helpRequested)
  }

  /// `Back`, Esc or `h`: the calculator, as it was.
  public func onBack() {
    events(.closed)
  }

  private func clamped(_ index: Int) -> Int {
    min(max(0, index), max(0, tape.count - 1))
  }
}
