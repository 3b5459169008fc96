@testable import SumCalcFeature

/// A session store in memory: it can be told to fail loads, saves or setting aside, and records
/// what the view model asked of it.
actor MemorySessionStore: SessionStore {
  nonisolated let location: String

  /// What a load returns (and what the last successful save wrote).
  private(set) var stored: CalculatorData?
  /// Every successful save, in order.
  private(set) var saves: [CalculatorData] = []
  /// How many times a save was attempted, failed or not.
  private(set) var saveAttempts = 0
  /// How many times `load` was called.
  private(set) var loadCount = 0
  /// How many times `setAside` was called.
  private(set) var setAsideCount = 0

  private var loadProblem: SessionProblem?
  private var standing: SaveProblem?
  private var saveFailure: String?
  private var setAsideFailure: String?

  init(location: String = "/state/sumcalc/state.json", stored: CalculatorData? = nil) {
    self.location = location
    self.stored = stored
  }

  /// Makes every load fail with `problem`; nil makes loads succeed again.
  func failLoads(with problem: SessionProblem?) { loadProblem = problem }
  /// Makes every save fail with `reason`; nil makes saves succeed again.
  func failSaves(with reason: String?) { saveFailure = reason }
  /// Makes the store say from the start that it will not save (another SumCalc, no home).
  func refuseToSave(because problem: SaveProblem?) { standing = problem }
  /// Makes setting aside fail with `reason`.
  func failSetAside(with reason: String?) { setAsideFailure = reason }

  /// Where `setAside` puts the unreadable session.
  nonisolated var asidePath: String { location + ".corrupt-1" }

  func load() async throws(SessionLoadError) -> CalculatorData? {
    loadCount += 1
    if let loadProblem { throw SessionLoadError(loadProblem) }
    return stored
  }

  func standingProblem() async -> SaveProblem? { standing }

  func save(_ data: CalculatorData) async throws(SessionSaveError) {
    saveAttempts += 1
    if let standing { throw SessionSaveError(standing) }
    if let saveFailure { throw SessionSaveError(saveFailure) }
    stored = data
    saves.append(data)
  }

  /// Moves the session out of the way: afterwards there is nothing to load, and nothing fails.
  func setAside() async throws(SessionSaveError) -> String? {
    setAsideCount += 1
    if let setAsideFailure { throw SessionSaveError(setAsideFailure) }
    stored = nil
    loadProblem = nil
    return asidePath
  }
}
