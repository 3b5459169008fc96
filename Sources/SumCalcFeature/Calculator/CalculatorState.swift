import SumCalcModel

/// Everything the calculator screen shows, as one value: the view model publishes it, the screen
/// draws it, and tests compare it whole.
public struct CalculatorState: Hashable, Sendable {
  public var data: CalculatorData
  /// The spinner turns in the result line; digits, Calculate and Reset wait (the seed's guards).
  public var isCalculating = false
  /// The control that Enter and Space press.
  public var focus: CalculatorControl = .calculate
  /// Why the user's last key did nothing, said under the buttons until the list next changes.
  public var refusal: CalculatorRefusal?
  /// What `u` can take back.
  public var undo = UndoHistory()
  /// Why the session is not being saved, if it is not: the last save failed, or nothing will be
  /// saved this run (another SumCalc writes it, no home, the user chose to go on without saving).
  public var saveProblem: SaveProblem?
  /// The list's newest changes are not on disk: their save failed (`saveProblem` says why). Never
  /// set where the user chose to keep nothing (`--no-state`, Continue without saving).
  public var changesNotSaved = false
  /// Where the session is kept, for the notice to name when saving it fails.
  public var sessionFile: String?
  /// Where Start fresh kept the unreadable session: said until the list first changes.
  public var keptAside: String?

  public init(
    data: CalculatorData = CalculatorData(), isCalculating: Bool = false, focus: CalculatorControl = .calculate,
    refusal: CalculatorRefusal? = nil, undo: UndoHistory = UndoHistory(), saveProblem: SaveProblem? = nil,
    changesNotSaved: Bool = false, sessionFile: String? = nil, keptAside: String? = nil
  ) {
    self.data = data
    self.isCalculating = isCalculating
    self.focus = focus
    self.refusal = refusal
    self.undo = undo
    self.saveProblem = saveProblem
    self.changesNotSaved = changesNotSaved
    self.sessionFile = sessionFile
    self.keptAside = keptAside
  }

  /// Where the session is being kept: nowhere while saving fails or is off (Continue without
  /// saving, another SumCalc writing it, a read-only file, a failing disk).
  public var sessionKeptIn: String? { saveProblem == nil ? sessionFile : nil }

  /// Why the numbers of this run would be lost on quitting now, if they would.
  public var unsavedBecause: SaveProblem? { changesNotSaved ? saveProblem : nil }
}

/// Why a key on the calculator did nothing: said, never silent.
public enum CalculatorRefusal: Hashable, Sendable {
  /// A digit, the list holding `CalculatorData.numberLimit` numbers.
  case listFull
  /// `u` with no change since the last sum to take back.
  case nothingToUndo
  /// `u` having taken back every change it kept: older ones were let go (`UndoHistory.limit`).
  case olderChangesNotKept
}

/// What the mouse and the focus can land on on the calculator screen.
public enum CalculatorControl: Hashable, Sendable {
  case digit(Int)
  case calculate
  case reset
  /// A line of the tape under the buttons (0 is the newest): a click opens History there. The
  /// focus passes over it.
  case tapeLine(Int)
}
