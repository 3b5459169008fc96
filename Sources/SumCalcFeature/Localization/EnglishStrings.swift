extension Localizer {
  static let english: [StringKey: String] = [
    .loading: "Please wait, the calculator is turning on...",
    .enterNumbers: "Enter numbers",
    .caption: "The calculator adds up numbers",
    .calculateSum: "Calculate sum",
    .reset: "Reset",
    .noNumbers: "No numbers were entered",
    .sumOfNumbers: "Sum of numbers: {1}",
    .retry: "Retry",
    .startFresh: "Start fresh",
    .tooSmallTitle: "The terminal is too small",
    .tooSmallBody:
      "SumCalc needs at least {1}; the terminal is {2}. Enlarge the window: the calculator comes back by itself, with your numbers.",
    .tooSmallShort: "Needs {1}, is {2}",
    .sessionUnreadableTitle: "The saved session cannot be read",
    .sessionUnreadableBody: "{1}: {2}. Retry after fixing it, or start fresh: the file is kept aside, not deleted.",
    .problemNotJSON: "it is not valid JSON",
    .problemUnknownVersion: "it has version {1}, which this SumCalc does not know",
    .problemWrongContent: "its content is not a SumCalc session",
    .problemNotAFile: "it is {1}, not a regular file",
    .kindDirectory: "a directory",
    .kindDevice: "a device",
    .kindFifo: "a named pipe (FIFO)",
    .kindSocket: "a socket",
    .kindOther: "something other than a file",
    .continueWithoutSaving: "Continue without saving",
    .quit: "Quit",
    .stateNotAFileTitle: "The state path is not a file",
    .stateNotAFileBody:
      "{1} is {2}. SumCalc never writes or moves it. Continue without saving, or quit and choose another path with --state-file.",
    .notSavedReadOnly: "Not saved: the state file is read-only",
    .notSavedAnotherSumCalc: "Not saved: in use by another SumCalc",
    .notSavedNoHome: "Not saved: no home; use --state-file",
    .notSavedOff: "Not saved: the state path is {1}",
    .listFull: "List full: at most {1} numbers",
    .problemPermissionDenied: "permission denied",
    .saveFailed: "Not saved: {1}. Your numbers stay while SumCalc runs.",
    .hintDigits: "0-9",
    .hintAdd: "add",
    .hintEnter: "Enter",
    .hintPress: "press",
    .hintBackspace: "Bksp",
    .hintRemove: "undo",
    .hintEsc: "Esc",
    .hintReset: "reset",
    .hintMove: "Tab/arrows",
    .hintFocus: "move",
    .hintQuitKey: "q",
    .hintQuit: "quit",
    .usage:
      "Usage: sumcalc [--startup-delay S] [--calc-delay S] [--lang en|ru|ko]\n        [--no-color] [--state-file PATH] [--no-state] [--help] [--version]",
    .helpText: """
    SumCalc adds up the numbers you tap in, full screen in your terminal.

    Options:
      --startup-delay S   show the loading screen at least S seconds (default 3)
      --calc-delay S      take S seconds to calculate a sum (default 3)
      --lang en|ru|ko     interface language (default: LC_ALL, LC_MESSAGES, LANG)
      --no-color          monochrome; NO_COLOR set to anything does the same
      --state-file PATH   keep the session in PATH
                          (default: $XDG_STATE_HOME/sumcalc/state.json)
      --no-state          keep no session
      --help              show this help and exit
      --version           show the version and exit

    Keys: 0-9 add a number; Enter or Space press the focused button; = calculate;
    Backspace remove the last number; Esc or r reset; arrows, Tab, Shift-Tab move
    the focus; Ctrl-L repaint; q or Ctrl-C quit; Ctrl-Z suspend. The mouse clicks
    keys and buttons. A paste adds every digit in it and presses nothing.
    """,
    .badOption: "unknown option '{1}'",
    .missingValue: "option '{1}' needs a value",
    .unexpectedValue: "option '{1}' takes no value",
    .badSeconds: "option '{1}' takes seconds as a number that is 0 or more, not '{2}'",
    .secondsTooLarge: "{1}: {2} is more than {3} seconds",
    .unexpectedOperand: "sumcalc takes no operands, not '{1}'",
    .writeError: "write error: {1}",
    .badLanguage: "unknown language '{1}' (choose en, ru or ko)",
    .seeHelp: "Try 'sumcalc --help' for more information.",
    .notATerminal: "standard input and output must be a terminal (sumcalc is a full-screen program)",
    .unsetTerminalType: "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color",
    .unsupportedTerminal: "the terminal type '{1}' is unknown or cannot move the cursor; try TERM=xterm-256color",
  ]
}
