import Glibc

/// One file an app keeps, on the rules (<doc:KeepingAFile>): read whole, written atomically, its
/// links followed and kept, its mode kept, one instance its writer at a time. It acts only on a
/// regular file, a link to one, or a path where nothing is yet; it never replaces a file the user
/// may not write, and a second instance writes only once the first has gone, setting aside what
/// that one left first (`<path>.other-<UTC time>`, ``otherAside``).
///
/// ```swift
/// let file = KeptFile(path: home + "/.notes.json", limit: 16 << 20)
/// let bytes = try file.read()  // nil: no file yet
/// try file.write(Array(json))
/// ```
///
/// Safe to share: its only state, the writer's claim, is behind a mutex. Its calls block their
/// thread on file I/O: an app on the main actor calls them from a task of its own.
public struct KeptFile: Sendable {
  /// Why a file could not be read or written, each in words an app can show whole (``words``).
  public enum Problem: Error, Hashable, Sendable {
    /// A directory, device, FIFO or socket where the file should be: never written.
    case notAFile(FileKind)
    /// The user may not write the file: it is never replaced.
    case readOnlyFile
    /// Another instance of the app writes this file; this one writes once it has gone.
    case anotherInstance
    /// The folder that must hold the file is not there (an app's home): nothing is made.
    case missingDirectory(String)
    case permissionDenied
    /// Larger than the app's limit: not its file.
    case tooLarge
    case system(SystemError)

    /// The reason in plain words, to stand in a sentence ("Not saved: …").
    public var words: String {
      switch self {
      case .notAFile(let kind): "\(kind.words) is where the file should be"
      case .readOnlyFile: "the file is read-only"
      case .anotherInstance: "another instance is using the file"
      case .missingDirectory(let path): "\(path) does not exist"
      case .permissionDenied: SystemError(EACCES).words
      case .tooLarge: "the file is too large"
      case .system(let failure): failure.words
      }
    }
  }

  /// The file as the app named it.
  public let path: String
  /// A folder that must exist before anything is made in it (the home of a default path): an app
  /// makes its own folders, never a home. Nil: any missing folder may be made.
  public let base: String?
  /// The largest file read, in bytes.
  public let limit: Int
  /// The mode every write gives the file; nil: the mode it had (a new one private).
  public let mode: mode_t?
  private let writer = WriterClaim()

  /// The file at `path`, read up to `limit` bytes; folders made for it only below `base`; written
  /// with `mode`, or keeping the mode it has.
  public init(path: String, base: String? = nil, limit: Int, mode: mode_t? = nil) {
    (self.path, self.base, self.limit, self.mode) = (path, base, limit, mode)
  }

  /// Where the file another instance left was set aside, once this one took the file over.
  public var otherAside: String? { writer.otherAside }
  /// Whether another instance writes the file now (this one has tried to).
  public var isAnotherInstanceWriting: Bool { writer.isAnotherWriting }

  /// The file's bytes, nil where there is none yet. Claims the file for this instance, and clears
  /// the temporaries a crashed writer left.
  public func read() throws(Problem) -> [UInt8]? {
    let state = try resolve()
    if case .notAFile(let kind) = state.content { throw .notAFile(kind) }
    writer.claim(state.target)
    // Only the writer clears: another instance's pids may not be visible from here (containers).
    if !writer.isAnotherWriting { LeftoverTemporaries.removeOrphans(of: state.target) }
    do throws(RegularFile.ReadError) {
      return try RegularFile.read(state.target, limit: limit)
    } catch {
      switch error {
      case .permissionDenied: throw .permissionDenied
      case .notAFile(let kind): throw .notAFile(kind)
      case .tooLarge: throw .tooLarge
      case .system(let failure): throw .system(failure)
      }
    }
  }

  /// Replaces the file with `bytes`: folders made (0700) if missing, then a temporary file, fsync,
  /// rename, fsync of the folder.
  public func write(_ bytes: [UInt8]) throws(Problem) {
    let target = try writableTarget()
    do throws(SystemError) {
      try AtomicFile.write(bytes, to: target, mode: mode)
    } catch {
      throw .system(error)
    }
  }

  /// The first half of ``write(_:)``: a flushed temporary file beside the file, whose path is
  /// returned; the file itself is untouched (a test makes a crash between the two).
  public func writeTemporary(_ bytes: [UInt8]) throws(Problem) -> String {
    let target = try writableTarget()
    do throws(SystemError) {
      try AtomicFile.makeDirectories(AtomicFile.directory(of: target))
      return try AtomicFile.writeTemporary(bytes, beside: target, mode: mode)
    } catch {
      throw .system(error)
    }
  }

  /// The second half of ``write(_:)``: the temporary file replaces the file.
  public func commit(temporary: String) throws(Problem) {
    let target = try writableTarget()
    do throws(SystemError) {
      try AtomicFile.commit(temporary, to: target)
    } catch {
      throw .system(error)
    }
  }

  /// Moves the file (the one its links name) aside as `<file>.<what>-<UTC time>` and returns where;
  /// nil where there is none. Only a regular file is moved.
  public func setAside(as what: String, at time: time_t = Glibc.time(nil)) throws(Problem) -> String? {
    let state = try resolve()
    switch state.content {
    case .nothing: return nil
    case .notAFile(let kind): throw .notAFile(kind)
    case .regularFile: break
    }
    do throws(SystemError) {
      return try SetAside.move(state.target, as: what, at: time)
    } catch {
      throw .system(error)
    }
  }

  /// Whether the path names a regular file now (its links followed): one that could not be read or
  /// understood can be set aside; nothing else is ever moved.
  public var holdsRegularFile: Bool { (try? ResolvedPath.resolve(path))?.content == .regularFile }

  /// Whether the folder the file needs is missing (``base``): nothing can be saved.
  public var isMissingBase: Bool { base.map { !AtomicFile.isDirectory($0) } ?? false }

  // MARK: Steps

  private func resolve() throws(Problem) -> ResolvedPath {
    do throws(SystemError) {
      return try ResolvedPath.resolve(path)
    } catch {
      throw error.code == EACCES ? .permissionDenied : .system(error)
    }
  }

  /// The file a save may replace: the path with its links followed, when this instance is the
  /// file's writer, the path names a file (or nothing yet) and that file may be written.
  private func writableTarget() throws(Problem) -> String {
    let state = try resolve()
    if let base, isMissingBase { throw .missingDirectory(base) }
    // Nothing, not even a lock, is made for what is not a file.
    if case .notAFile(let kind) = state.content { throw .notAFile(kind) }
    if case .nothing = state.content {
      // The first save makes the file's folder, where the lock lives too.
      try? AtomicFile.makeDirectories(AtomicFile.directory(of: state.target))
    }
    writer.claim(state.target)
    if writer.isAnotherWriting { throw .anotherInstance }
    // This instance read the file beside another one, which has gone: what that one saved last is
    // set aside, never replaced unseen.
    if case .regularFile = state.content, writer.takeOver() {
      do throws(SystemError) {
        writer.keptAside(at: try SetAside.move(state.target, as: "other", at: time(nil)))
        return state.target
      } catch {
        throw .system(error)
      }
    }
    if case .regularFile = state.content, access(state.target, W_OK) != 0 {
      // Renaming over a file needs only the folder's permission: ask about the file itself.
      throw errno == EACCES || errno == EPERM ? .readOnlyFile : .system(.last())
    }
    return state.target
  }
}

extension FileKind {
  /// What a person calls it: "a directory", "a FIFO".
  public var words: String {
    switch self {
    case .directory: "a directory"
    case .directoryName: "a directory's name"
    case .device: "a device"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .other: "something other than a file"
    }
  }
}
