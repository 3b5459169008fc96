import NcursesBackend
import TallyExample
import TerminalUI

// Tally: the toolkit's example app (Examples/Tally/README.md). Wire the router, run, end as the run ended.
await NcursesTerminal.run(name: "tally") { glyphs in RoutedApp(TallyRouter(clock: ContinuousClock()), glyphs: glyphs) }
