import SumCalcModel
import TerminalUI

/// Everything the History screen shows, as one value.
public struct HistoryState: Hashable, Sendable {
  /// Every kept sum, newest first: the session's tape.
  public var tape: [TapeEntry]
  /// The selected sum (0 is the newest); it stays on its sum when a new one arrives on top.
  public var selection: Int
  /// The sum on the list's first row, as the keys and the wheel last left it (drawn fitted to
  /// the rows the terminal has, the selection always shown).
  public var firstShown: Int
  public var focus: HistoryControl
  /// A recall was refused while the calculator works out a sum: said until the selection moves or
  /// the sum arrives.
  public var recallWaitsForSum: Bool

  public init(
    tape: [TapeEntry], selection: Int = 0, firstShown: Int = 0, focus: HistoryControl = .list,
    recallWaitsForSum: Bool = false
  ) {
    self.tape = tape
    self.selection = selection
    self.firstShown = firstShown
    self.focus = focus
    self.recallWaitsForSum = recallWaitsForSum
  }

  /// The list's selection and first row, for `ScrollingList`.
  public var window: ListWindow { ListWindow(selected: selection, first: firstShown) }
}

/// What the mouse and the focus can land on on the History screen.
public enum HistoryControl: Hashable, Sendable {
  /// The list, focused on its selected sum.
  case list
  /// A sum in the list (0 is the newest): a click recalls it. The focus passes over it.
  case entry(Int)
  /// Back to the calculator.
  case back
}
