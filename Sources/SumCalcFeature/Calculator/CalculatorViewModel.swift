import Observation
import SumCalcModel

/// The calculator screen's view model — the seed's "ViewModel экрана": it publishes one state
/// value, takes the user's intents as `on…` methods, and knows no view and no terminal. Time comes
/// from an injected clock, so tests advance a manual clock instead of sleeping. Where an intent
/// means another screen, it says so through a closure it was given (seed 003's first way): it does
/// not know the router's enum.
@MainActor
@Observable
public final class CalculatorViewModel {
  public private(set) var state: CalculatorState

  @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void
  @ObservationIgnored private let calculationDelay: Duration
  @ObservationIgnored private var calculation: Task<Void, Never>?
  /// Nil where nothing is saved (the user chose to go on without saving).
  @ObservationIgnored private var autosave: Autosave?
  @ObservationIgnored private let openHistory: (Int) -> Void
  @ObservationIgnored private let sumAdded: ([TapeEntry]) -> Void

  /// `data` restored from the session; `store` keeps every change (nil: nothing is kept, and
  /// `saveProblem` says why); `keptAside` is where Start fresh put an unreadable session;
  /// `openHistory` shows History on a sum; `sumAdded` is told the tape after each finished sum.
  public init(
    data: CalculatorData, saveProblem: SaveProblem? = nil, store: (any SessionStore)?, keptAside: String? = nil,
    clock: some Clock<Duration>, calculationDelay: Duration, openHistory: @escaping (Int) -> Void = { _ in },
    sumAdded: @escaping ([TapeEntry]) -> Void = { _ in }
  ) {
    let sessionFile = store.flatMap { $0.location.isEmpty ? nil : $0.location }
    state = CalculatorState(data: data, saveProblem: saveProblem, sessionFile: sessionFile, keptAside: keptAside)
    sleep = { try await clock.sleep(for: $0) }
    self.calculationDelay = calculationDelay
    self.openHistory = openHistory
    self.sumAdded = sumAdded
    autosave = store.map { store in
      Autosave(store: store, current: { [weak self] in self?.state.data }) { [weak self] in self?.saveEnded($0) }
    }
  }

  /// A save ended, failing for `problem` or not. Each part of the state is assigned only when it
  /// changes: any assignment asks for a frame.
  private func saveEnded(_ problem: SaveProblem?) {
    if state.saveProblem != problem { state.saveProblem = problem }
    if state.changesNotSaved != (problem != nil) { state.changesNotSaved = problem != nil }
  }

  // MARK: Intents
  //
  // An intent that changes what is kept returns the save it started (nil where nothing is kept),
  // for a caller that must know when the session is on disk; the screens need not wait for it.

  /// A digit key or a click on the keypad: the number joins the list (the seed's guard: not while
  /// calculating).
  @discardableResult
  public func onAddNumber(_ number: Int) -> Task<Void, Never>? {
    guard !state.isCalculating, (0...9).contains(number) else { return nil }
    guard state.data.numbers.count < CalculatorData.numberLimit else {
      state.refusal = .listFull
      return nil
    }
    let before = state.data.result
    state.data.numbers.append(number)
    state.data.result = .expression
    remember(.added(1, before))
    return changed()
  }

  /// Pasted text: each digit in it is added, in order; everything else in it (spaces, newlines,
  /// commas, words) is ignored, and nothing is pressed. Ignored whole while calculating.
  @discardableResult
  public func onPaste(_ text: String) -> Task<Void, Never>? {
    guard !state.isCalculating else { return nil }
    let digits = text.utf8.compactMap { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) ? Int($0 - 48) : nil }
    guard !digits.isEmpty else { return nil }
    let room = CalculatorData.numberLimit - state.data.numbers.count
    guard room > 0 else {
      state.refusal = .listFull
      return nil
    }
    let before = state.data.result
    state.data.numbers += digits.prefix(room)
    state.data.result = .expression
    remember(.added(min(room, digits.count), before))
    let saving = changed()
    if digits.count > room { state.refusal = .listFull }  // the digits beyond the room
    return saving
  }

  /// Backspace or Delete: the last number comes off.
  @discardableResult
  public func onRemoveLast() -> Task<Void, Never>? {
    guard !state.isCalculating, let last = state.data.numbers.last else { return nil }
    state.data.numbers.removeLast()
    state.data.result = state.data.numbers.isEmpty ? .prompt : .expression
    remember(.removed(last))
    return changed()
  }

  /// `Calculate sum` or `=`: with no numbers, says so at once; otherwise the spinner turns for the
  /// calculation delay, then the sum shows and goes on the tape. With no delay there is nothing to
  /// wait for: the sum shows at once, and the keys after `=` act on it. Returns the calculation
  /// under way (which ends once its sum is saved), or the save the answer started.
  @discardableResult
  public func onSubmit() -> Task<Void, Never>? {
    guard !state.isCalculating else { return nil }
    guard !state.data.numbers.isEmpty else {
      state.data.result = .noNumbers
      return changed()
    }
    guard calculationDelay > .zero else { return finishCalculation() }
    state.isCalculating = true
    // Started at once, up to its sleep: the delay is measured from this keystroke.
    calculation = Task.immediate {
      do {
        try await sleep(calculationDelay)
      } catch {
        return  // cancelled: the user is quitting; the numbers stay saved
      }
      await finishCalculation()?.value
    }
    return calculation
  }

  private func finishCalculation() -> Task<Void, Never>? {
    let sum = state.data.sum
    state.data.tape = CalculatorData.kept([TapeEntry(numbers: state.data.numbers, sum: sum)] + state.data.tape)
    state.data.result = .sum(sum)
    state.data.numbers = []
    state.isCalculating = false
    state.undo.clear()  // undo goes back only to the last sum
    sumAdded(state.data.tape)
    return changed()
  }

  /// `Reset`, Esc or `r`: the list empties.
  @discardableResult
  public func onReset() -> Task<Void, Never>? {
    guard !state.isCalculating else { return nil }
    if !state.data.numbers.isEmpty { remember(.replaced(state.data.numbers, state.data.result)) }
    state.data.numbers = []
    state.data.result = .prompt
    return changed()
  }

  /// `u`: the last change to the list since the last sum — a digit, a paste, Backspace, Reset, a
  /// recall — is taken back, one per press; with none left, the notice says why.
  @discardableResult
  public func onUndo() -> Task<Void, Never>? {
    guard !state.isCalculating else { return nil }
    guard let change = state.undo.takeNewest() else {
      state.refusal = state.undo.forgotOlder ? .olderChangesNotKept : .nothingToUndo
      return nil
    }
    switch change {
    case .added(let count, let before):
      state.data.numbers.removeLast(min(count, state.data.numbers.count))
      state.data.result = state.data.numbers.isEmpty ? before : .expression
    case .removed(let number):
      state.data.numbers.append(number)
      state.data.result = .expression
    case .replaced(let numbers, let result):
      state.data.numbers = numbers
      state.data.result = result
    }
    return changed()
  }

  /// The data changed: it is saved, and the words on a refused key and on where Start fresh put
  /// the old file have been read.
  private func changed() -> Task<Void, Never>? {
    state.refusal = nil
    state.keptAside = nil
    return autosave?.changed()
  }

  private func remember(_ change: UndoHistory.Change) {
    state.undo.record(change)
  }

  /// History recalls a sum: its numbers become the list, ready to change or calculate again.
  /// Refused (false) while a calculation runs, for the list is not to change then, and for a sum
  /// that kept only its count.
  public func onRecall(_ entry: TapeEntry) -> Bool {
    guard !state.isCalculating, entry.keepsNumbers else { return false }
    remember(.replaced(state.data.numbers, state.data.result))
    state.data.numbers = entry.numbers
    state.data.result = .expression
    _ = changed()
    return true
  }

  /// `h` or a click on a line of the tape: History, with that sum (0 is the newest) selected.
  public func onOpenHistory(selecting index: Int = 0) {
    openHistory(index)
  }

  /// Tab, the arrows: the focus moves to `control`.
  public func onFocus(_ control: CalculatorControl) {
    state.focus = control
  }

  /// The user quits: the calculation stops (its numbers are saved as they are), and the last save
  /// is waited for.
  public func onQuit() async {
    calculation?.cancel()
    await autosave?.finish()
  }
}
