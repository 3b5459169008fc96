/// Every user-visible string. Each language's table must have all of them (a test checks), so a
/// missing translation is a failure, never a blank. `{1}`, `{2}`… mark the arguments.
public enum StringKey: String, Hashable, Sendable, CaseIterable {
  case loading
  case enterNumbers
  case caption
  case calculateSum
  case reset
  case noNumbers
  case sumOfNumbers  // {1}: the sum
  case retry
  case startFresh
  case tooSmallTitle
  case tooSmallBody  // {1}: size needed, {2}: size now
  case tooSmallShort  // {1}: size needed, {2}: size now
  case sessionUnreadableTitle
  case sessionUnreadableBody  // {1}: path, {2}: reason
  case problemNotJSON
  case problemUnknownVersion  // {1}: version
  case problemWrongContent
  case problemNotAFile  // {1}: what it is (kind…)
  case kindDirectory
  case kindDevice
  case kindFifo
  case kindSocket
  case kindOther
  case continueWithoutSaving
  case quit
  case stateNotAFileTitle
  case stateNotAFileBody  // {1}: path, {2}: what it is (kind…)
  case notSavedReadOnly
  case notSavedAnotherSumCalc
  case notSavedNoHome
  case notSavedOff  // {1}: what the state path is (kind…)
  case listFull  // {1}: how many numbers a list holds
  case problemPermissionDenied
  case saveFailed  // {1}: reason
  case hintDigits
  case hintAdd
  case hintEnter
  case hintPress
  case hintBackspace
  case hintRemove
  case hintEsc
  case hintReset
  case hintMove
  case hintFocus
  case hintQuit
  case hintQuitKey
  case usage
  case helpText
  case badOption  // {1}: option
  case missingValue  // {1}: option
  case unexpectedValue  // {1}: option
  case badSeconds  // {1}: option, {2}: value
  case secondsTooLarge  // {1}: option, {2}: value, {3}: the largest allowed
  case unexpectedOperand  // {1}: the operand
  case writeError  // {1}: the system's words
  case badLanguage  // {1}: value
  case seeHelp
  case notATerminal
  case unsetTerminalType
  case unsupportedTerminal  // {1}: TERM
}
