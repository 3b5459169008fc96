import Observation
import TerminalUI

/// The list's view model: the notes' window, and the notes it asks the router to open or delete.
@MainActor @Observable
public final class NoteListViewModel: ViewModel {
  public enum Event: Hashable, Sendable {
    case open(Note)
    case delete(Note)
  }

  let notebook: Notebook
  private let events: (Event) -> Void
  private(set) var window = ListWindow()

  public init(notebook: Notebook, events: @escaping (Event) -> Void) {
    (self.notebook, self.events) = (notebook, events)
  }

  public func onMove(by delta: Int, rows: Int) { window.move(by: delta, count: notebook.notes.count, rows: rows) }
  var selected: Int { min(window.selected, notebook.notes.count - 1) }  // a delete can leave it past the end
  public func onOpen(_ index: Int) { if index < notebook.notes.count { events(.open(notebook.notes[index])) } }
  public func onNew() {  // in the notebook once it has words
    window = ListWindow()
    events(.open(Note()))
  }
  public func onDelete() { if !notebook.notes.isEmpty { events(.delete(notebook.notes[selected])) } }
}

/// The notes by title, newest first: `n` new, `d` delete, Enter or a click (a row's index) opens one.
struct NoteListScreen: Screen {
  let viewModel: NoteListViewModel
  let context: ScreenContext<Void>
  private static let rows = GridAxis([.fixed(1), .flexible(minimum: 1), .fixed(1)], gap: 1)
  var minimumSize: Size { Size(width: 20, height: Self.rows.minimumLength) }

  func render(size: Size) -> RenderedScreen<Int> {
    let notes = viewModel.notebook.notes
    var screen = RenderedScreen<Int>(size: size, context: context)
    let layout = Grid(rows: Self.rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    let problem = viewModel.notebook.problem
    screen.draw(Label(problem ?? "Notes", style: problem == nil ? .accent : .error), in: layout.rect(row: 0))
    if notes.isEmpty { screen.draw(Label("No notes yet: n makes one", style: .dim), in: layout.rect(row: 1).row(0)) }
    ScrollingList(count: notes.count, window: viewModel.window) { index, _ in
      notes[index].title.isEmpty ? "(untitled)" : notes[index].title
    }.render(in: layout.rect(row: 1), into: &screen) { $0 }
    screen.draw(KeyHint(["n": "new", "d": "delete", "Enter": "open", "q": "quit"]), in: layout.rect(row: 2))
    return screen
  }

  func handle(_ key: Key, in frame: RenderedScreen<Int>) -> FrameOutcome {
    if let outcome = ListKeys.handle(key, in: frame, move: viewModel.onMove) { return outcome }
    switch key {
    case .enter: viewModel.onOpen(viewModel.selected)
    case "n": viewModel.onNew()
    case "d", .delete: viewModel.onDelete()
    default: break
    }
    return .keepRunning
  }

  func press(_ index: Int, in frame: RenderedScreen<Int>) -> FrameOutcome {
    viewModel.onOpen(index)
    return .keepRunning
  }

  func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<Int>) {
    ListKeys.scroll(button, in: frame, move: viewModel.onMove)
  }
}
