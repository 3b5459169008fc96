import Glibc

/// Replaces a file atomically with POSIX calls: a reader (or a crash) sees the old file or the new
/// one, never a mix. The bytes go to a fresh temporary file in the same directory, are flushed to
/// disk, and the temporary file is renamed over the target. The file replaced keeps its mode (unless
/// the app sets one: `mode`) and, where the process may give it, its owner and group; a new file is
/// the user's alone. Two steps,
/// `writeTemporary` and `commit`, so a crash between them can be simulated.
public enum AtomicFile {
  /// Mode of a new file: the user's alone, whatever the umask.
  public static let fileMode: mode_t = 0o600
  /// Mode of directories made for it.
  public static let directoryMode: mode_t = 0o700

  /// Makes the directories `path` needs, writes `bytes` beside it and renames them into place; the
  /// file gets `mode` where given, else the mode of the file it replaces, else 0600.
  public static func write(_ bytes: [UInt8], to path: String, mode: mode_t? = nil) throws(SystemError) {
    try makeDirectories(directory(of: path))
    let temporary = try writeTemporary(bytes, beside: path, mode: mode)
    try commit(temporary, to: path)
  }

  /// Whether `path` is a directory (following links).
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Makes `path` and its missing parents, each with mode 0700 (umask notwithstanding).
  /// Directories that exist are left as they are.
  public static func makeDirectories(_ path: String) throws(SystemError) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
      prefix += component
      if mkdir(prefix, directoryMode) == 0 {
        // The umask may have taken bits away; this directory is ours to set.
        guard chmod(prefix, directoryMode) == 0 else { throw .last() }
      } else if errno != EEXIST {
        throw .last()
      }
    }
  }

  /// Writes `bytes` to a new, uniquely named temporary file in the directory of `path` (`mode` where
  /// given, else the mode of the file at `path`, else 0600; flushed to disk) and returns its path.
  /// On failure nothing is left behind.
  public static func writeTemporary(_ bytes: [UInt8], beside path: String, mode: mode_t? = nil) throws(SystemError)
    -> String
  {
    let (temporary, fd) = try createTemporary(beside: path)
    do throws(SystemError) {
      var status = stat()
      let replaces = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      // The file replaced keeps its owner where the process may give it (root, or its own group),
      // and its mode; the umask may have taken bits away from the mode given to open.
      if replaces { _ = fchown(fd, status.st_uid, status.st_gid) }
      guard fchmod(fd, mode ?? (replaces ? status.st_mode & 0o7777 : fileMode)) == 0 else { throw .last() }
      try writeAll(bytes, to: fd)
      guard retryingOnInterrupt({ fsync(fd) }) == 0 else { throw .last() }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard close(fd) == 0 else {
      let failure = SystemError.last()
      unlink(temporary)
      throw failure
    }
    return temporary
  }

  /// Renames the temporary file over `path` (atomic) and flushes the directory, so the rename
  /// itself survives a crash. If the rename fails the temporary file is removed.
  public static func commit(_ temporary: String, to path: String) throws(SystemError) {
    guard rename(temporary, path) == 0 else {
      let failure = SystemError.last()
      unlink(temporary)
      throw failure
    }
    try syncDirectory(directory(of: path))
  }

  /// The directory a file lives in: `"/a/b"` for `"/a/b/c"`, `"."` for a bare name.
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = path[..<slash]
    return directory.isEmpty ? "/" : String(directory)
  }

  // MARK: Steps

  /// Creates `.<name>.<pid>-<random>.tmp` beside `path` with O_CREAT|O_EXCL, so it is new and no
  /// one else's, retrying with another name on the rare clash.
  private static func createTemporary(beside path: String) throws(SystemError) -> (String, Int32) {
    let directory = directory(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? "file"
    for _ in 0..<100 {
      let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let temporary = "\(directory)/.\(name).\(getpid())-\(unique).tmp"
      let fd = retryingOnInterrupt {
        open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
      }
      if fd >= 0 { return (temporary, fd) }
      if errno != EEXIST { throw .last() }
    }
    throw SystemError(EEXIST)
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(SystemError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        retryingOnInterrupt { Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written) }
      }
      guard count > 0 else { throw count == 0 ? SystemError(EIO) : .last() }
      written += count
    }
  }

  /// fsync on the directory. A directory that cannot be opened, or a file system that cannot sync
  /// directories (EINVAL), is passed over: the new file is in place either way.
  private static func syncDirectory(_ path: String) throws(SystemError) {
    let fd = retryingOnInterrupt { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard fd >= 0 else { return }
    defer { close(fd) }
    if retryingOnInterrupt({ fsync(fd) }) != 0, errno != EINVAL { throw .last() }
  }
}
