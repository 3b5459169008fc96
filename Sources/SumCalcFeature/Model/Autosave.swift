/// Keeps the session saved as the calculator's data changes: one save at a time, always of the
/// newest data. The data is read when a save starts, not at every change, so a keystroke never
/// copies a long list of numbers that a pending save still holds.
@MainActor
final class Autosave {
  private let store: any SessionStore
  /// The data to save, read when a save starts; nil once its owner is gone.
  private let current: () -> CalculatorData?
  /// Told when saving starts failing (and why) or works again (nil).
  private let problemChanged: (SaveProblem?) -> Void
  private var saving: Task<Void, Never>?
  private var needsSave = false
  private var problem: SaveProblem?

  init(
    store: any SessionStore, problem: SaveProblem?, current: @escaping () -> CalculatorData?,
    problemChanged: @escaping (SaveProblem?) -> Void
  ) {
    self.store = store
    self.problem = problem
    self.current = current
    self.problemChanged = problemChanged
  }

  /// The data changed: save it soon. Returns the saving under way, which ends once the newest data
  /// is saved (or could not be).
  @discardableResult
  func changed() -> Task<Void, Never> {
    needsSave = true
    if let saving { return saving }
    let task = Task {
      while needsSave, let data = current() {
        needsSave = false
        do throws(SessionSaveError) {
          try await store.save(data)
          report(nil)
        } catch {
          report(error.problem)
        }
      }
      saving = nil
    }
    saving = task
    return task
  }

  /// Waits for the save in progress, and the one it may still owe, to end.
  func finish() async {
    await saving?.value
  }

  private func report(_ newProblem: SaveProblem?) {
    guard newProblem != problem else { return }
    problem = newProblem
    problemChanged(newProblem)
  }
}
