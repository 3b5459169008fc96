/// Where the calculator keeps the user's session between runs. The view model only sees this
/// protocol: tests give it an in-memory store, the app a file.
public protocol SessionStore: Sendable {
  /// Where the session lives, for messages (a path, or a name).
  var location: String { get }
  /// The saved session, or nil when nothing was saved yet. Runs where its caller runs: off the
  /// main actor while a loading screen shows, on it when there is none (no start-up delay).
  nonisolated(nonsending) func load() async throws(SessionLoadError) -> SavedSession?
  /// Replaces the saved session with `session`. Called where its caller runs (the main actor): a
  /// store that writes a file moves that work off it itself, and one that keeps nothing starts no
  /// thread for nothing.
  nonisolated(nonsending) func save(_ session: SavedSession) async throws(SessionSaveError)
  /// Moves an unreadable session out of the way, keeping it; returns where it went, if anywhere.
  func setAside() async throws(SessionSaveError) -> String?
  /// Why nothing will be saved from the start, if so (another SumCalc writes this session, there
  /// is no home): known once `load()` has run, and shown before the first change.
  nonisolated(nonsending) func standingProblem() async -> SaveProblem?
  /// Where the session another SumCalc left was kept aside, once this store took the session over
  /// after that one had gone; nil until then.
  nonisolated(nonsending) func otherSessionKeptAside() async -> String?
}

extension SessionStore {
  nonisolated(nonsending) public func standingProblem() async -> SaveProblem? { nil }
  nonisolated(nonsending) public func otherSessionKeptAside() async -> String? { nil }
}

/// Why the session is not being saved, in terms each language words its own way.
public enum SaveProblem: Hashable, Sendable {
  /// A failed system call, in `strerror`'s words ("no space left on device").
  case system(String)
  /// The state file is there but the user may not write it: it is left as it is.
  case readOnlyFile
  /// Another SumCalc holds this session's lock and is the one that saves.
  case anotherSumCalc
  /// No home directory to keep a session in, and no `--state-file`.
  case noHome
  /// The directory the default state path lies in (a home, `XDG_STATE_HOME`) does not exist:
  /// SumCalc makes its own directories, never that one.
  case missingDirectory(String)
  /// The user chose to go on without saving, the state path not being a file.
  case savingOff(FileKind)
}

/// Why a saved session could not be read, in words the user can act on.
public enum SessionProblem: Hashable, Sendable {
  case notJSON
  case unknownVersion(Int)
  case wrongContent
  case notAFile(FileKind)
  case permissionDenied
  /// Larger than any session SumCalc writes: not read into memory.
  case tooLarge
  case other(String)
}

/// A session that could not be read.
public struct SessionLoadError: Error, Hashable, Sendable {
  public var problem: SessionProblem
  /// Whether the path names a regular file that Start fresh can keep aside (never a directory, a
  /// loop of links, a path that cannot be reached). By default, where the content is the problem.
  public var canSetAside: Bool

  public init(_ problem: SessionProblem, canSetAside: Bool? = nil) {
    self.problem = problem
    switch problem {
    case .notJSON, .unknownVersion, .wrongContent, .tooLarge: self.canSetAside = canSetAside ?? true
    case .notAFile, .permissionDenied, .other: self.canSetAside = canSetAside ?? false
    }
  }
}

/// A session that could not be written, and why.
public struct SessionSaveError: Error, Hashable, Sendable {
  public var problem: SaveProblem

  public init(_ problem: SaveProblem) {
    self.problem = problem
  }

  /// A failed system call, in `strerror`'s words.
  public init(_ reason: String) {
    self.problem = .system(reason)
  }
}

extension SessionProblem {
  /// A failure to move a file aside, told as a problem with the session.
  public init(_ problem: SaveProblem) {
    switch problem {
    case .system(let words): self = .other(words)
    case .readOnlyFile: self = .permissionDenied
    case .savingOff(let kind): self = .notAFile(kind)
    case .anotherSumCalc, .noHome, .missingDirectory: self = .other("")
    }
  }
}

/// No place to keep the session (no home directory): the calculator runs and says so.
public struct UnavailableSessionStore: SessionStore {
  public let problem: SaveProblem

  public init(_ problem: SaveProblem) {
    self.problem = problem
  }

  public var location: String { "" }
  nonisolated(nonsending) public func load() async throws(SessionLoadError) -> SavedSession? { nil }
  nonisolated(nonsending) public func save(_ session: SavedSession) async throws(SessionSaveError) {
    throw SessionSaveError(problem)
  }
  public func setAside() async throws(SessionSaveError) -> String? { nil }
  nonisolated(nonsending) public func standingProblem() async -> SaveProblem? { problem }
}

/// `--no-state`: keeps nothing, loads nothing.
public struct NoSessionStore: SessionStore {
  public init() {}
  public var location: String { "" }
  nonisolated(nonsending) public func load() async throws(SessionLoadError) -> SavedSession? { nil }
  nonisolated(nonsending) public func save(_ session: SavedSession) async throws(SessionSaveError) {}
  public func setAside() async throws(SessionSaveError) -> String? { nil }
}

/// What a state path names, for the rule that the store acts only on regular files.
public enum FileKind: Hashable, Sendable {
  case directory
  /// A path ending in `/` (or `/.`, `/..`) where no directory is yet: the name of one.
  case directoryName
  case device
  case fifo
  case socket
  case other
}
