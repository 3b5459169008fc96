import SumCalcModel

/// Keeps the session saved as the calculator's data changes: one save at a time, always of the
/// newest data. The data is read when a save starts, not at every change, so a keystroke never
/// copies a long list of numbers that a pending save still holds.
@MainActor
final class Autosave {
  private let store: any SessionStore
  /// The data to save, read when a save starts; nil once its owner is gone.
  private let current: () -> CalculatorData?
  /// Told after each save whether it failed, and why (nil: the data is on disk).
  private let saved: (SaveProblem?) -> Void
  private var saving: Task<Void, Never>?
  private var needsSave = false

  init(store: any SessionStore, current: @escaping () -> CalculatorData?, saved: @escaping (SaveProblem?) -> Void) {
    self.store = store
    self.current = current
    self.saved = saved
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
          saved(nil)
        } catch {
          saved(error.problem)
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
}
