import Observation
import SumCalcModel

/// History's view model: every kept sum, a selection that moves, a sum recalled into the
/// calculator, and the way back. It knows sums by their place in the list, not rows on a screen:
/// how many fit is the screen's business.
@MainActor
@Observable
public final class HistoryViewModel {
  public private(set) var state: HistoryState

  @ObservationIgnored private let recall: (TapeEntry) -> Bool
  @ObservationIgnored private let close: () -> Void

  /// History of `tape` with the sum at `selection` selected. `recall` hands a sum's numbers to the
  /// calculator, which refuses them (false) while it is summing; `close` goes back.
  public init(
    tape: [TapeEntry], selecting selection: Int = 0, recall: @escaping (TapeEntry) -> Bool,
    close: @escaping () -> Void
  ) {
    state = HistoryState(tape: tape, focus: tape.isEmpty ? .back : .list)
    self.recall = recall
    self.close = close
    state.selection = clamped(selection)
  }

  /// Arrows, PgUp/PgDn, Home/End, the wheel: the selection moves to `index`, kept in the list.
  public func onSelect(_ index: Int) {
    guard !state.tape.isEmpty else { return }
    state.selection = clamped(index)
    state.focus = .list
    state.recallWaitsForSum = false
  }

  /// A sum finished while History shows: it goes on top, and the selection stays on its sum.
  public func onNewSum(tape: [TapeEntry]) {
    let wasEmpty = state.tape.isEmpty
    state.tape = tape
    state.selection = wasEmpty ? 0 : clamped(state.selection + 1)
    if wasEmpty, state.focus == .back { state.focus = .list }
    state.recallWaitsForSum = false
  }

  /// Enter on the list, or a click on a sum: its numbers go to the calculator, which shows again.
  /// A sum that kept only its count cannot be recalled, nor any while the calculator is summing:
  /// the screen says why.
  public func onRecall(_ index: Int? = nil) {
    let index = index ?? state.selection
    guard state.tape.indices.contains(index), state.tape[index].keepsNumbers else { return }
    if !recall(state.tape[index]) { state.recallWaitsForSum = true }
  }

  public func onFocus(_ control: HistoryControl) {
    state.focus = control
  }

  /// `Back`, Esc or `h`: the calculator, as it was.
  public func onClose() {
    close()
  }

  private func clamped(_ index: Int) -> Int {
    min(max(0, index), max(0, state.tape.count - 1))
  }
}
