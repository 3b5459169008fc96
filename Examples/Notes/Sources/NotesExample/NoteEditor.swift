import Observation
import TerminalUI

public enum EditorControl: Hashable, Sendable { case title, body }

/// Everything the editor shows, as one value: the two texts being edited and which has the focus.
struct EditorState: Equatable, Sendable {
  var title: EditableText
  var body: EditableText
  var focus: EditorControl
}

/// The editor's view model: the note's title and body as they are edited, written back when closed.
@MainActor @Observable
public final class NoteEditorViewModel: ViewModel {
  public enum Event: Hashable, Sendable { case closed }
  private let notebook: Notebook
  private let id: Note.ID
  private let events: (Event) -> Void
  private(set) var state: EditorState

  public init(notebook: Notebook, note: Note, events: @escaping (Event) -> Void) {
    (self.notebook, self.id, self.events) = (notebook, note.id, events)
    state = EditorState(
      title: EditableText(note.title, singleLine: true), body: EditableText(note.body),
      focus: note.title.isEmpty ? .title : .body)
  }

  /// An edit of the text with the focus, shown at `size`.
  public func onEdit(_ edit: TextEdit, in size: Size) {
    if state.focus == .title { state.title.apply(edit, in: size) } else { state.body.apply(edit, in: size) }
  }
  public func onFocus(_ control: EditorControl) { state.focus = control }
  public func onClose() {
    save()
    events(.closed)
  }
  /// Also when the program ends with the note open (Ctrl-C, a signal). A note left empty goes.
  public func save() {
    let note = Note(id: id, title: state.title.text, body: state.body.text)
    notebook.replace(id, with: note.title.isEmpty && note.body.isEmpty ? nil : note)
  }
}

/// The title field over the body, each in a box; Tab (or Up and Down from the field) moves between
/// them, Esc saves and goes back.
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
    let focus = viewModel.state.focus
    if key == .escape { viewModel.onClose() }
    return TextKeys.handle(key, on: focus, in: frame, edit: viewModel.onEdit)
      ?? FocusKeys.handle(key, in: frame, focus: focus, move: viewModel.onFocus, press: press) ?? .keepRunning
  }

  func press(_ control: EditorControl, in frame: RenderedScreen<EditorControl>) -> FrameOutcome {  // Enter in the title
    viewModel.onFocus(.body)
    return .keepRunning
  }

  func click(_ control: EditorControl, at cell: Point, in frame: RenderedScreen<EditorControl>) -> FrameOutcome {
    viewModel.onFocus(control)
    TextKeys.click(at: cell, on: control, in: frame, edit: viewModel.onEdit)
    return .keepRunning
  }

  func scroll(_ button: MouseButton, at cell: Point, in frame: RenderedScreen<EditorControl>) {
    TextKeys.scroll(button, on: viewModel.state.focus, in: frame, edit: viewModel.onEdit)
  }

  func paste(_ text: String, in frame: RenderedScreen<EditorControl>) {
    TextKeys.paste(text, on: viewModel.state.focus, in: frame, edit: viewModel.onEdit)
  }
  func leave() { viewModel.onClose() }  // Esc where the terminal is too small: saved, back to the list
}
