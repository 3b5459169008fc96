import Observation
import SumCalcModel
import TerminalUI

/// The calculator screen's view model — the seed's "ViewModel экрана": it publishes one state
/// value, takes the user's intents as `on…` methods, and knows no view and no terminal. The
/// numbers themselves are the session's (the model's); the focus, the spinner, the undo history and
/// the notices are this screen's own. Time comes from an injected clock, so tests advance a manual
/// clock instead of sleeping. Where the user asks for another screen, it tells the router through
/// the one closure it was given (seed 003's first way): it does not know the router's enum.
@MainActor
@Observable
public final class CalculatorViewModel: ViewModel {
  /// What the view model tells its router.
  public enum Event: Hashable, Sendable {
    case historyRequested(selecting: Int)
    case helpRequested
    case settingsRequested
  }

  @ObservationIgnored public let session: Session
  /// The screen's own part of its state, as one observed value: each observed property costs its
  /// key path's run-time type before the first frame (docs/PERFORMANCE.md).
  private var own: OwnState

  private struct OwnState {
    var isCalculating = false
    var focus: CalculatorControl = .calculate
    var refusal: CalculatorRefusal?
    var undo = UndoHistory()
    /// Whether the list has changed since the calculator opened: then what the session says of
    /// its start (a file kept aside, a setting that fell back) has been read, and is said no more.
    var startNoticesRead = false
  }

  @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void
  @ObservationIgnored private var calculation: Task<Void, Never>?
  @ObservationIgnored private let events: (Event) -> Void

  /// A calculator over `session`, which says where Start fresh put an unreadable file and whether a
  /// setting fell back (each said until the list first changes); `events` reaches the router.
  public init(session: Session, clock: some Clock<Duration>, events: @escaping (Event) -> Void = { _ in }) {
    self.session = session
    own = OwnState()
    sleep = { try await clock.sleep(for: $0) }
    self.events = events
  }

  /// Everything the calculator screen shows, as one value: the session's data and settings, and
  /// this screen's own state.
  public var state: CalculatorState {
    CalculatorState(
      data: session.data, isCalculating: own.isCalculating, focus: own.focus, refusal: own.refusal, undo: own.undo,
      saveProblem: session.saveProblem, changesNotSaved: session.changesNotSaved, sessionFile: session.location,
      keptAside: own.startNoticesRead ? nil : session.keptAside,
      settingsFellBack: !own.startNoticesRead && session.settingsFellBack, keypad: session.keypad)
  }

  // MARK: Intents

  /// A digit key or a click on the keypad: the number joins the list (the seed's guard: not while
  /// calculating).
  public func onAddNumber(_ number: Int) {
    guard !own.isCalculating, (0...9).contains(number) else { return }
    guard session.data.numbers.count < CalculatorData.numberLimit else {
      own.refusal = .listFull
      return
    }
    let before = session.data.result
    session.change { data in
      data.numbers.append(number)
      data.result = .expression
    }
    changed(.added(1, before))
  }

  /// Pasted text: each digit in it is added, in order; everything else in it (spaces, newlines,
  /// commas, words) is ignored, and nothing is pressed. Ignored whole while calculating.
  public func onPaste(_ text: String) {
    guard !own.isCalculating else { return }
    let digits = text.utf8.compactMap { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) ? Int($0 - 48) : nil }
    guard !digits.isEmpty else { return }
    let room = CalculatorData.numberLimit - session.data.numbers.count
    guard room > 0 else {
      own.refusal = .listFull
      return
    }
    let before = session.data.result
    session.change { data in
      data.numbers += digits.prefix(room)
      data.result = .expression
    }
    changed(.added(min(room, digits.count), before))
    if digits.count > room { own.refusal = .listFull }  // the digits beyond the room
  }

  /// Backspace or Delete: the last number comes off.
  public func onRemoveLast() {
    guard !own.isCalculating, let last = session.data.numbers.last else { return }
    session.change { data in
      data.numbers.removeLast()
      data.result = data.numbers.isEmpty ? .prompt : .expression
    }
    changed(.removed(last))
  }

  /// `Calculate sum` or `=`: with no numbers, says so at once; otherwise the spinner turns for the
  /// calculation delay, then the sum shows and goes on the tape. With no delay there is nothing to
  /// wait for: the sum shows at once, and the keys after `=` act on it.
  public func onSubmit() {
    guard !own.isCalculating else { return }
    guard !session.data.numbers.isEmpty else {
      session.change { $0.result = .noNumbers }
      changed()
      return
    }
    let delay = session.calculationDelay
    guard delay > .zero else { return finishCalculation() }
    own.isCalculating = true
    // Started at once, up to its sleep: the delay is measured from this keystroke.
    calculation = Task.immediate {
      do {
        try await sleep(delay)
      } catch {
        return  // cancelled: the program is ending; the numbers stay saved
      }
      finishCalculation()
    }
  }

  private func finishCalculation() {
    session.finishSum()
    own.isCalculating = false
    own.undo.clear()  // undo goes back only to the last sum
    changed()
  }

  /// `Reset`, Esc or `r`: the list empties.
  public func onReset() {
    guard !own.isCalculating else { return own.undo.resetRefused() }
    let before = session.data
    session.change { data in
      data.numbers = []
      data.result = .prompt
    }
    changed()
    own.undo.recordReset(before.numbers, before.result)
  }

  // MARK: For the screen's retraction

  /// The Esc key just given was the first byte of another key after all (its rest came late,
  /// `InputEvent.escapeRetracted`): what its Reset did is taken back, the list and result line as
  /// if it had never come. No user performs this, and no intent need prepare for it: the toolkit
  /// calls `Screen.retractEscape()` only straight after the Esc, with no input between.
  public func retractReset() {
    guard let reset = own.undo.takeLastReset() else { return }
    session.change { data in
      data.numbers = reset.numbers
      data.result = reset.result
    }
  }

  /// `u`: the last change to the list since the last sum — a digit, a paste, Backspace, Reset, a
  /// recall — is taken back, one per press; with none left, the notice says why.
  public func onUndo() {
    guard !own.isCalculating else { return }
    guard let change = own.undo.takeNewest() else {
      own.refusal = own.undo.forgotOlder ? .olderChangesNotKept : .nothingToUndo
      return
    }
    session.change { data in
      switch change {
      case .added(let count, let before):
        data.numbers.removeLast(min(count, data.numbers.count))
        data.result = data.numbers.isEmpty ? before : .expression
      case .removed(let number):
        data.numbers.append(number)
        data.result = .expression
      case .replaced(let numbers, let result):
        data.numbers = numbers
        data.result = result
      }
    }
    changed()
  }

  /// `h` or a click on a line of the tape: History, with that sum (0 is the newest) selected.
  public func onHistoryRequested(selecting index: Int = 0) {
    events(.historyRequested(selecting: index))
  }

  /// `?`, F1 or a click on the hint's `? help`.
  public func onHelpRequested() {
    events(.helpRequested)
  }

  /// `s` or a click on the hint's `s settings`.
  public func onSettingsRequested() {
    events(.settingsRequested)
  }

  /// Tab, the arrows: the focus moves to `control`.
  public func onFocus(_ control: CalculatorControl) {
    own.focus = control
  }

  // MARK: For the router

  /// A sum recalled from History: its numbers become the list, ready to change or calculate
  /// again. Refused (false) while a calculation runs, for the list is not to change then, and for
  /// a sum that kept only its count.
  public func recall(_ entry: TapeEntry) -> Bool {
    guard !own.isCalculating, entry.keepsNumbers else { return false }
    let before = session.data
    session.change { data in
      data.numbers = entry.numbers
      data.result = .expression
    }
    changed(.replaced(before.numbers, before.result))
    return true
  }

  /// The program ends: the calculation stops (its numbers are saved as they are).
  public func stop() {
    calculation?.cancel()
  }

  /// The list changed by `change` (nil: nothing `u` takes back): the words on a refused key and on
  /// where Start fresh put the old file have been read.
  private func changed(_ change: UndoHistory.Change? = nil) {
    if let change { own.undo.record(change) }
    own.refusal = nil
    own.startNoticesRead = true
  }
}
