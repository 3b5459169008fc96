import Glibc

/// Moves a file out of the way under `<path>.<what>-<timestamp>`, keeping it: `corrupt`, `other`
/// (what another instance left), `version-3` for a file a newer version wrote. Nothing is ever
/// deleted or overwritten: a name that is taken gets a counter (`-2`, `-3`, …).
public enum SetAside {
  /// Moves whatever is at `path` (file, directory or link) aside, naming it after `what` and
  /// `time`, and returns its new path; nil when there is nothing at `path`.
  public static func move(_ path: String, as what: String = "corrupt", at time: time_t) throws(SystemError) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .last()
    }
    let isDirectory = status.st_mode & S_IFMT == S_IFDIR
    let base = "\(path).\(what)-\(timestamp(time))"
    for attempt in 1...1000 {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      if try moveUnlessTaken(path, to: candidate, isDirectory: isDirectory) { return candidate }
    }
    throw SystemError(EEXIST)
  }

  /// `time` in UTC as `20261129T191500Z`.
  public static func timestamp(_ time: time_t) -> String {
    var seconds = time
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return String(time) }
    func padded(_ value: Int32, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(parts.tm_year + 1900, 4) + padded(parts.tm_mon + 1, 2) + padded(parts.tm_mday, 2)
      + "T" + padded(parts.tm_hour, 2) + padded(parts.tm_min, 2) + padded(parts.tm_sec, 2) + "Z"
  }

  /// Moves `path` to `target` unless `target` exists; false when it does.
  ///
  /// A hard link fails atomically when the name is taken, so a file is linked under the new name
  /// and then unlinked from the old one. Directories, and file systems without hard links, are
  /// renamed after checking that the name is free.
  private static func moveUnlessTaken(_ path: String, to target: String, isDirectory: Bool) throws(SystemError) -> Bool
  {
    if !isDirectory {
      if link(path, target) == 0 {
        guard unlink(path) == 0 else {
          let failure = SystemError.last()
          unlink(target)  // only the second name goes; the file stays at `path`
          throw failure
        }
        return true
      }
      let linkUnsupported = [EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(errno)
      if errno == EEXIST { return false }
      if !linkUnsupported { throw .last() }
    }
    var status = stat()
    if lstat(target, &status) == 0 { return false }
    guard errno == ENOENT else { throw .last() }
    guard rename(path, target) == 0 else { throw .last() }
    return true
  }
}
