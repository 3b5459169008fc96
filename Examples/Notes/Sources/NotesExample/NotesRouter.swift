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
  public private(set) var route: NotesRoute
  private let notebook: Notebook
  private let list: NoteListViewModel

  public init(notebook: Notebook) {
    weak var router: NotesRouter?  // the list's events reach the router once it exists
    (self.notebook, list) = (notebook, NoteListViewModel(notebook: notebook) { router?.listAsked($0) })
    route = .list(list)
    router = self
  }

  private func listAsked(_ event: NoteListViewModel.Event) {
    let back = { [weak self] in if let self { route = .list(list) } }
    route =
      switch event {
      case .open(let note): .editor(NoteEditorViewModel(notebook: notebook, note: note) { _ in back() }, over: list)
      case .delete(let note):
        .confirmDelete(ConfirmDeleteViewModel(notebook: notebook, note: note) { _ in back() }, over: list)
      }
  }
  public func restore(_ route: NotesRoute) { self.route = route }  // an Esc taken back: safe, notes held by id

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
