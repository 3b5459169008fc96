import NcursesBackend
import TallyExample
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

// Tally: the toolkit's example app (Examples/Tally/README.md). Wire, run, end as the run ended.
let isUTF8 = TerminalLocale.adopt()
let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal.open()
} catch {
  let line = "tally: \(error)\n"
  _ = write(STDERR_FILENO, line, line.utf8.count)
  exit(1)
}
let app = RoutedApp(TallyRouter(clock: ContinuousClock()), glyphs: isUTF8 ? .unicode : .ascii)
let end = await AppLoop(terminal: terminal, app: app, clock: ContinuousClock()).run()
end.endProcess()
