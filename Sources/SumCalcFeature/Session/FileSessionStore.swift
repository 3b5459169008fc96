import Glibc

/// The session kept in a JSON file (see `SessionFile`), written atomically with mode 0600.
///
/// A value holding only its path, so it is safe to share. The calls block their thread briefly on
/// file I/O; the file is a few hundred bytes.
public struct FileSessionStore: SessionStore {
  /// The session file.
  public let path: String

  public init(path: String) {
    self.path = path
  }

  public var location: String { path }

  /// The saved session; nil when there is no file (or no directory for it).
  public func load() async throws(SessionLoadError) -> CalculatorData? {
    try loadNow()
  }

  /// Replaces the file with `data`: directories made (mode 0700) if missing, then temporary file,
  /// fsync, rename, fsync of the directory.
  public func save(_ data: CalculatorData) async throws(SessionSaveError) {
    try saveNow(data)
  }

  /// Renames the file to `<path>.corrupt-<UTC timestamp>` and returns that path; nil when there
  /// is no file.
  public func setAside() async throws(SessionSaveError) -> String? {
    try setAside(at: time(nil))
  }

  /// Where the session lives unless `--state-file` says otherwise:
  /// `$XDG_STATE_HOME/sumcalc/state.json` when that is set to an absolute path, else
  /// `$HOME/.local/state/sumcalc/state.json`; nil when neither is usable.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return joined(state, "sumcalc/state.json")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return joined(home, ".local/state/sumcalc/state.json")
    }
    return nil
  }

  // MARK: Steps, callable on their own (tests simulate a crash between them)

  func loadNow() throws(SessionLoadError) -> CalculatorData? {
    guard let bytes = try RegularFileReader.read(path) else { return nil }
    return try SessionFile.decode(bytes)
  }

  func saveNow(_ data: CalculatorData) throws(SessionSaveError) {
    let bytes = try SessionFile.encode(data)
    do throws(SystemError) {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// First half of a save: the directories and a flushed temporary file beside the session file,
  /// whose path is returned. The session file itself is untouched.
  func writeTemporary(_ data: CalculatorData) throws(SessionSaveError) -> String {
    let bytes = try SessionFile.encode(data)
    do throws(SystemError) {
      try AtomicFile.makeDirectories(AtomicFile.directory(of: path))
      return try AtomicFile.writeTemporary(bytes, beside: path)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// Second half of a save: the temporary file replaces the session file.
  func commit(temporary: String) throws(SessionSaveError) {
    do throws(SystemError) {
      try AtomicFile.commit(temporary, to: path)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// `setAside()` with the clock given.
  func setAside(at time: time_t) throws(SessionSaveError) -> String? {
    do throws(SystemError) {
      return try SetAside.move(path, at: time)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  private static func joined(_ directory: String, _ rest: String) -> String {
    var directory = Substring(directory)
    while directory.count > 1, directory.hasSuffix("/") { directory = directory.dropLast() }
    return directory == "/" ? "/" + rest : directory + "/" + rest
  }
}
