import SumCalcModel

/// Every text the user sees, one value per language (`Strings.english`, `.russian`, `.korean`):
/// a property per text, and a function for a text with values in it, so a missing translation or
/// a wrong argument does not compile.
public struct Strings: Sendable {
  public let loading: String
  public let enterNumbers: String
  public let caption: String
  public let calculateSum: String
  public let reset: String
  public let noNumbers: String
  /// Given sum.
  public let sumOfNumbers: @Sendable (Int) -> String
  public let retry: String
  public let startFresh: String
  public let tooSmallTitle: String
  /// Given needed, actual.
  public let tooSmallBody: @Sendable (String, String) -> String
  /// Given needed, actual.
  public let tooSmallShort: @Sendable (String, String) -> String
  public let sessionUnreadableTitle: String
  /// Given attempts, after Retry found the file still unreadable.
  public let sessionStillUnreadableTitle: @Sendable (Int) -> String
  /// Given path, reason.
  public let sessionUnreadableBody: @Sendable (String, String) -> String
  /// Given path, reason: where nothing can be kept aside (Retry and Quit only).
  public let sessionUnreadableBodyNoFresh: @Sendable (String, String) -> String
  public let problemNotJSON: String
  /// Given version.
  public let problemUnknownVersion: @Sendable (Int) -> String
  public let problemWrongContent: String
  /// Given kind.
  public let problemNotAFile: @Sendable (String) -> String
  public let kindDirectory: String
  public let kindDirectoryName: String
  public let kindDevice: String
  public let kindFifo: String
  public let kindSocket: String
  public let kindOther: String
  public let continueWithoutSaving: String
  public let quit: String
  public let stateNotAFileTitle: String
  /// Given path, kind.
  public let stateNotAFileBody: @Sendable (String, String) -> String
  /// Given path.
  public let notSavedReadOnly: @Sendable (String) -> String
  public let notSavedAnotherSumCalc: String
  public let notSavedNoHome: String
  /// Given path: the home (or XDG_STATE_HOME) that does not exist.
  public let notSavedMissingDirectory: @Sendable (String) -> String
  /// Given path: where Start fresh put the unreadable session.
  public let keptAside: @Sendable (String) -> String
  /// Given path: where the session another SumCalc left went when this one took it over (at exit).
  public let otherKeptAside: @Sendable (String) -> String
  /// Given kind.
  public let notSavedOff: @Sendable (String) -> String
  /// Given count.
  public let listFull: @Sendable (Int) -> String
  public let nothingToUndo: String
  /// A setting in the session file could not be read.
  public let settingsFellBack: String
  /// Given how many changes are kept.
  public let olderChangesNotKept: @Sendable (Int) -> String
  public let problemPermissionDenied: String
  /// A session file larger than any SumCalc writes.
  public let problemTooLarge: String
  /// Given path, reason.
  public let saveFailed: @Sendable (String, String) -> String
  /// On standard error when the last save at exit is slow.
  public let savingAtExit: String
  /// Said on standard error after quitting with numbers that could not be saved: the notice's words.
  /// Given the notice, and what was not kept (numbers, settings or both).
  public let unsavedAtExit: @Sendable (String, UnsavedChanges) -> String
  public let hintDigits: String
  public let hintAdd: String
  public let hintEnter: String
  public let hintPress: String
  public let hintBackspace: String
  public let hintRemove: String
  public let hintEsc: String
  public let hintReset: String
  public let hintMove: String
  public let hintFocus: String
  public let hintQuit: String
  public let hintQuitKey: String
  /// Given count.
  public let historyTitle: @Sendable (Int) -> String
  public let noSumsYet: String
  /// Given count: how many numbers a list or a sum holds.
  public let numberCount: @Sendable (Int) -> String
  /// History, on a sum that kept only its count.
  public let onlySumKept: String
  public let recallWaitsForSum: String
  public let back: String
  public let hintHistoryKey: String
  public let hintHistory: String
  public let hintSelectKey: String
  public let hintSelect: String
  public let hintRecall: String
  public let hintBack: String
  public let hintHelpKey: String
  public let hintHelp: String
  public let hintUndoKey: String
  public let hintUndo: String
  public let hintSettingsKey: String
  public let hintSettings: String
  public let settingsTitle: String
  public let settingsLanguage: String
  public let settingsKeypad: String
  public let settingsCalculationDelay: String
  public let keypadOneTwoThreeOnTop: String
  public let keypadSevenEightNineOnTop: String
  /// Given whole seconds.
  public let delaySeconds: @Sendable (Int) -> String
  public let delayNone: String
  /// Given the option (`--lang`): the command line set it for this run.
  public let settingsFromCommandLine: @Sendable (String) -> String
  /// A language the terminal's character set cannot show.
  public let settingsNeedsUTF8: String
  public let hintChoose: String
  public let hintScroll: String
  /// Given the version line (`sumcalc 1.0.0`).
  public let helpTitle: @Sendable (String) -> String
  /// The keys and mouse actions, for the Help screen and `--help`.
  public let helpKeys: [HelpRow]
  /// Above the keys in `--help`.
  public let helpKeysHeading: String
  /// Given path.
  public let helpSessionFile: @Sendable (String) -> String
  public let helpNoSessionFile: String
  public let usage: String
  public let helpText: String
  /// `--help`'s lines on the exit status.
  public let exitStatusHelp: String
  /// Given option.
  public let badOption: @Sendable (String) -> String
  /// Given option.
  public let missingValue: @Sendable (String) -> String
  /// Given option.
  public let unexpectedValue: @Sendable (String) -> String
  /// Given option, value, limit: a value that is no number of seconds from 0 to the limit.
  public let secondsOutOfRange: @Sendable (String, String, Int) -> String
  /// Given operand.
  public let unexpectedOperand: @Sendable (String) -> String
  /// Given reason.
  public let writeError: @Sendable (String) -> String
  /// Given value.
  public let badLanguage: @Sendable (String) -> String
  public let seeHelp: String
  public let notATerminal: String
  public let unsetTerminalType: String
  /// Given type.
  public let unsupportedTerminal: @Sendable (String) -> String

}

/// A key (or keys) and what it does, a row of the key table.
public struct HelpRow: Hashable, Sendable {
  public var keys: String
  public var action: String

  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}
