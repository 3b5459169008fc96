import AppFiles
import Glibc
import SumCalcModel

/// The session kept in a JSON file (see `SessionFile`), on the toolkit's file rules (`AppFiles`):
/// written atomically, a new file with mode 0600, a file replaced keeping its mode.
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
  public let path: String
  /// A directory that must exist before anything is made in it (the home of the default path):
  /// SumCalc makes its own directories, never a home. Nil: any missing directory may be made.
  public let base: String?
  private let writer = WriterClaim()

  public init(path: String, base: String? = nil) {
    self.path = path
    self.base = base
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
    writer.otherAside
  }

  nonisolated(nonsending) public func standingProblem() async -> SaveProblem? {
    if let base, !AtomicFile.isDirectory(base) { return .missingDirectory(base) }
    return writer.isAnotherWriting ? .anotherSumCalc : nil
  }

  /// The current user's home directory from the password database, if it has one.
  public static func passwordDatabaseHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }

  // MARK: Steps, callable on their own (tests simulate a crash between them)

  func loadNow() throws(SessionLoadError) -> SavedSession? {
    let state: ResolvedPath
    do throws(SystemError) {
      state = try ResolvedPath.resolve(path)
    } catch {
      throw SessionLoadError(error.code == EACCES ? .permissionDenied : .other(error.words))
    }
    if case .notAFile(let kind) = state.content { throw SessionLoadError(.notAFile(SumCalcModel.FileKind(kind))) }
    writer.claim(state.target)
    // Only the writer clears: another SumCalc's pids may not be visible from here (containers).
    if !writer.isAnotherWriting { LeftoverTemporaries.removeOrphans(of: state.target) }
    do throws(SessionLoadError) {
      guard let bytes = try Self.read(state.target) else { return nil }
      return try SessionFile.decode(bytes)
    } catch {
      // A regular file that cannot be read or understood can always be kept aside.
      throw SessionLoadError(error.problem, canSetAside: state.content == .regularFile)
    }
  }

  func saveNow(_ session: SavedSession) throws(SessionSaveError) {
    let target = try writableTarget()
    let bytes = try SessionFile.encode(session)
    do throws(SystemError) {
      try AtomicFile.write(bytes, to: target)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// First half of a save: the directories and a flushed temporary file beside the session file,
  /// whose path is returned. The session file itself is untouched.
  func writeTemporary(_ session: SavedSession) throws(SessionSaveError) -> String {
    let target = try writableTarget()
    let bytes = try SessionFile.encode(session)
    do throws(SystemError) {
      try AtomicFile.makeDirectories(AtomicFile.directory(of: target))
      return try AtomicFile.writeTemporary(bytes, beside: target)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// Second half of a save: the temporary file replaces the session file.
  func commit(temporary: String) throws(SessionSaveError) {
    let target = try writableTarget()
    do throws(SystemError) {
      try AtomicFile.commit(temporary, to: target)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// `setAside()` with the clock given. Only a regular file (or the file a link names) is moved.
  func setAside(at time: time_t) throws(SessionSaveError) -> String? {
    let state: ResolvedPath
    do throws(SystemError) {
      state = try ResolvedPath.resolve(path)
    } catch {
      throw SessionSaveError(error.words)
    }
    switch state.content {
    case .nothing: return nil
    case .notAFile(let kind): throw SessionSaveError(.savingOff(SumCalcModel.FileKind(kind)))
    case .regularFile: break
    }
    do throws(SystemError) {
      return try SetAside.move(state.target, as: Self.asideName(of: state.target), at: time)
    } catch {
      throw SessionSaveError(error.words)
    }
  }

  /// What the file at `target` is, for the name it is kept aside under: a file of a newer
  /// version is that version's, anything else is corrupt.
  private static func asideName(of target: String) -> String {
    do throws(SessionLoadError) {
      if let bytes = try read(target) { _ = try SessionFile.decode(bytes) }
    } catch {
      if case .unknownVersion(let version) = error.problem { return "version-\(version)" }
    }
    return "corrupt"
  }

  /// The file a save may replace: the path with its links followed, when this SumCalc is the
  /// session's writer, the path names a file (or nothing yet) and that file may be written.
  private func writableTarget() throws(SessionSaveError) -> String {
    let state: ResolvedPath
    do throws(SystemError) {
      state = try ResolvedPath.resolve(path)
    } catch {
      throw SessionSaveError(error.words)
    }
    if let base, !AtomicFile.isDirectory(base) { throw SessionSaveError(.missingDirectory(base)) }
    // Nothing, not even a lock, is made for what is not a file.
    if case .notAFile(let kind) = state.content { throw SessionSaveError(.savingOff(SumCalcModel.FileKind(kind))) }
    if case .nothing = state.content {
      // The first save of a session makes its directory, where the lock lives too.
      try? AtomicFile.makeDirectories(AtomicFile.directory(of: state.target))
    }
    writer.claim(state.target)
    if writer.isAnotherWriting { throw SessionSaveError(.anotherSumCalc) }
    // This SumCalc read the session beside another one, which has gone: what that one saved last
    // is kept aside, never replaced unseen.
    if case .regularFile = state.content, writer.takeOver() {
      do throws(SystemError) {
        writer.keptAside(at: try SetAside.move(state.target, as: "other", at: time(nil)))
        return state.target
      } catch {
        throw SessionSaveError(error.words)
      }
    }
    if case .regularFile = state.content, access(state.target, W_OK) != 0 {
      // Renaming over a file needs only the directory's permission: ask about the file itself.
      throw errno == EACCES || errno == EPERM
        ? SessionSaveError(.readOnlyFile) : SessionSaveError(SystemError.last().words)
    }
    return state.target
  }

  /// The bytes of the session file at `target` (nil: none yet), read on the file rules; anything
  /// larger than the largest session SumCalc writes is not one.
  static func read(_ target: String) throws(SessionLoadError) -> [UInt8]? {
    do throws(RegularFile.ReadError) {
      return try RegularFile.read(target, limit: SessionFile.maximumSize)
    } catch {
      switch error {
      case .permissionDenied: throw SessionLoadError(.permissionDenied)
      case .notAFile(let kind): throw SessionLoadError(.notAFile(SumCalcModel.FileKind(kind)))
      case .tooLarge: throw SessionLoadError(.tooLarge)
      case .system(let failure): throw SessionLoadError(.other(failure.words))
      }
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
