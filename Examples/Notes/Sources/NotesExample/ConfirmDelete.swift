import Observation
import TerminalUI

public enum DeleteAnswer: Hashable, Sendable { case delete, keep }

/// The dialog's view model: the focus, and the answer, which deletes or not (`DialogScreen` draws it).
@MainActor @Observable
public final class ConfirmDeleteViewModel: DialogViewModel {
  public enum Event: Hashable, Sendable { case answered }

  private let notebook: Notebook
  let note: Note
  private let events: (Event) -> Void
  public private(set) var focus = DeleteAnswer.keep

  public init(notebook: Notebook, note: Note, events: @escaping (Event) -> Void) {
    (self.notebook, self.note, self.events) = (notebook, note, events)
  }

  var name: String { note.title.isEmpty ? "This untitled note" : "“\(note.title)”" }
  public func onFocus(_ answer: DeleteAnswer) { focus = answer }
  public func onAnswer(_ answer: DeleteAnswer) {
    if answer == .delete { notebook.replace(note.id, with: nil) }
    events(.answered)
  }
}
