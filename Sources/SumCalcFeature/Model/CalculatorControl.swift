/// Every control a screen can show: what hit-testing and the focus ring talk about.
public enum CalculatorControl: Hashable, Sendable {
  case digit(Int)
  case calculate
  case reset
  case retry
  case startFresh
  case continueWithoutSaving
  case quit
  /// A line of the tape under the calculator (0 is the newest): a click opens History there.
  case tapeEntry(Int)
  /// The History screen's list, focused on its selected sum.
  case historyList
  /// A sum on the History screen (0 is the newest): a click recalls it.
  case historyEntry(Int)
  /// Back from History to the calculator.
  case back
}
