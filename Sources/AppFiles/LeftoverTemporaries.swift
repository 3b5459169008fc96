import Glibc

/// Temporary files a save leaves only when its process dies between writing and renaming
/// (`.<name>.<pid>-<random>.tmp`, see `AtomicFile`): removed at start once their writer is gone.
public enum LeftoverTemporaries {
  /// Removes the leftovers of `target` whose process no longer exists; returns how many.
  @discardableResult
  public static func removeOrphans(of target: String) -> Int {
    let directory = AtomicFile.directory(of: target)
    let prefix = "." + (target.split(separator: "/").last.map(String.init) ?? "") + "."
    guard let stream = opendir(directory) else { return 0 }
    defer { closedir(stream) }
    var removed = 0
    while let entry = readdir(stream) {
      let name = Self.name(of: entry)
      guard let pid = writer(of: name, prefix: prefix), kill(pid, 0) != 0, errno == ESRCH else { continue }
      if unlink(directory + "/" + name) == 0 { removed += 1 }
    }
    return removed
  }

  /// A directory entry's name, read up to its NUL in place: an entry is often shorter than the
  /// 256 bytes its name field declares, and copying the field whole reads past it (a crash where
  /// the entry ends a page).
  package static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
  }

  /// The pid in `<prefix><pid>-<random>.tmp`, or nil for any other name.
  package static func writer(of name: String, prefix: String) -> pid_t? {
    guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
    guard let dash = middle.firstIndex(of: "-"), let pid = pid_t(middle[..<dash]), pid > 0,
      !middle[middle.index(after: dash)...].isEmpty
    else { return nil }
    return pid
  }
}
