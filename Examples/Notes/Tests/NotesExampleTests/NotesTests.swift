import AppFiles
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@testable import NotesExample

/// A note as the file holds it: a title and a body (a note's id lives only while Notes runs).
struct Saved: Codable, Equatable {
  var title = ""
  var body = ""
}

/// Notes run whole, as its user sees it: the run loop on a terminal in memory, the keys, pastes and
/// clicks of a person, the screens compared as text, and the JSON file read back.
@MainActor
@Suite("Notes")
struct NotesTests {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).json")

  /// The notes in the file now.
  func saved() throws -> [Saved] { try JSONDecoder().decode([Saved].self, from: Data(contentsOf: file)) }

  /// Notes on a 40×12 terminal, driven by `script`; returns how it ended and what the file held.
  func run(_ script: @MainActor (TestTerminal) async throws -> Void) async throws -> (AppExit, [Saved]) {
    defer { try? FileManager.default.removeItem(at: file) }
    let app = RoutedApp(NotesRouter(notebook: Notebook(file: KeptFile(path: file.path, limit: 1 << 20))))
    let end = try await TestTerminal(size: Size(width: 40, height: 12)).run(
      app, clock: ContinuousClock(), script: script)
    return (end, try saved())
  }

  @Test("n makes a note: a title (q is a letter there), Tab, a body that wraps; Esc saves it to the file and lists it")
  func newNote() async throws {
    let (end, _) = try await run { terminal in
      #expect(terminal.screen.contains("No notes yet: n makes one"))
      terminal.type("nquick list\tmilk, eggs and a loaf of bread from the corner shop\rq")
      #expect(
        terminal.screen == """
          ┌ Title ───────────────────────────────┐
          │quick list                            │
          └──────────────────────────────────────┘
          ┌ Note ────────────────────────────────┐
          │milk, eggs and a loaf of bread from   │
          │the corner shop                       │
          │q                                     │
          │                                      │
          │                                      │
          │                                      │
          └──────────────────────────────────────┘
           Tab next  Esc save, back  Ctrl-C quit
          """)
      #expect(terminal.frames.last?.cursor == Point(x: 2, y: 6))
      terminal.type("\u{1B}")
      let notes = try saved()
      #expect(notes == [Saved(title: "quick list", body: "milk, eggs and a loaf of bread from the corner shop\nq")])
      #expect(terminal.screen.contains("quick list"))
      terminal.type("q")
    }
    #expect(end == .quit)
  }

  @Test(
    "a paste keeps its lines (CRLF as one), a click puts the cursor; Russian, Korean, a skin tone and a flag are kept whole"
  )
  func pasteClickAndScripts() async throws {
    let (_, notes) = try await run { terminal in
      terminal.type("nПривет\t")
      terminal.send([.input(.paste("안녕\r\n👍🏽 🇺🇦"))])
      terminal.click(at: Point(x: 3, y: 4))  // after 안
      terminal.type("X")
      #expect(terminal.screen.contains("│안X녕"))
      #expect(terminal.screen.contains("│👍🏽 🇺🇦"))
      terminal.type("\u{1B}")
      terminal.type("q")
    }
    #expect(notes == [Saved(title: "Привет", body: "안X녕\n👍🏽 🇺🇦")])
  }

  @Test("d asks over the dimmed list; a click outside does nothing, n keeps, y deletes; Enter and a click open a note")
  func deleteAndOpen() async throws {
    _ = try await run { terminal in
      // A read each, as a person types them.
      for key in ["n", "first", "\u{1B}", "n", "second", "\u{1B}"] { terminal.type(key) }
      #expect(terminal.screen.contains("second") && terminal.screen.contains("first"))
      terminal.type("d")
      #expect(terminal.screen.contains("“second” goes for good."))
      terminal.click(at: Point(x: 0, y: 0))
      terminal.type("n")
      let kept = try saved()
      #expect(kept.count == 2 && !terminal.screen.contains("Delete?"))
      terminal.type("\u{1B}[Bd")  // Down to "first"
      terminal.type("y")
      let left = try saved()
      #expect(left.map(\.title) == ["second"])
      #expect(terminal.click(on: "second"))
      #expect(terminal.screen.contains("┌ Title"))
      terminal.type("\u{1B}")
      terminal.type("q")
    }
  }

  @Test("deleting the last note of the list leaves the one above selected: Enter opens it, d asks for it")
  func deleteTheLast() async throws {
    let (_, notes) = try await run { terminal in
      for key in ["n", "b", "\u{1B}", "n", "a", "\u{1B}"] { terminal.type(key) }
      terminal.type("\u{1B}[B")  // Down to "b", the last
      terminal.type("d")
      terminal.type("y")
      terminal.type("d")
      #expect(terminal.screen.contains("“a” goes for good."))
      terminal.type("n")
      terminal.type("\r")
      #expect(terminal.screen.contains("│a"))
      terminal.type("\u{1B}")
      terminal.type("q")
    }
    #expect(notes.map(\.title) == ["a"])
  }

  @Test("a note left empty is dropped when its editor closes; a file that cannot be read is never written over")
  func emptyAndUnreadable() async throws {
    let (_, notes) = try await run { terminal in
      terminal.type("n")
      terminal.type("\u{1B}")
      #expect(terminal.screen.contains("No notes yet"))
      terminal.type("nkept")
      terminal.type("\u{1B}")
      terminal.type("q")
    }
    #expect(notes == [Saved(title: "kept")])
    try Data("not json".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let notebook = Notebook(file: KeptFile(path: file.path, limit: 1 << 20))
    #expect(notebook.notes.isEmpty && notebook.problem?.hasPrefix("Not saving over") == true)
    notebook.replace(UUID(), with: Note(title: "new"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "not json")
  }

  @Test(
    "too small for the editor, the size is asked for and the note is still there after; Ctrl-C's signal keeps an open note"
  )
  func waysOut() async throws {
    let (end, notes) = try await run { terminal in
      terminal.type("nkept")
      terminal.resize(to: Size(width: 14, height: 6))
      #expect(!terminal.screen.contains("kept"))
      terminal.resize(to: Size(width: 40, height: 12))
      #expect(terminal.screen.contains("kept"))
      terminal.send([.quitSignal(2)])
    }
    #expect(end == .signal(2))
    #expect(notes == [Saved(title: "kept", body: "")])
  }

  @Test(
    "the file on the toolkit's rules: a link stays a link, a private file stays private, a second Notes waits its turn")
  func fileRules() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (real, link) = (
      directory.appendingPathComponent("real.json").path, directory.appendingPathComponent("link.json").path
    )
    try Data(#"[{"title":"Orig","body":""}]"#.utf8).write(to: URL(fileURLWithPath: real))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
    let first = Notebook(file: KeptFile(path: link, limit: 1 << 20))
    first.replace(UUID(), with: Note(title: "fromA"))
    #expect(first.problem == nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json", "still a link")
    let attributes = try FileManager.default.attributesOfItem(atPath: real)
    #expect((attributes[.posixPermissions] as? Int) == 0o600, "still private")
    // A second Notes on the file while the first runs: it reads, and says why it cannot save.
    let second = Notebook(file: KeptFile(path: link, limit: 1 << 20))
    #expect(second.notes.map(\.title) == ["fromA", "Orig"])
    second.replace(UUID(), with: Note(title: "fromB"))
    #expect(second.problem == "Not saved: another instance is using the file")
    let saved = try JSONDecoder().decode([Saved].self, from: Data(contentsOf: URL(fileURLWithPath: real)))
    #expect(saved.map(\.title) == ["fromA", "Orig"], "the first's notes, untouched")
  }
}
