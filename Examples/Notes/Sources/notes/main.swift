import Foundation
import NcursesBackend
import NotesExample
import TerminalUI

// Notes: the toolkit's second example (Examples/Notes/README.md). The file is the first argument,
// else ~/.notes.json. Wire the router, run, end as the run ended.
let path = CommandLine.arguments.dropFirst().first ?? (NSHomeDirectory() + "/.notes.json")
await NcursesTerminal.run(name: "notes") { glyphs in
  RoutedApp(NotesRouter(notebook: Notebook(file: URL(fileURLWithPath: path))), glyphs: glyphs)
}
