/// Every control a screen can show: what hit-testing and the focus ring talk about.
public enum CalculatorControl: Hashable, Sendable {
  case digit(Int)
  case calculate
  case reset
  case retry
  case startFresh
  case continueWithoutSaving
  case quit
}
