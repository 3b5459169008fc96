import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

extension NcursesTerminal {
  /// What the `main.swift` of most programs is, in one call: adopts the locale, opens the terminal
  /// (where it cannot be used, says why on standard error as `name: why` and exits 1), runs the app
  /// `makeApp` makes — given the glyphs the terminal can show — on a continuous clock, and ends the
  /// process as the run ended (`AppExit.endProcess`). A program with more to say at the end
  /// (an app's unsaved data) writes those steps itself.
  ///
  /// ```swift
  /// await NcursesTerminal.run(name: "tally") { glyphs in RoutedApp(TallyRouter(clock: ContinuousClock()), glyphs: glyphs) }
  /// ```
  public static func run(name: String, _ makeApp: (Glyphs) -> some TerminalApp) async -> Never {
    let glyphs: Glyphs = TerminalLocale.adopt() ? .unicode : .ascii
    let terminal: NcursesTerminal
    do {
      terminal = try open()
    } catch {
      let line = "\(name): \(error)\n"
      _ = write(STDERR_FILENO, line, line.utf8.count)
      exit(1)
    }
    let end = await AppLoop(terminal: terminal, app: makeApp(glyphs), clock: ContinuousClock()).run()
    end.endProcess()
  }
}
