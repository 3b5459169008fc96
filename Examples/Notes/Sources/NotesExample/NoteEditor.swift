import Observation
import TerminalUI

public enum EditorControl: Hashable, Sendable { case title, body }

/// Everything the editor shows, as one value: the two texts being edited and which has the focus.
struct EditorState: Equatable, Sendable {
  var title: EditableText
  var body: EditableText
  var focus: EditorControl
}

/// The editor's view model: the note's title and body as they are edited; closed, the note is
/// written back to the notebook (and so to the file).
@MainActor @Observable
public final class NoteEditorViewModel: ViewModel {
  public enum Event: Hashable, Sendable { case closed }
  private let notebook: Notebook
  private let index: Int
  private let events: (Event) -> Void
  private(set) var state: EditorState

  public init(notebook: Notebook, index: Int, events: @escaping (Event) -> Void) {
    (self.notebook, self.index, self.events) = (notebook, index, events)
    let note = notebook.notes[index]
    state = EditorState(
      title: EditableText(note.title, singleLine: true), body: EditableText(note.body),
      focus: note.title.isEmpty ? .title : .body)
  }

  public func onEdit(_ edit: TextEdit, in control: EditorControl) {
    if control == .title { state.title.apply(edit) } else { state.body.apply(edit) }
  }
  public func onFocus(_ control: EditorControl) { state.focus = control }
  public func onClose() {
    save()
    events(.closed)
  }
  /// The program ends with the note open (Ctrl-C, a signal): it is kept.
  public func save() { notebook.replace(index, with: Note(title: state.title.text, body: state.body.text)) }
}

/// The title field over the body, each in a box; Tab moves between them, Esc saves and goes back.
struct NoteEditorScreen: Screen {
  let viewModel: NoteEditorViewModel
  let context: ScreenContext<Void>
  private static let rows = GridAxis([.fixed(3), .flexible(minimum: 3), .fixed(1)])
  var minimumSize: Size { Size(width: 16, height: Self.rows.minimumLength) }
  var takesText: Bool { true }  // every key typed is text: q too

  func render(size: Size) -> RenderedScreen<EditorControl> {
    let state = viewModel.state
    var screen = RenderedScreen<EditorControl>(size: size, context: context)
    let layout = Grid(rows: Self.rows, columns: GridAxis([.flexible()])).layout(in: screen.buffer.bounds)
    let (title, body) = (layout.rect(row: 0), layout.rect(row: 1))
    screen.draw(Border(title: "Title", style: state.focus == .title ? .accent : .dim), in: title)
    TextField(text: state.title, focused: state.focus == .title, placeholder: "Untitled")
      .render(in: Border.inner(of: title), into: &screen, control: .title)
    screen.draw(Border(title: "Note", style: state.focus == .body ? .accent : .dim), in: body)
    TextArea(text: state.body, focused: state.focus == .body, placeholder: "Write here")
      .render(in: Border.inner(of: body), into: &screen, control: .body)
    screen.draw(KeyHint(["Tab": "next", "Esc": "save, back", "Ctrl-C": "quit"]), in: layout.rect(row: 2))
    return screen
  }

  func handle(_ key: Key, in frame: RenderedScreen<EditorControl>) -> FrameOutcome {
    let state = viewModel.state
    switch key {
    case .escape: viewModel.onClose()
    case .tab, .backTab: viewModel.onFocus(state.focus == .title ? .body : .title)
    case .enter where state.focus == .title: viewModel.onFocus(.body)
    default:
      _ = TextKeys.handle(key, on: state.focus, editing: state.focus == .title ? state.title : state.body, in: frame) {
        viewModel.onEdit($0, in: state.focus)
      }
    }
    return .keepRunning
  }

  func click(_ control: EditorControl, at cell: Point, in frame: RenderedScreen<EditorControl>) -> FrameOutcome {
    viewModel.onFocus(control)
    TextKeys.click(at: cell, on: control, in: frame) { viewModel.onEdit($0, in: control) }
    return .keepRunning
  }

  func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<EditorControl>) {
    TextKeys.scroll(button, on: .body, in: frame) { viewModel.onEdit($0, in: .body) }
  }

  func paste(_ text: String) { viewModel.onEdit(.insert(text), in: viewModel.state.focus) }
  func leave() { viewModel.onClose() }  // Esc where the terminal is too small: saved, back to the list
}
