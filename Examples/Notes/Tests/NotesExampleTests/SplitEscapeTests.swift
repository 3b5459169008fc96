import AppFiles
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@testable import NotesExample

/// An arrow whose `ESC` reaches Notes before its rest (tmux, a slow link) is first the Esc key —
/// the editor saves and closes — and then taken back: the editor comes back on its own note, held
/// by id, so nothing the person did not delete is ever gone or written over another note.
@MainActor
@Suite("Notes: an Esc taken back never costs a note")
struct SplitEscapeTests {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).json")

  func saved() throws -> [Saved] { try JSONDecoder().decode([Saved].self, from: Data(contentsOf: file)) }

  /// Notes on a 40×12 terminal over a file holding `notes`, driven by `script`; what the file held.
  func run(over notes: [Saved], _ script: @MainActor (TestTerminal) async throws -> Void) async throws -> [Saved] {
    defer { try? FileManager.default.removeItem(at: file) }
    try JSONEncoder().encode(notes).write(to: file)
    let app = RoutedApp(NotesRouter(notebook: Notebook(file: KeptFile(path: file.path, limit: 1 << 20))))
    _ = try await TestTerminal(size: Size(width: 40, height: 12)).run(app, clock: ContinuousClock(), script: script)
    return try saved()
  }

  static let alphaBeta = [Saved(title: "Alpha"), Saved(title: "Beta")]

  /// An Up arrow whose `ESC` came 0.2 s before its `[A`.
  static func splitUp(_ terminal: TestTerminal, rest: String = "[A") {
    terminal.type("\u{1B}", after: .seconds(1))
    terminal.type(rest, after: .milliseconds(200))
  }

  @Test("n, then an arrow split after its ESC: the editor comes back; Ctrl-C then keeps Alpha and Beta")
  func newNoteThenSplitArrow() async throws {
    for rest in ["[A", "OB", "[<0;5;5M"] {
      let notes = try await run(over: Self.alphaBeta) { terminal in
        terminal.type("n")
        Self.splitUp(terminal, rest: rest)
        #expect(terminal.screen.contains("┌ Title"), "the editor is back")
        terminal.send([.quitSignal(2)])
      }
      #expect(notes == Self.alphaBeta, "after \(rest.debugDescription)")
    }
  }

  @Test("n, the split arrow, then x and Esc: a new note x over Alpha and Beta, none written over")
  func typedAfterTheRetraction() async throws {
    let notes = try await run(over: Self.alphaBeta) { terminal in
      terminal.type("n")
      Self.splitUp(terminal)
      terminal.type("x")
      terminal.type("\u{1B}")
      terminal.type("q")
    }
    #expect(notes == [Saved(title: "x")] + Self.alphaBeta)
  }

  @Test("Alpha emptied on purpose, then Esc and Down split: Alpha goes, Beta stays")
  func emptiedThenSplitDown() async throws {
    let notes = try await run(over: Self.alphaBeta) { terminal in
      terminal.type("\r")  // Alpha, its body focused
      terminal.type("\t")  // the title
      terminal.type(String(repeating: "\u{7F}", count: 5))
      Self.splitUp(terminal, rest: "OB")
      terminal.type("\u{1B}")
      terminal.type("q")
    }
    #expect(notes == [Saved(title: "Beta")])
  }

  /// What the notes must be, as each note's characters sorted: a note is known by what was typed in
  /// it, wherever the arrows put the cursor.
  static func contents(_ notes: [Saved]) -> [String] {
    notes.map { String(($0.title + $0.body).sorted()) }.sorted()
  }

  @Test(
    "80 runs: random notes, random arrows split after their ESC at random gaps, random words: every note kept with its words"
  )
  func property() async throws {
    let base = UInt64.random(in: 0...UInt64.max)
    for offset in 0..<UInt64(80) {
      var random = SeededGenerator(seed: base &+ offset)
      let titles = ["Alpha", "Beta", "Gamma", "Delta"].prefix(Int.random(in: 1...4, using: &random))
      let originals = titles.map { Saved(title: $0, body: "") }
      var expected = originals.map { $0.title }  // each note's characters, as the oracle keeps them
      var log: [String] = []
      let notes = try await run(over: originals) { terminal in
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let existing = Bool.random(using: &random) ? titles.randomElement(using: &random) : nil
          let entry: Int
          if let existing {
            _ = terminal.click(on: existing)
            entry = expected.firstIndex { String($0.prefix(existing.count)) == existing }!
          } else {
            terminal.type("n")
            expected.append("")
            entry = expected.count - 1
          }
          let word = String(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in "xyzw".randomElement(using: &random)! })
          if !word.isEmpty { terminal.type(word) }
          expected[entry] += word
          // An arrow along the line (its rest in time or late), or a real Esc.
          let rest = ["[C", "[D", "OC", "OD"].randomElement(using: &random)!
          let gap = [50, 200, 450, 700, 2_000].randomElement(using: &random)!
          log.append("\(existing ?? "n") \(word.debugDescription) ESC |\(gap)| \(rest)")
          terminal.type("\u{1B}", after: .seconds(1))
          terminal.type(rest, after: .milliseconds(gap))
          if gap < 500 {
            #expect(terminal.screen.contains("┌ Title"), "the editor came back: \(log)")
            let more = String(
              (0..<Int.random(in: 0...2, using: &random)).map { _ in "xyzw".randomElement(using: &random)! })
            if !more.isEmpty { terminal.type(more) }
            expected[entry] += more
          }
          if terminal.screen.contains("┌ Title") { terminal.type("\u{1B}") }
        }
        terminal.type("q")
      }
      let want = Self.contents(expected.map { Saved(title: $0) }.filter { !$0.title.isEmpty })
      #expect(Self.contents(notes) == want, "seed \(base &+ offset): \(log)")
    }
  }

  @Test("40 runs: letters typed one to four a read among reports split at random are the note's title, exactly")
  func typedAmongReports() async throws {
    let reports = ["\u{1B}[15~", "\u{1B}[12;40R", "\u{1B}[24~", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}[?1u"]
    let base = UInt64.random(in: 0...UInt64.max)
    for offset in 0..<UInt64(40) {
      var random = SeededGenerator(seed: base &+ offset)
      var (typed, log) = ("", [String]())
      let notes = try await run(over: []) { terminal in
        terminal.type("n")
        let read = { (text: String, milliseconds: Int) in
          log.append("|\(milliseconds)| \(text.debugDescription)")
          terminal.type(text, after: .milliseconds(milliseconds))
        }
        for _ in 0..<Int.random(in: 2...8, using: &random) {
          let pause = Int.random(in: 600...900, using: &random)  // past any sequence open on time
          let report = reports.randomElement(using: &random)!
          let cut = Int.random(in: 1..<report.count, using: &random)
          let (head, rest) = (String(report.prefix(cut)), String(report.dropFirst(cut)))
          let letters = String(
            (0..<Int.random(in: 1...4, using: &random)).map { _ in "efgwxz".randomElement(using: &random)! })
          switch Int.random(in: 0..<4, using: &random) {
          case 0:
            read(letters, pause)
            typed += letters
          case 1:  // on time; a lone ESC closes the editor, then is taken back: the editor again
            read(head, pause)
            read(rest, Int.random(in: cut == 1 ? 30...400 : 0...400, using: &random))
          case 2:  // its rest late, in the next read: dropped
            guard cut > 1 else { continue }
            read(head, pause)
            read(rest, Int.random(in: 600...4_000, using: &random))
          default:  // cut short for good, then letters: none of these letters ends one, all typed
            guard cut > 1 else { continue }
            read(head, pause)
            read(letters, Int.random(in: 600...2_000, using: &random))
            typed += letters
          }
        }
        terminal.wait(.seconds(10))
        #expect(terminal.screen.contains("┌ Title"), "still the editor: \(log)")
        terminal.send([.quitSignal(15)])
      }
      #expect(notes == (typed.isEmpty ? [] : [Saved(title: typed)]), "seed \(base &+ offset): \(log)")
    }
  }
}
