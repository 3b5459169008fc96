import AppFiles
import Glibc
import SumCalcModel

/// The session kept in a JSON file (see `SessionFile`), on the toolkit's file rules (`AppFiles`):
/// written atomically with mode 0600, as SumCalc's specification says, whatever mode it had.
///
/// It acts only on a regular file, a symbolic link to one (the link is followed and kept), or a
/// path where nothing is yet; a directory, device, FIFO or socket there is never opened for
/// writing, moved or replaced. A file the user may not write is never replaced. One SumCalc writes
/// a session at a time: the first to load it holds a lock; another one only reads until the first
/// has gone, then writes, keeping what the first left aside (`<path>.other-<timestamp>`).
///
/// Safe to share: its only state, the lock, is behind a mutex. The calls block their thread
/// briefly on file I/O.
public struct FileSessionStore: SessionStore {
  /// The session file as the user named it.
  public var path: String { file.path }
  /// A directory that must exist before anything is made in it (the home of the default path):
  /// SumCalc makes its own directories, never a home. Nil: any missing directory may be made.
  public var base: String? { file.base }
  /// The file, on the toolkit's rules; anything larger than the largest session is not one.
  private let file: KeptFile

  public init(path: String, base: String? = nil) {
    file = KeptFile(path: path, base: base, limit: SessionFile.maximumSize, mode: 0o600)
  }

  public var location: String { path }

  /// The saved session; nil when there is no file yet. Takes the session's lock.
  nonisolated(nonsending) public func load() async throws(SessionLoadError) -> SavedSession? {
    try loadNow()
  }

  /// Replaces the file with `session`, in the current format: directories made (mode 0700) if
  /// missing, then temporary file, fsync, rename, fsync of the directory.
  nonisolated(nonsending) public func save(_ session: SavedSession) async throws(SessionSaveError) {
    try await write(session)
  }

  /// The save's file work, off the caller's executor: the disk may be slow.
  @concurrent private func write(_ session: SavedSession) async throws(SessionSaveError) {
    try saveNow(session)
  }

  /// Renames the file to `<path>.corrupt-<UTC timestamp>` and returns that path; nil when there
  /// is no file.
  public func setAside() async throws(SessionSaveError) -> String? {
    try setAside(at: time(nil))
  }

  nonisolated(nonsending) public func otherSessionKeptAside() async -> String? {
    file.otherAside
  }

  nonisolated(nonsending) public func standingProblem() async -> SaveProblem? {
    if let base, file.isMissingBase { return .missingDirectory(base) }
    return file.isAnotherInstanceWriting ? .anotherSumCalc : nil
  }

  /// The current user's home directory from the password database, if it has one.
  public static func passwordDatabaseHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }

  // MARK: Steps, callable on their own (tests simulate a crash between them)

  func loadNow() throws(SessionLoadError) -> SavedSession? {
    let bytes: [UInt8]?
    do throws(KeptFile.Problem) {
      bytes = try file.read()
    } catch {
      // A regular file that cannot be read can always be kept aside; nothing else is moved.
      throw SessionLoadError(Self.loadProblem(error), canSetAside: file.holdsRegularFile)
    }
    guard let bytes else { return nil }
    do throws(SessionLoadError) {
      return try SessionFile.decode(bytes)
    } catch {
      throw SessionLoadError(error.problem, canSetAside: true)  // a regular file, read whole
    }
  }

  func saveNow(_ session: SavedSession) throws(SessionSaveError) {
    let bytes = try SessionFile.encode(session)
    do throws(KeptFile.Problem) { try file.write(bytes) } catch { throw Self.saveError(error) }
  }

  /// First half of a save: the directories and a flushed temporary file beside the session file,
  /// whose path is returned. The session file itself is untouched.
  func writeTemporary(_ session: SavedSession) throws(SessionSaveError) -> String {
    let bytes = try SessionFile.encode(session)
    do throws(KeptFile.Problem) { return try file.writeTemporary(bytes) } catch { throw Self.saveError(error) }
  }

  /// Second half of a save: the temporary file replaces the session file.
  func commit(temporary: String) throws(SessionSaveError) {
    do throws(KeptFile.Problem) { try file.commit(temporary: temporary) } catch { throw Self.saveError(error) }
  }

  /// `setAside()` with the clock given. Only a regular file (or the file a link names) is moved,
  /// named for what it is: a file of a newer version is that version's, anything else corrupt.
  func setAside(at time: time_t) throws(SessionSaveError) -> String? {
    let what: String
    do throws(SessionLoadError) {
      // Looked at, not claimed: setting aside takes no lock.
      let target = (try? ResolvedPath.resolve(path))?.target ?? path
      if let bytes = try? RegularFile.read(target, limit: SessionFile.maximumSize) { _ = try SessionFile.decode(bytes) }
      what = "corrupt"
    } catch {
      if case .unknownVersion(let version) = error.problem { what = "version-\(version)" } else { what = "corrupt" }
    }
    do throws(KeptFile.Problem) { return try file.setAside(as: what, at: time) } catch { throw Self.saveError(error) }
  }

  /// The file rules' problem in the session's words.
  private static func saveError(_ problem: KeptFile.Problem) -> SessionSaveError {
    switch problem {
    case .notAFile(let kind): SessionSaveError(.savingOff(SumCalcModel.FileKind(kind)))
    case .readOnlyFile: SessionSaveError(.readOnlyFile)
    case .anotherInstance: SessionSaveError(.anotherSumCalc)
    case .missingDirectory(let path): SessionSaveError(.missingDirectory(path))
    case .permissionDenied, .tooLarge, .system: SessionSaveError(problem.words)
    }
  }

  private static func loadProblem(_ problem: KeptFile.Problem) -> SessionProblem {
    switch problem {
    case .notAFile(let kind): .notAFile(SumCalcModel.FileKind(kind))
    case .permissionDenied: .permissionDenied
    case .tooLarge: .tooLarge
    case .readOnlyFile, .anotherInstance, .missingDirectory, .system: .other(problem.words)
    }
  }
}

extension SumCalcModel.FileKind {
  /// The kind the file rules found, in the session's words.
  init(_ kind: AppFiles.FileKind) {
    self =
      switch kind {
      case .directory: .directory
      case .directoryName: .directoryName
      case .device: .device
      case .fifo: .fifo
      case .socket: .socket
      case .other: .other
      }
  }
}
