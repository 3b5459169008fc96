import SumCalcModel

/// Everything the calculator screen shows, as one value: the view model publishes it, the screen
/// draws it, and tests compare it whole. The data, the notices on saving and the keypad's order
/// are the session's; the rest is the screen's own.
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
  /// Why the session is not being saved, if it is not (`Session.saveProblem`).
  public var saveProblem: SaveProblem?
  /// The list's newest changes are not on disk (`Session.changesNotSaved`).
  public var changesNotSaved = false
  /// Where the session is kept, for the notice to name when saving it fails.
  public var sessionFile: String?
  /// Where Start fresh kept the unreadable session: said until the list first changes.
  public var keptAside: String?
  /// A setting in the session file could not be read and is its default: said until the list
  /// first changes.
  public var settingsFellBack = false
  /// Which way up the keypad is (Settings).
  public var keypad: KeypadOrder

  public init(
    data: CalculatorData = CalculatorData(), isCalculating: Bool = false, focus: CalculatorControl = .calculate,
    refusal: CalculatorRefusal? = nil, undo: UndoHistory = UndoHistory(), saveProblem: SaveProblem? = nil,
    changesNotSaved: Bool = false, sessionFile: String? = nil, keptAside: String? = nil,
    settingsFellBack: Bool = false, keypad: KeypadOrder = .oneTwoThreeOnTop
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
    self.settingsFellBack = settingsFellBack
    self.keypad = keypad
  }
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
  /// The key hint's `? help` and `s settings`: a click opens them. The focus passes over them.
  case help
  case settings
}
