import Observation
import TerminalUI

/// Which screen shows, each case with its screens' view models: the editor and the dialog are over the list.
public enum NotesRoute: Equatable {
  case list(NoteListViewModel)
  case editor(NoteEditorViewModel, over: NoteListViewModel)
  case confirmDelete(ConfirmDeleteViewModel, over: NoteListViewModel)
}

/// The navigator: the one code that changes the route, as the view models' events ask.
@MainActor @Observable
public final class NotesRouter: Navigator {
  public var route: NotesRoute { shown ?? .list(list) }
  private var shown: NotesRoute?  // nil: the list, below the others
  private let notebook: Notebook
  /// Made when first asked for: its events come back to this router, which must exist first.
  @ObservationIgnored private lazy var list = NoteListViewModel(notebook: notebook) { [weak self] in self?.listAsked($0)
  }

  public init(notebook: Notebook) { self.notebook = notebook }

  private func listAsked(_ event: NoteListViewModel.Event) {
    let back = { [weak self] in self?.shown = nil }
    shown =
      switch event {
      case .open(let note): .editor(NoteEditorViewModel(notebook: notebook, note: note) { _ in back() }, over: list)
      case .delete(let note):
        .confirmDelete(ConfirmDeleteViewModel(notebook: notebook, note: note) { _ in back() }, over: list)
      }
  }
  public func restore(_ route: NotesRoute) { shown = route }  // an Esc taken back: safe, notes held by id

  public func screen(for route: NotesRoute, context: ScreenContext<Void>) -> any Screen {
    switch route {
    case .list(let list): NoteListScreen(viewModel: list, context: context)
    case .editor(let editor, _): NoteEditorScreen(viewModel: editor, context: context)
    case .confirmDelete(let dialog, let list):
      DialogScreen(
        viewModel: dialog, below: NoteListScreen(viewModel: list, context: context), context: context,
        title: "Delete?", message: "\(dialog.name) goes for good.",
        buttons: [DialogButton(.delete, "Delete", keys: ["y"]), DialogButton(.keep, "Keep", keys: ["n", .escape])],
        cancel: .keep)
    }
  }

  /// `q` quits wherever it is not text (the editor takes it: `Screen.takesText`); Ctrl-C anywhere.
  public let quitKeys: Set<Key> = ["q"]

  public func stop() async { if case .editor(let editor, _) = route { editor.save() } }  // a note open is kept
}
