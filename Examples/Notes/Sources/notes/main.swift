import AppFiles
import Foundation
import NcursesBackend
import NotesExample
import TerminalUI

// Notes (Examples/Notes/README.md): the file named, else $HOME/.notes.json (no home is made); run the router.
let arg = CommandLine.arguments.dropFirst().first
let home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
let file = KeptFile(path: arg ?? home + "/.notes.json", base: arg == nil ? home : nil, limit: 1 << 24)
await NcursesTerminal.run(name: "notes") { RoutedApp(NotesRouter(notebook: Notebook(file: file)), glyphs: $0) }
