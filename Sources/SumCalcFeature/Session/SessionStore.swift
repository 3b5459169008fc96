/// Where the calculator keeps the user's session between runs. The view model only sees this
/// protocol: tests give it an in-memory store, the app a file.
public protocol SessionStore: Sendable {
  /// Where the session lives, for messages (a path, or a name).
  var location: String { get }
  /// The saved session, or nil when nothing was saved yet.
  func load() async throws(SessionLoadError) -> CalculatorData?
  /// Replaces the saved session with `data`.
  func save(_ data: CalculatorData) async throws(SessionSaveError)
  /// Moves an unreadable session out of the way, keeping it; returns where it went, if anywhere.
  func setAside() async throws(SessionSaveError) -> String?
}

/// A session that could not be read.
public struct SessionLoadError: Error, Hashable, Sendable {
  public var problem: SessionProblem

  public init(_ problem: SessionProblem) {
    self.problem = problem
  }
}

/// A session that could not be written, with the reason in plain words.
public struct SessionSaveError: Error, Hashable, Sendable {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }
}

/// `--no-state`: keeps nothing, loads nothing.
public struct NoSessionStore: SessionStore {
  public init() {}
  public var location: String { "" }
  public func load() async throws(SessionLoadError) -> CalculatorData? { nil }
  public func save(_ data: CalculatorData) async throws(SessionSaveError) {}
  public func setAside() async throws(SessionSaveError) -> String? { nil }
}
