import SumCalcModel

/// A session store in memory: it can be told to fail loads, saves or setting aside, and records
/// what the view model asked of it.
public actor MemorySessionStore: SessionStore {
  public nonisolated let location: String

  /// What a load returns (and what the last successful save wrote).
  public private(set) var saved: SavedSession?
  /// The data of `saved`.
  public var stored: CalculatorData? { saved?.data }
  /// The data of every successful save, in order.
  public private(set) var saves: [CalculatorData] = []
  /// How many times a save was attempted, failed or not.
  public private(set) var saveAttempts = 0
  /// How many times `load` was called.
  public private(set) var loadCount = 0
  /// How many times `setAside` was called.
  public private(set) var setAsideCount = 0

  private var loadProblem: SessionProblem?
  private var standing: SaveProblem?
  /// Saves wait here while held, as on a slow disk.
  private var held: [CheckedContinuation<Void, Never>]?
  private var saveFailure: String?
  private var setAsideFailure: String?

  /// A store at `location` holding `stored` with `settings` (one of which it could not read, where
  /// `settingsFellBack`), or nothing saved yet.
  public init(
    location: String = "/state/sumcalc/state.json", stored: CalculatorData? = nil, settings: Settings? = nil,
    settingsFellBack: Bool = false
  ) {
    self.location = location
    if stored != nil || settings != nil || settingsFellBack {
      saved = SavedSession(
        data: stored ?? CalculatorData(), settings: settings ?? Settings(), settingsFellBack: settingsFellBack)
    }
  }

  /// Makes every load fail with `problem`; nil makes loads succeed again.
  public func failLoads(with problem: SessionProblem?) { loadProblem = problem }
  /// Makes every save fail with `reason`; nil makes saves succeed again.
  public func failSaves(with reason: String?) { saveFailure = reason }
  /// Makes the store say from the start that it will not save (another SumCalc, no home).
  public func refuseToSave(because problem: SaveProblem?) { standing = problem }
  /// Makes setting aside fail with `reason`.
  public func failSetAside(with reason: String?) { setAsideFailure = reason }

  /// Where `setAside` puts the unreadable session.
  public nonisolated var asidePath: String { location + ".corrupt-1" }

  public func load() async throws(SessionLoadError) -> SavedSession? {
    loadCount += 1
    if let loadProblem { throw SessionLoadError(loadProblem) }
    return saved
  }

  public func standingProblem() async -> SaveProblem? { standing }

  /// Makes saves wait, as a slow disk would, until `releaseSaves()`.
  public func holdSaves() { held = held ?? [] }
  /// Lets the saves waiting go on, and later ones through at once.
  public func releaseSaves() {
    let waiting = held ?? []
    held = nil
    for save in waiting { save.resume() }
  }

  public func save(_ session: SavedSession) async throws(SessionSaveError) {
    saveAttempts += 1
    if held != nil { await withCheckedContinuation { held?.append($0) } }
    if let standing { throw SessionSaveError(standing) }
    if let saveFailure { throw SessionSaveError(saveFailure) }
    saved = session
    saves.append(session.data)
  }

  /// Moves the session out of the way: afterwards there is nothing to load, and nothing fails.
  public func setAside() async throws(SessionSaveError) -> String? {
    setAsideCount += 1
    if let setAsideFailure { throw SessionSaveError(setAsideFailure) }
    saved = nil
    loadProblem = nil
    return asidePath
  }
}
