import Observation
import TerminalUI

public enum DeleteAnswer: Hashable, Sendable { case delete, keep }

/// The dialog's view model: the focus, and the answer, which deletes or not (`DialogScreen` draws it).
@MainActor @Observable
public final class ConfirmDeleteViewModel: DialogViewModel {
  public enum Event: Hashable, Sendable { case answered }

  private let notebook: Notebook
  let id: NoteID
  private let events: (Event) -> Void
  public private(set) var focus = DeleteAnswer.keep

  public init(notebook: Notebook, id: NoteID, events: @escaping (Event) -> Void) {
    (self.notebook, self.id, self.events) = (notebook, id, events)
  }

  var name: String {
    let title = notebook.note(id)?.title ?? ""
    return title.isEmpty ? "This untitled note" : "“\(title)”"
  }
  public func onFocus(_ answer: DeleteAnswer) { focus = answer }
  public func onAnswer(_ answer: DeleteAnswer) {
    if answer == .delete { notebook.replace(id, with: nil) }
    events(.answered)
  }
}
