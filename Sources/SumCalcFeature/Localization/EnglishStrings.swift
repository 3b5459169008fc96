import SumCalcModel

extension Strings {
  public static let english = Strings(
    loading: "Please wait, the calculator is turning on...",
    enterNumbers: "Enter numbers",
    caption: "The calculator adds up numbers",
    calculateSum: "Calculate sum",
    reset: "Reset",
    noNumbers: "No numbers were entered",
    sumOfNumbers: { sum in "Sum of numbers: \(sum)" },
    retry: "Retry",
    startFresh: "Start fresh",
    tooSmallTitle: "The terminal is too small",
    tooSmallBody: { needed, actual in
      "SumCalc needs at least \(needed); the terminal is \(actual). Enlarge the window: SumCalc comes back as it was."
    },
    tooSmallShort: { needed, actual in "Needs \(needed), is \(actual)" },
    sessionUnreadableTitle: "The saved session cannot be read",
    sessionStillUnreadableTitle: { attempts in "The session still cannot be read (tried \(attempts) times)" },
    sessionUnreadableBody: { path, reason in
      "\(path): \(reason). Retry after fixing it, or start fresh: the file is kept aside, not deleted."
    },
    sessionUnreadableBodyNoFresh: { path, reason in "\(path): \(reason). Retry after fixing it, or quit." },
    problemNotJSON: "it is not valid JSON",
    problemUnknownVersion: { version in "it has version \(version), which this SumCalc does not know" },
    problemWrongContent: "its content is not a SumCalc session",
    problemNotAFile: { kind in "it is \(kind), not a regular file" },
    kindDirectory: "a directory",
    kindDirectoryName: "a directory's name (it ends in /)",
    kindDevice: "a device",
    kindFifo: "a named pipe (FIFO)",
    kindSocket: "a socket",
    kindOther: "something other than a file",
    continueWithoutSaving: "Continue without saving",
    quit: "Quit",
    stateNotAFileTitle: "The state path is not a file",
    stateNotAFileBody: { path, kind in
      "\(path) is \(kind). SumCalc never writes or moves it. Continue without saving, or quit and choose another path with --state-file."
    },
    notSavedReadOnly: { path in "Not saved: \(path) is read-only" },
    notSavedAnotherSumCalc: "Not saved: in use by another SumCalc",
    notSavedNoHome: "Not saved: no home; use --state-file",
    notSavedMissingDirectory: { path in "Not saved: \(path) does not exist" },
    keptAside: { path in "Kept aside as \(path)" },
    otherKeptAside: { path in "saved; the session the other SumCalc left is kept as \(path)" },
    notSavedOff: { kind in "Not saved: the state path is \(kind)" },
    listFull: { count in "List full: at most \(count) numbers" },
    nothingToUndo: "Nothing to undo",
    settingsFellBack: "A setting in the session file could not be read: it is back to its default",
    olderChangesNotKept: { count in "No more to undo: only the last \(count) changes are kept" },
    problemPermissionDenied: "permission denied",
    problemTooLarge: "it is larger than any session SumCalc writes",
    saveFailed: { path, reason in "Not saved: \(path): \(reason)" },
    savingAtExit: "saving your numbers...",
    unsavedAtExit: { notice, unsaved in
      let what =
        unsaved == .settings
        ? "the settings chosen in this run"
        : unsaved.contains(.settings)
          ? "the numbers and settings of this run"
          : "the numbers of this run"
      return "\(notice); \(what) will not be there next time"
    },
    hintDigits: "0-9",
    hintAdd: "add",
    hintEnter: "Enter",
    hintPress: "press",
    hintBackspace: "Bksp",
    hintRemove: "remove",
    hintEsc: "Esc",
    hintReset: "reset",
    hintMove: "Tab/arrows",
    hintFocus: "move",
    hintQuit: "quit",
    hintQuitKey: "q",
    historyTitle: { count in count == 1 ? "History: 1 sum" : "History: \(count) sums" },
    noSumsYet: "No sums yet",
    numberCount: { count in count == 1 ? "1 number" : "\(GroupedDigits.of(count, separator: ",")) numbers" },
    onlySumKept: "Too many numbers to keep: only the sum was kept",
    recallWaitsForSum: "A sum is being calculated: recall once it shows",
    back: "Back",
    hintHistoryKey: "h",
    hintHistory: "history",
    hintSelectKey: "Up/Down",
    hintSelect: "select",
    hintRecall: "recall",
    hintBack: "back",
    hintHelpKey: "?",
    hintHelp: "help",
    hintUndoKey: "u",
    hintUndo: "undo",
    hintSettingsKey: "s",
    hintSettings: "settings",
    settingsTitle: "Settings",
    settingsLanguage: "Language",
    settingsKeypad: "Keypad",
    settingsCalculationDelay: "A calculation takes",
    keypadOneTwoThreeOnTop: "1 2 3 on top",
    keypadSevenEightNineOnTop: "7 8 9 on top",
    delaySeconds: { seconds in "\(seconds) s" },
    delayNone: "no time",
    settingsFromCommandLine: { option in "(\(option) for this run)" },
    settingsNeedsUTF8: "Other languages need a UTF-8 locale",
    hintChoose: "choose",
    hintScroll: "scroll",
    helpTitle: { version in "Help - \(version)" },
    helpKeys: [
      HelpRow("0-9", "add the number (main row or keypad)"),
      HelpRow("Enter, Space", "press the focused button"),
      HelpRow("=", "calculate the sum"),
      HelpRow("Backspace, Delete", "remove the last number"),
      HelpRow("Esc, r", "reset"),
      HelpRow("u", "undo the last change to the list, back to the last sum"),
      HelpRow("Tab, arrows", "move the focus (Shift-Tab goes back)"),
      HelpRow("h", "History: the last 100 sums; Enter recalls one"),
      HelpRow("s", "Settings: language, keypad order, calculation delay"),
      HelpRow("?, F1", "this help"),
      HelpRow("Ctrl-L", "repaint the screen"),
      HelpRow("Ctrl-Z", "suspend; fg resumes"),
      HelpRow("q, Ctrl-C", "quit"),
      HelpRow("mouse", "a click presses a key or button; the wheel scrolls History"),
      HelpRow("paste", "adds every digit in it and presses nothing"),
    ],
    helpKeysHeading: "Keys:",
    helpSessionFile: { path in "The session is kept in \(path)." },
    helpNoSessionFile: "The session is not being saved.",
    usage:
      "Usage: sumcalc [--startup-delay S] [--calc-delay S] [--lang en|ru|ko]\n        [--no-color] [--state-file PATH] [--no-state] [--help] [--version]",
    helpText: """
      SumCalc adds up the numbers you tap in, full screen in your terminal.

      Options:
        --startup-delay S   show the loading screen at least S seconds (default 3)
        --calc-delay S      take S seconds to calculate a sum, for this run
                            (default 3, or as chosen in Settings)
        --lang en|ru|ko     interface language, for this run (default: as chosen
                            in Settings, else LC_ALL, LC_MESSAGES, LANG)
        --no-color          monochrome; NO_COLOR set to anything does the same
        --state-file PATH   keep the session in PATH
                            (default: $XDG_STATE_HOME/sumcalc/state.json)
        --no-state          keep no session
        --help              show this help and exit
        --version           show the version and exit
      """,
    exitStatusHelp: """
      Exit status: 0 after quitting; 1 when the numbers could not be saved, or the
      terminal cannot be used; 2 for bad usage; 128+N when ended by signal N.
      """,
    badOption: { option in "unknown option '\(option)'" },
    missingValue: { option in "option '\(option)' needs a value" },
    unexpectedValue: { option in "option '\(option)' takes no value" },
    secondsOutOfRange: { option, value, limit in "option '\(option)' takes seconds from 0 to \(limit), not '\(value)'"
    },
    unexpectedOperand: { operand in "unexpected operand '\(operand)' (only options are taken)" },
    writeError: { reason in "write error: \(reason)" },
    badLanguage: { value in "unknown language '\(value)' (choose en, ru or ko)" },
    seeHelp: "Try 'sumcalc --help' for more information.",
    notATerminal: "standard input and output must be a terminal (sumcalc is a full-screen program)",
    unsetTerminalType: "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color",
    unsupportedTerminal: { type in
      "the terminal type '\(type)' is unknown or cannot move the cursor; try TERM=xterm-256color"
    }
  )
}
