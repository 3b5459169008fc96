import Foundation
import NcursesBackend
import NotesExample
import TerminalUI

// Notes (Examples/Notes/README.md): the file the first argument, else ~/.notes.json; run the router.
let path = CommandLine.arguments.dropFirst().first ?? (NSHomeDirectory() + "/.notes.json")
await NcursesTerminal.run(name: "notes") { glyphs in
  RoutedApp(NotesRouter(notebook: Notebook(file: URL(fileURLWithPath: path))), glyphs: glyphs)
}
