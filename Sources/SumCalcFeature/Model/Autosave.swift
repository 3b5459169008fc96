import SumCalcModel

/// Keeps the session saved as it changes: one save at a time, always of the newest session. The
/// session is read when a save starts, not at every change, so a keystroke never copies a long list
/// of numbers that a pending save still holds.
@MainActor
final class Autosave {
  private let store: any SessionStore
  /// The session to save, read when a save starts; nil once its owner is gone.
  private let current: () -> SavedSession?
  /// Told after each save whether it failed, and why (nil: the session is on disk), and where the
  /// session another SumCalc left was kept aside, if the store took it over.
  private let saved: (SaveProblem?, String?) -> Void
  private var saving: Task<Void, Never>?
  private var needsSave = false

  init(
    store: any SessionStore, current: @escaping () -> SavedSession?, saved: @escaping (SaveProblem?, String?) -> Void
  ) {
    self.store = store
    self.current = current
    self.saved = saved
  }

  /// The session changed: save it soon.
  func changed() {
    needsSave = true
    guard saving == nil else { return }
    saving = Task {
      while needsSave, let session = current() {
        needsSave = false
        do throws(SessionSaveError) {
          try await store.save(session)
          saved(nil, await store.otherSessionKeptAside())
        } catch {
          saved(error.problem, nil)
        }
      }
      saving = nil
    }
  }

  /// Waits for the save in progress, and the one it may still owe, to end.
  func finish() async {
    await saving?.value
  }
}
