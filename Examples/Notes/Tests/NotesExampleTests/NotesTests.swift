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
    let app = RoutedApp(NotesRouter(notebook: Notebook(file: file)))
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
    let notebook = Notebook(file: file)
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
}
