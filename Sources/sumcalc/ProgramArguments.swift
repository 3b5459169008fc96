import CTerminalSignals

/// The command line, as the C constructor in `backtrace.c` received it. `CommandLine.arguments`
/// cannot be trusted here: the Swift runtime finds `argv` from `environ`, which that constructor's
/// `setenv` may move before the runtime looks.
enum ProgramArguments {
  static var all: [String] {
    (0..<sumcalc_argument_count()).compactMap { sumcalc_argument($0).map { String(cString: $0) } }
  }
}
