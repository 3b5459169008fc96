import Observation
import TerminalUI

public enum DeleteAnswer: Hashable, Sendable { case delete, keep }

/// The dialog's view model: the focus, and the answer, which deletes or not (`DialogScreen` draws it).
@MainActor @Observable
public final class ConfirmDeleteViewModel: DialogViewModel {
  public enum Event: Hashable, Sendable { case answered }

  private let notebook: Notebook
  let index: Int
  private let events: (Event) -> Void
  public private(set) var focus = DeleteAnswer.keep

  public init(notebook: Notebook, index: Int, events: @escaping (Event) -> Void) {
    (self.notebook, self.index, self.events) = (notebook, index, events)
  }

  var name: String { notebook.notes[index].title.isEmpty ? "This untitled note" : "“\(notebook.notes[index].title)”" }
  public func onFocus(_ answer: DeleteAnswer) { focus = answer }
  public func onAnswer(_ answer: DeleteAnswer) {
    if answer == .delete { notebook.replace(index, with: nil) }
    events(.answered)
  }
}
